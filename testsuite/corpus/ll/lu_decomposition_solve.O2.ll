; ModuleID = 'programs/lu_decomposition_solve.c'
source_filename = "programs/lu_decomposition_solve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.a = internal global [40 x [40 x double]] zeroinitializer, align 16
@main.orig = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16
@.str = private unnamed_addr constant [55 x i8] c"x[0]=%a x[39]=%a residual^2=%a log2|det|~%.3f sign=%d\0A\00", align 1
@__const.main.s5 = private unnamed_addr constant <{ <{ double, double, double, double, double, [35 x double] }>, <{ double, double, double, double, [36 x double] }>, <{ double, double, double, double, double, [35 x double] }>, <{ double, double, double, double, double, [35 x double] }>, <{ double, double, double, double, double, [35 x double] }>, [35 x [40 x double]] }> <{ <{ double, double, double, double, double, [35 x double] }> <{ double 2.000000e+00, double 1.000000e+00, double -1.000000e+00, double 0.000000e+00, double 3.000000e+00, [35 x double] zeroinitializer }>, <{ double, double, double, double, [36 x double] }> <{ double 1.000000e+00, double 3.000000e+00, double 2.000000e+00, double -2.000000e+00, [36 x double] zeroinitializer }>, <{ double, double, double, double, double, [35 x double] }> <{ double 0.000000e+00, double 1.000000e+00, double 4.000000e+00, double 1.000000e+00, double -1.000000e+00, [35 x double] zeroinitializer }>, <{ double, double, double, double, double, [35 x double] }> <{ double -1.000000e+00, double 0.000000e+00, double 1.000000e+00, double 5.000000e+00, double 2.000000e+00, [35 x double] zeroinitializer }>, <{ double, double, double, double, double, [35 x double] }> <{ double 3.000000e+00, double -2.000000e+00, double 0.000000e+00, double 1.000000e+00, double 6.000000e+00, [35 x double] zeroinitializer }>, [35 x [40 x double]] zeroinitializer }>, align 16
@.str.1 = private unnamed_addr constant [45 x i8] c"5x5: %.12f %.12f %.12f %.12f %.12f det=%.9f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [40 x double], align 16
  %2 = alloca [40 x double], align 16
  %3 = alloca [40 x double], align 16
  %4 = alloca [40 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca [40 x [40 x double]], align 16
  %7 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #7
  br label %8

8:                                                ; preds = %0, %11
  %9 = phi i64 [ 0, %0 ], [ %19, %11 ]
  %10 = phi i32 [ 1, %0 ], [ %27, %11 ]
  br label %22

11:                                               ; preds = %22
  %12 = fadd double %35, 1.000000e+00
  %13 = getelementptr inbounds [40 x [40 x double]], ptr @main.a, i64 0, i64 %9, i64 %9
  store double %12, ptr %13, align 8, !tbaa !5
  %14 = trunc nuw nsw i64 %9 to i32
  %15 = urem i32 %14, 5
  %16 = add nsw i32 %15, -2
  %17 = sitofp i32 %16 to double
  %18 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 %9
  store double %17, ptr %18, align 8, !tbaa !5
  %19 = add nuw nsw i64 %9, 1
  %20 = icmp eq i64 %19, 40
  br i1 %20, label %21, label %8, !llvm.loop !9

21:                                               ; preds = %11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12800) @main.orig, ptr noundef nonnull align 16 dereferenceable(12800) @main.a, i64 12800, i1 false), !tbaa !5
  call fastcc void @lu(ptr noundef nonnull @main.a, i32 noundef 40, ptr noundef nonnull %4, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %1) #7
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
  store double %32, ptr %33, align 8, !tbaa !5
  %34 = tail call double @llvm.fabs.f64(double %32)
  %35 = fadd double %24, %34
  %36 = add nuw nsw i64 %23, 1
  %37 = icmp eq i64 %36, 40
  br i1 %37, label %11, label %22, !llvm.loop !11

38:                                               ; preds = %69, %21
  %39 = phi i64 [ 0, %21 ], [ %72, %69 ]
  %40 = getelementptr inbounds i32, ptr %4, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !12
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %2, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = icmp eq i64 %39, 0
  br i1 %45, label %69, label %46

46:                                               ; preds = %38
  %47 = and i64 %39, 3
  %48 = icmp ult i64 %39, 4
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = and i64 %39, 9223372036854775804
  br label %74

51:                                               ; preds = %74, %46
  %52 = phi double [ poison, %46 ], [ %104, %74 ]
  %53 = phi i64 [ 0, %46 ], [ %105, %74 ]
  %54 = phi double [ %44, %46 ], [ %104, %74 ]
  %55 = icmp eq i64 %47, 0
  br i1 %55, label %69, label %56

56:                                               ; preds = %51, %56
  %57 = phi i64 [ %66, %56 ], [ %53, %51 ]
  %58 = phi double [ %65, %56 ], [ %54, %51 ]
  %59 = phi i64 [ %67, %56 ], [ 0, %51 ]
  %60 = getelementptr inbounds [40 x double], ptr @main.a, i64 %39, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %57
  %63 = load double, ptr %62, align 8, !tbaa !5
  %64 = fmul double %61, %63
  %65 = fsub double %58, %64
  %66 = add nuw nsw i64 %57, 1
  %67 = add i64 %59, 1
  %68 = icmp eq i64 %67, %47
  br i1 %68, label %69, label %56, !llvm.loop !14

69:                                               ; preds = %51, %56, %38
  %70 = phi double [ %44, %38 ], [ %52, %51 ], [ %65, %56 ]
  %71 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %39
  store double %70, ptr %71, align 8, !tbaa !5
  %72 = add nuw nsw i64 %39, 1
  %73 = icmp eq i64 %72, 40
  br i1 %73, label %108, label %38, !llvm.loop !16

74:                                               ; preds = %74, %49
  %75 = phi i64 [ 0, %49 ], [ %105, %74 ]
  %76 = phi double [ %44, %49 ], [ %104, %74 ]
  %77 = phi i64 [ 0, %49 ], [ %106, %74 ]
  %78 = getelementptr inbounds [40 x double], ptr @main.a, i64 %39, i64 %75
  %79 = load double, ptr %78, align 16, !tbaa !5
  %80 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %75
  %81 = load double, ptr %80, align 16, !tbaa !5
  %82 = fmul double %79, %81
  %83 = fsub double %76, %82
  %84 = or disjoint i64 %75, 1
  %85 = getelementptr inbounds [40 x double], ptr @main.a, i64 %39, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !5
  %87 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %84
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = fmul double %86, %88
  %90 = fsub double %83, %89
  %91 = or disjoint i64 %75, 2
  %92 = getelementptr inbounds [40 x double], ptr @main.a, i64 %39, i64 %91
  %93 = load double, ptr %92, align 16, !tbaa !5
  %94 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %91
  %95 = load double, ptr %94, align 16, !tbaa !5
  %96 = fmul double %93, %95
  %97 = fsub double %90, %96
  %98 = or disjoint i64 %75, 3
  %99 = getelementptr inbounds [40 x double], ptr @main.a, i64 %39, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !5
  %101 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %98
  %102 = load double, ptr %101, align 8, !tbaa !5
  %103 = fmul double %100, %102
  %104 = fsub double %97, %103
  %105 = add nuw nsw i64 %75, 4
  %106 = add i64 %77, 4
  %107 = icmp eq i64 %106, %50
  br i1 %107, label %51, label %74, !llvm.loop !17

108:                                              ; preds = %69, %137
  %109 = phi i64 [ %144, %137 ], [ 0, %69 ]
  %110 = phi i64 [ %112, %137 ], [ 40, %69 ]
  %111 = add i64 %109, -1
  %112 = add nsw i64 %110, -1
  %113 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !5
  %115 = icmp ult i64 %110, 40
  br i1 %115, label %116, label %137

116:                                              ; preds = %108
  %117 = and i64 %109, 3
  %118 = icmp eq i64 %117, 0
  br i1 %118, label %132, label %119

119:                                              ; preds = %116, %119
  %120 = phi i64 [ %129, %119 ], [ %110, %116 ]
  %121 = phi double [ %128, %119 ], [ %114, %116 ]
  %122 = phi i64 [ %130, %119 ], [ 0, %116 ]
  %123 = getelementptr inbounds [40 x double], ptr @main.a, i64 %112, i64 %120
  %124 = load double, ptr %123, align 8, !tbaa !5
  %125 = getelementptr inbounds double, ptr %3, i64 %120
  %126 = load double, ptr %125, align 8, !tbaa !5
  %127 = fmul double %124, %126
  %128 = fsub double %121, %127
  %129 = add nuw nsw i64 %120, 1
  %130 = add i64 %122, 1
  %131 = icmp eq i64 %130, %117
  br i1 %131, label %132, label %119, !llvm.loop !18

132:                                              ; preds = %119, %116
  %133 = phi double [ poison, %116 ], [ %128, %119 ]
  %134 = phi i64 [ %110, %116 ], [ %129, %119 ]
  %135 = phi double [ %114, %116 ], [ %128, %119 ]
  %136 = icmp ult i64 %111, 3
  br i1 %136, label %137, label %145

137:                                              ; preds = %132, %145, %108
  %138 = phi double [ %114, %108 ], [ %133, %132 ], [ %174, %145 ]
  %139 = getelementptr inbounds [40 x double], ptr @main.a, i64 %112, i64 %112
  %140 = load double, ptr %139, align 8, !tbaa !5
  %141 = fdiv double %138, %140
  %142 = getelementptr inbounds double, ptr %3, i64 %112
  store double %141, ptr %142, align 8, !tbaa !5
  %143 = icmp ugt i64 %110, 1
  %144 = add i64 %109, 1
  br i1 %143, label %108, label %177, !llvm.loop !19

145:                                              ; preds = %132, %145
  %146 = phi i64 [ %175, %145 ], [ %134, %132 ]
  %147 = phi double [ %174, %145 ], [ %135, %132 ]
  %148 = getelementptr inbounds [40 x double], ptr @main.a, i64 %112, i64 %146
  %149 = load double, ptr %148, align 8, !tbaa !5
  %150 = getelementptr inbounds double, ptr %3, i64 %146
  %151 = load double, ptr %150, align 8, !tbaa !5
  %152 = fmul double %149, %151
  %153 = fsub double %147, %152
  %154 = add nuw nsw i64 %146, 1
  %155 = getelementptr inbounds [40 x double], ptr @main.a, i64 %112, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !5
  %157 = getelementptr inbounds double, ptr %3, i64 %154
  %158 = load double, ptr %157, align 8, !tbaa !5
  %159 = fmul double %156, %158
  %160 = fsub double %153, %159
  %161 = add nuw nsw i64 %146, 2
  %162 = getelementptr inbounds [40 x double], ptr @main.a, i64 %112, i64 %161
  %163 = load double, ptr %162, align 8, !tbaa !5
  %164 = getelementptr inbounds double, ptr %3, i64 %161
  %165 = load double, ptr %164, align 8, !tbaa !5
  %166 = fmul double %163, %165
  %167 = fsub double %160, %166
  %168 = add nuw nsw i64 %146, 3
  %169 = getelementptr inbounds [40 x double], ptr @main.a, i64 %112, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !5
  %171 = getelementptr inbounds double, ptr %3, i64 %168
  %172 = load double, ptr %171, align 8, !tbaa !5
  %173 = fmul double %170, %172
  %174 = fsub double %167, %173
  %175 = add nuw nsw i64 %146, 4
  %176 = icmp eq i64 %175, 40
  br i1 %176, label %137, label %145, !llvm.loop !20

177:                                              ; preds = %137
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %1) #7
  br label %178

178:                                              ; preds = %177, %185
  %179 = phi i64 [ 0, %177 ], [ %193, %185 ]
  %180 = phi double [ 0.000000e+00, %177 ], [ %192, %185 ]
  %181 = phi double [ 0.000000e+00, %177 ], [ %187, %185 ]
  %182 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 %179
  %183 = load double, ptr %182, align 8, !tbaa !5
  %184 = fneg double %183
  br label %195

185:                                              ; preds = %195
  %186 = fmul double %224, %224
  %187 = fadd double %181, %186
  %188 = getelementptr inbounds [40 x [40 x double]], ptr @main.a, i64 0, i64 %179, i64 %179
  %189 = load double, ptr %188, align 8, !tbaa !5
  %190 = tail call double @llvm.fabs.f64(double %189)
  %191 = tail call double @log2(double noundef %190) #7
  %192 = fadd double %180, %191
  %193 = add nuw nsw i64 %179, 1
  %194 = icmp eq i64 %193, 40
  br i1 %194, label %227, label %178, !llvm.loop !21

195:                                              ; preds = %195, %178
  %196 = phi i64 [ 0, %178 ], [ %225, %195 ]
  %197 = phi double [ %184, %178 ], [ %224, %195 ]
  %198 = getelementptr inbounds [40 x [40 x double]], ptr @main.orig, i64 0, i64 %179, i64 %196
  %199 = load double, ptr %198, align 16, !tbaa !5
  %200 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %196
  %201 = load double, ptr %200, align 16, !tbaa !5
  %202 = fmul double %199, %201
  %203 = fadd double %197, %202
  %204 = or disjoint i64 %196, 1
  %205 = getelementptr inbounds [40 x [40 x double]], ptr @main.orig, i64 0, i64 %179, i64 %204
  %206 = load double, ptr %205, align 8, !tbaa !5
  %207 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %204
  %208 = load double, ptr %207, align 8, !tbaa !5
  %209 = fmul double %206, %208
  %210 = fadd double %203, %209
  %211 = or disjoint i64 %196, 2
  %212 = getelementptr inbounds [40 x [40 x double]], ptr @main.orig, i64 0, i64 %179, i64 %211
  %213 = load double, ptr %212, align 16, !tbaa !5
  %214 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %211
  %215 = load double, ptr %214, align 16, !tbaa !5
  %216 = fmul double %213, %215
  %217 = fadd double %210, %216
  %218 = or disjoint i64 %196, 3
  %219 = getelementptr inbounds [40 x [40 x double]], ptr @main.orig, i64 0, i64 %179, i64 %218
  %220 = load double, ptr %219, align 8, !tbaa !5
  %221 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %218
  %222 = load double, ptr %221, align 8, !tbaa !5
  %223 = fmul double %220, %222
  %224 = fadd double %217, %223
  %225 = add nuw nsw i64 %196, 4
  %226 = icmp eq i64 %225, 40
  br i1 %226, label %185, label %195, !llvm.loop !22

227:                                              ; preds = %185
  %228 = load double, ptr %3, align 16, !tbaa !5
  %229 = getelementptr inbounds i8, ptr %3, i64 312
  %230 = load double, ptr %229, align 8, !tbaa !5
  %231 = load i32, ptr %5, align 4, !tbaa !12
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %228, double noundef %230, double noundef %187, double noundef %192, i32 noundef %231)
  call void @llvm.lifetime.start.p0(i64 12800, ptr nonnull %6) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12800) %6, ptr noundef nonnull align 16 dereferenceable(12800) @__const.main.s5, i64 12800, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #7
  %233 = getelementptr inbounds i8, ptr %6, i64 320
  %234 = getelementptr inbounds i8, ptr %6, i64 328
  %235 = getelementptr inbounds i8, ptr %6, i64 336
  %236 = getelementptr inbounds i8, ptr %6, i64 344
  store <2 x double> <double -3.750000e+00, double 0.000000e+00>, ptr %7, align 16, !tbaa !5
  %237 = getelementptr inbounds i8, ptr %7, i64 16
  %238 = getelementptr inbounds i8, ptr %6, i64 640
  %239 = getelementptr inbounds i8, ptr %6, i64 656
  %240 = getelementptr inbounds i8, ptr %6, i64 664
  %241 = getelementptr inbounds i8, ptr %6, i64 960
  %242 = getelementptr inbounds i8, ptr %6, i64 968
  %243 = getelementptr inbounds i8, ptr %6, i64 984
  %244 = getelementptr inbounds i8, ptr %6, i64 992
  store <2 x double> <double 1.075000e+01, double 4.000000e+00>, ptr %237, align 16, !tbaa !5
  %245 = getelementptr inbounds i8, ptr %7, i64 32
  %246 = getelementptr inbounds i8, ptr %6, i64 1280
  %247 = getelementptr inbounds i8, ptr %6, i64 1296
  %248 = getelementptr inbounds i8, ptr %6, i64 1312
  store double 6.000000e+00, ptr %245, align 16, !tbaa !5
  call fastcc void @lu(ptr noundef nonnull %6, i32 noundef 5, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %249 = load i32, ptr %4, align 16, !tbaa !12
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds double, ptr %7, i64 %250
  %252 = load double, ptr %251, align 8, !tbaa !5
  %253 = getelementptr inbounds i8, ptr %4, i64 4
  %254 = load i32, ptr %253, align 4, !tbaa !12
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds double, ptr %7, i64 %255
  %257 = load double, ptr %256, align 8, !tbaa !5
  %258 = load double, ptr %233, align 16, !tbaa !5
  %259 = getelementptr inbounds i8, ptr %4, i64 8
  %260 = load i32, ptr %259, align 8, !tbaa !12
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds double, ptr %7, i64 %261
  %263 = load double, ptr %262, align 8, !tbaa !5
  %264 = getelementptr inbounds i8, ptr %4, i64 12
  %265 = load i32, ptr %264, align 4, !tbaa !12
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds double, ptr %7, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !5
  %269 = load double, ptr %241, align 16, !tbaa !5
  %270 = getelementptr inbounds i8, ptr %4, i64 16
  %271 = load i32, ptr %270, align 16, !tbaa !12
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds double, ptr %7, i64 %272
  %274 = load double, ptr %273, align 8, !tbaa !5
  %275 = load double, ptr %248, align 16, !tbaa !5
  %276 = load double, ptr %244, align 16, !tbaa !5
  %277 = load double, ptr %243, align 8, !tbaa !5
  %278 = load double, ptr %239, align 16, !tbaa !5
  %279 = load double, ptr %235, align 16, !tbaa !5
  %280 = load double, ptr %234, align 8, !tbaa !5
  %281 = getelementptr inbounds i8, ptr %6, i64 8
  %282 = fmul double %258, %252
  %283 = fmul double %269, %252
  %284 = fsub double %268, %283
  %285 = load <2 x double>, ptr %247, align 16, !tbaa !5
  %286 = load <2 x double>, ptr %242, align 8, !tbaa !5
  %287 = fsub double %257, %282
  %288 = load <2 x double>, ptr %238, align 16, !tbaa !5
  %289 = insertelement <2 x double> poison, double %252, i64 0
  %290 = insertelement <2 x double> %289, double %287, i64 1
  %291 = fmul <2 x double> %288, %290
  %292 = extractelement <2 x double> %291, i64 0
  %293 = fsub double %263, %292
  %294 = extractelement <2 x double> %291, i64 1
  %295 = fsub double %293, %294
  %296 = insertelement <2 x double> poison, double %287, i64 0
  %297 = insertelement <2 x double> %296, double %295, i64 1
  %298 = fmul <2 x double> %286, %297
  %299 = extractelement <2 x double> %298, i64 0
  %300 = fsub double %284, %299
  %301 = load <2 x double>, ptr %246, align 16, !tbaa !5
  %302 = fmul <2 x double> %301, %290
  %303 = extractelement <2 x double> %302, i64 0
  %304 = fsub double %274, %303
  %305 = extractelement <2 x double> %302, i64 1
  %306 = fsub double %304, %305
  %307 = extractelement <2 x double> %298, i64 1
  %308 = fsub double %300, %307
  %309 = insertelement <2 x double> poison, double %295, i64 0
  %310 = insertelement <2 x double> %309, double %308, i64 1
  %311 = fmul <2 x double> %285, %310
  %312 = extractelement <2 x double> %311, i64 0
  %313 = fsub double %306, %312
  %314 = extractelement <2 x double> %311, i64 1
  %315 = fsub double %313, %314
  %316 = getelementptr inbounds i8, ptr %6, i64 24
  %317 = load <2 x double>, ptr %240, align 8, !tbaa !5
  %318 = load <2 x double>, ptr %236, align 8, !tbaa !5
  %319 = fdiv double %315, %275
  %320 = fmul double %276, %319
  %321 = fsub double %308, %320
  %322 = fdiv double %321, %277
  %323 = insertelement <2 x double> poison, double %322, i64 0
  %324 = insertelement <2 x double> %323, double %319, i64 1
  %325 = fmul <2 x double> %317, %324
  %326 = extractelement <2 x double> %325, i64 0
  %327 = fsub double %295, %326
  %328 = extractelement <2 x double> %325, i64 1
  %329 = fsub double %327, %328
  %330 = fmul <2 x double> %318, %324
  %331 = load <2 x double>, ptr %281, align 8, !tbaa !5
  %332 = fdiv double %329, %278
  %333 = fmul double %279, %332
  %334 = fsub double %287, %333
  %335 = extractelement <2 x double> %330, i64 0
  %336 = fsub double %334, %335
  %337 = extractelement <2 x double> %330, i64 1
  %338 = fsub double %336, %337
  %339 = fdiv double %338, %280
  %340 = insertelement <2 x double> poison, double %339, i64 0
  %341 = insertelement <2 x double> %340, double %332, i64 1
  %342 = fmul <2 x double> %331, %341
  %343 = extractelement <2 x double> %342, i64 0
  %344 = fsub double %252, %343
  %345 = extractelement <2 x double> %342, i64 1
  %346 = fsub double %344, %345
  %347 = load <2 x double>, ptr %316, align 8, !tbaa !5
  %348 = fmul <2 x double> %347, %324
  %349 = extractelement <2 x double> %348, i64 0
  %350 = fsub double %346, %349
  %351 = extractelement <2 x double> %348, i64 1
  %352 = fsub double %350, %351
  %353 = load double, ptr %6, align 16, !tbaa !5
  %354 = fdiv double %352, %353
  %355 = load i32, ptr %5, align 4, !tbaa !12
  %356 = sitofp i32 %355 to double
  %357 = fmul double %353, %356
  %358 = fmul double %357, %280
  %359 = fmul double %358, %278
  %360 = fmul double %359, %277
  %361 = fmul double %360, %275
  %362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %354, double noundef %339, double noundef %332, double noundef %322, double noundef %319, double noundef %361)
  %363 = tail call double @llvm.fabs.f64(double %361)
  %364 = fptosi double %363 to i32
  %365 = and i32 %364, 127
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 12800, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %2) #7
  ret i32 %365
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @lu(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3) unnamed_addr #3 {
  store i32 1, ptr %3, align 4, !tbaa !12
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %233

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 8
  br i1 %8, label %9, label %11

9:                                                ; preds = %22, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %22 ]
  br label %50

11:                                               ; preds = %6
  %12 = and i64 %7, 2147483640
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %19, %13 ]
  %15 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %11 ], [ %20, %13 ]
  %16 = add <4 x i32> %15, <i32 4, i32 4, i32 4, i32 4>
  %17 = getelementptr inbounds i32, ptr %2, i64 %14
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  store <4 x i32> %15, ptr %17, align 4, !tbaa !12
  store <4 x i32> %16, ptr %18, align 4, !tbaa !12
  %19 = add nuw i64 %14, 8
  %20 = add <4 x i32> %15, <i32 8, i32 8, i32 8, i32 8>
  %21 = icmp eq i64 %19, %12
  br i1 %21, label %22, label %13, !llvm.loop !23

22:                                               ; preds = %13
  %23 = icmp eq i64 %12, %7
  br i1 %23, label %24, label %9

24:                                               ; preds = %50, %22
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
  %46 = and i64 %26, 1
  %47 = icmp eq i64 %46, 0
  %48 = add nsw i64 %26, -1
  %49 = add nsw i64 %26, -1
  br label %59

50:                                               ; preds = %9, %50
  %51 = phi i64 [ %54, %50 ], [ %10, %9 ]
  %52 = getelementptr inbounds i32, ptr %2, i64 %51
  %53 = trunc nuw nsw i64 %51 to i32
  store i32 %53, ptr %52, align 4, !tbaa !12
  %54 = add nuw nsw i64 %51, 1
  %55 = icmp eq i64 %54, %7
  br i1 %55, label %24, label %50, !llvm.loop !26

56:                                               ; preds = %211, %152
  %57 = add nuw nsw i64 %61, 1
  %58 = icmp eq i64 %75, %26
  br i1 %58, label %233, label %59, !llvm.loop !27

59:                                               ; preds = %24, %56
  %60 = phi i64 [ 0, %24 ], [ %75, %56 ]
  %61 = phi i64 [ 1, %24 ], [ %57, %56 ]
  %62 = xor i64 %60, -1
  %63 = add nsw i64 %62, %7
  %64 = mul nuw nsw i64 %60, 328
  %65 = getelementptr i8, ptr %37, i64 %64
  %66 = getelementptr i8, ptr %38, i64 %64
  %67 = shl nuw nsw i64 %60, 3
  %68 = getelementptr i8, ptr %40, i64 %67
  %69 = getelementptr i8, ptr %41, i64 %64
  %70 = mul nuw nsw i64 %60, 320
  %71 = getelementptr i8, ptr %42, i64 %70
  %72 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %60
  %73 = load double, ptr %72, align 8, !tbaa !5
  %74 = tail call double @llvm.fabs.f64(double %73)
  %75 = add nuw nsw i64 %60, 1
  %76 = icmp ult i64 %75, %25
  %77 = trunc nuw nsw i64 %60 to i32
  br i1 %76, label %82, label %78

78:                                               ; preds = %82, %59
  %79 = phi i32 [ %77, %59 ], [ %91, %82 ]
  %80 = phi double [ %74, %59 ], [ %92, %82 ]
  %81 = fcmp une double %80, 0.000000e+00
  br i1 %81, label %95, label %233

82:                                               ; preds = %59, %82
  %83 = phi i64 [ %93, %82 ], [ %61, %59 ]
  %84 = phi double [ %92, %82 ], [ %74, %59 ]
  %85 = phi i32 [ %91, %82 ], [ %77, %59 ]
  %86 = getelementptr inbounds [40 x double], ptr %0, i64 %83, i64 %60
  %87 = load double, ptr %86, align 8, !tbaa !5
  %88 = tail call double @llvm.fabs.f64(double %87)
  %89 = fcmp ogt double %88, %84
  %90 = trunc nuw nsw i64 %83 to i32
  %91 = select i1 %89, i32 %90, i32 %85
  %92 = select i1 %89, double %88, double %84
  %93 = add nuw nsw i64 %83, 1
  %94 = icmp eq i64 %93, %26
  br i1 %94, label %78, label %82, !llvm.loop !28

95:                                               ; preds = %78
  %96 = zext i32 %79 to i64
  %97 = icmp eq i64 %60, %96
  br i1 %97, label %152, label %98

98:                                               ; preds = %95
  %99 = sext i32 %79 to i64
  br i1 %43, label %100, label %111

100:                                              ; preds = %130, %111, %98
  %101 = phi i64 [ 0, %111 ], [ 0, %98 ], [ %44, %130 ]
  br i1 %47, label %108, label %102

102:                                              ; preds = %100
  %103 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %101
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = getelementptr inbounds [40 x double], ptr %0, i64 %99, i64 %101
  %106 = load double, ptr %105, align 8, !tbaa !5
  store double %106, ptr %103, align 8, !tbaa !5
  store double %104, ptr %105, align 8, !tbaa !5
  %107 = or disjoint i64 %101, 1
  br label %108

108:                                              ; preds = %102, %100
  %109 = phi i64 [ %101, %100 ], [ %107, %102 ]
  %110 = icmp eq i64 %101, %48
  br i1 %110, label %131, label %139

111:                                              ; preds = %98
  %112 = mul nsw i64 %99, 320
  %113 = getelementptr i8, ptr %0, i64 %112
  %114 = getelementptr i8, ptr %36, i64 %112
  %115 = icmp ugt ptr %114, %0
  %116 = icmp ult ptr %113, %34
  %117 = and i1 %115, %116
  br i1 %117, label %100, label %118

118:                                              ; preds = %111, %118
  %119 = phi i64 [ %128, %118 ], [ 0, %111 ]
  %120 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %119
  %121 = getelementptr inbounds i8, ptr %120, i64 16
  %122 = load <2 x double>, ptr %120, align 8, !tbaa !5, !alias.scope !29, !noalias !32
  %123 = load <2 x double>, ptr %121, align 8, !tbaa !5, !alias.scope !29, !noalias !32
  %124 = getelementptr inbounds [40 x double], ptr %0, i64 %99, i64 %119
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  %126 = load <2 x double>, ptr %124, align 8, !tbaa !5, !alias.scope !32
  %127 = load <2 x double>, ptr %125, align 8, !tbaa !5, !alias.scope !32
  store <2 x double> %126, ptr %120, align 8, !tbaa !5, !alias.scope !29, !noalias !32
  store <2 x double> %127, ptr %121, align 8, !tbaa !5, !alias.scope !29, !noalias !32
  store <2 x double> %122, ptr %124, align 8, !tbaa !5, !alias.scope !32
  store <2 x double> %123, ptr %125, align 8, !tbaa !5, !alias.scope !32
  %128 = add nuw i64 %119, 4
  %129 = icmp eq i64 %128, %44
  br i1 %129, label %130, label %118, !llvm.loop !34

130:                                              ; preds = %118
  br i1 %45, label %131, label %100

131:                                              ; preds = %108, %139, %130
  %132 = getelementptr inbounds i32, ptr %2, i64 %99
  %133 = load i32, ptr %132, align 4, !tbaa !12
  %134 = getelementptr inbounds i32, ptr %2, i64 %60
  %135 = load i32, ptr %134, align 4, !tbaa !12
  %136 = getelementptr inbounds i32, ptr %2, i64 %99
  store i32 %133, ptr %134, align 4, !tbaa !12
  store i32 %135, ptr %136, align 4, !tbaa !12
  %137 = load i32, ptr %3, align 4, !tbaa !12
  %138 = sub nsw i32 0, %137
  store i32 %138, ptr %3, align 4, !tbaa !12
  br label %152

139:                                              ; preds = %108, %139
  %140 = phi i64 [ %150, %139 ], [ %109, %108 ]
  %141 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !5
  %143 = getelementptr inbounds [40 x double], ptr %0, i64 %99, i64 %140
  %144 = load double, ptr %143, align 8, !tbaa !5
  store double %144, ptr %141, align 8, !tbaa !5
  store double %142, ptr %143, align 8, !tbaa !5
  %145 = add nuw nsw i64 %140, 1
  %146 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !5
  %148 = getelementptr inbounds [40 x double], ptr %0, i64 %99, i64 %145
  %149 = load double, ptr %148, align 8, !tbaa !5
  store double %149, ptr %146, align 8, !tbaa !5
  store double %147, ptr %148, align 8, !tbaa !5
  %150 = add nuw nsw i64 %140, 2
  %151 = icmp eq i64 %150, %26
  br i1 %151, label %131, label %139, !llvm.loop !35

152:                                              ; preds = %131, %95
  br i1 %76, label %153, label %56

153:                                              ; preds = %152
  %154 = icmp ult i64 %63, 4
  %155 = icmp ult ptr %65, %68
  %156 = icmp ult ptr %66, %29
  %157 = and i1 %155, %156
  %158 = icmp ult ptr %65, %71
  %159 = icmp ult ptr %69, %29
  %160 = and i1 %158, %159
  %161 = or i1 %157, %160
  %162 = and i64 %63, -4
  %163 = add i64 %61, %162
  %164 = icmp eq i64 %63, %162
  br label %165

165:                                              ; preds = %153, %211
  %166 = phi i64 [ %212, %211 ], [ %61, %153 ]
  %167 = load double, ptr %72, align 8, !tbaa !5
  %168 = getelementptr inbounds [40 x double], ptr %0, i64 %166, i64 %60
  %169 = load double, ptr %168, align 8, !tbaa !5
  %170 = fdiv double %169, %167
  store double %170, ptr %168, align 8, !tbaa !5
  %171 = select i1 %154, i1 true, i1 %161
  br i1 %171, label %172, label %189

172:                                              ; preds = %165, %210
  %173 = phi i64 [ %61, %165 ], [ %163, %210 ]
  %174 = sub i64 %26, %173
  %175 = and i64 %174, 1
  %176 = icmp eq i64 %175, 0
  br i1 %176, label %186, label %177

177:                                              ; preds = %172
  %178 = load double, ptr %168, align 8, !tbaa !5
  %179 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %173
  %180 = load double, ptr %179, align 8, !tbaa !5
  %181 = fmul double %178, %180
  %182 = getelementptr inbounds [40 x double], ptr %0, i64 %166, i64 %173
  %183 = load double, ptr %182, align 8, !tbaa !5
  %184 = fsub double %183, %181
  store double %184, ptr %182, align 8, !tbaa !5
  %185 = add nuw nsw i64 %173, 1
  br label %186

186:                                              ; preds = %177, %172
  %187 = phi i64 [ %173, %172 ], [ %185, %177 ]
  %188 = icmp eq i64 %173, %49
  br i1 %188, label %211, label %214

189:                                              ; preds = %165
  %190 = load double, ptr %168, align 8, !tbaa !5, !alias.scope !36
  %191 = insertelement <2 x double> poison, double %190, i64 0
  %192 = shufflevector <2 x double> %191, <2 x double> poison, <2 x i32> zeroinitializer
  br label %193

193:                                              ; preds = %193, %189
  %194 = phi i64 [ 0, %189 ], [ %208, %193 ]
  %195 = add i64 %61, %194
  %196 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %195
  %197 = getelementptr inbounds i8, ptr %196, i64 16
  %198 = load <2 x double>, ptr %196, align 8, !tbaa !5, !alias.scope !39
  %199 = load <2 x double>, ptr %197, align 8, !tbaa !5, !alias.scope !39
  %200 = fmul <2 x double> %192, %198
  %201 = fmul <2 x double> %192, %199
  %202 = getelementptr inbounds [40 x double], ptr %0, i64 %166, i64 %195
  %203 = getelementptr inbounds i8, ptr %202, i64 16
  %204 = load <2 x double>, ptr %202, align 8, !tbaa !5, !alias.scope !41, !noalias !43
  %205 = load <2 x double>, ptr %203, align 8, !tbaa !5, !alias.scope !41, !noalias !43
  %206 = fsub <2 x double> %204, %200
  %207 = fsub <2 x double> %205, %201
  store <2 x double> %206, ptr %202, align 8, !tbaa !5, !alias.scope !41, !noalias !43
  store <2 x double> %207, ptr %203, align 8, !tbaa !5, !alias.scope !41, !noalias !43
  %208 = add nuw i64 %194, 4
  %209 = icmp eq i64 %208, %162
  br i1 %209, label %210, label %193, !llvm.loop !44

210:                                              ; preds = %193
  br i1 %164, label %211, label %172

211:                                              ; preds = %186, %214, %210
  %212 = add nuw nsw i64 %166, 1
  %213 = icmp eq i64 %212, %26
  br i1 %213, label %56, label %165, !llvm.loop !45

214:                                              ; preds = %186, %214
  %215 = phi i64 [ %231, %214 ], [ %187, %186 ]
  %216 = load double, ptr %168, align 8, !tbaa !5
  %217 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %215
  %218 = load double, ptr %217, align 8, !tbaa !5
  %219 = fmul double %216, %218
  %220 = getelementptr inbounds [40 x double], ptr %0, i64 %166, i64 %215
  %221 = load double, ptr %220, align 8, !tbaa !5
  %222 = fsub double %221, %219
  store double %222, ptr %220, align 8, !tbaa !5
  %223 = add nuw nsw i64 %215, 1
  %224 = load double, ptr %168, align 8, !tbaa !5
  %225 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %223
  %226 = load double, ptr %225, align 8, !tbaa !5
  %227 = fmul double %224, %226
  %228 = getelementptr inbounds [40 x double], ptr %0, i64 %166, i64 %223
  %229 = load double, ptr %228, align 8, !tbaa !5
  %230 = fsub double %229, %227
  store double %230, ptr %228, align 8, !tbaa !5
  %231 = add nuw nsw i64 %215, 2
  %232 = icmp eq i64 %231, %26
  br i1 %232, label %211, label %214, !llvm.loop !46

233:                                              ; preds = %56, %78, %4
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !10, !25, !24}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = !{!30}
!30 = distinct !{!30, !31}
!31 = distinct !{!31, !"LVerDomain"}
!32 = !{!33}
!33 = distinct !{!33, !31}
!34 = distinct !{!34, !10, !24, !25}
!35 = distinct !{!35, !10, !24}
!36 = !{!37}
!37 = distinct !{!37, !38}
!38 = distinct !{!38, !"LVerDomain"}
!39 = !{!40}
!40 = distinct !{!40, !38}
!41 = !{!42}
!42 = distinct !{!42, !38}
!43 = !{!37, !40}
!44 = distinct !{!44, !10, !24, !25}
!45 = distinct !{!45, !10}
!46 = distinct !{!46, !10, !24}
