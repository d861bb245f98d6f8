; ModuleID = 'programs/rational_arith.c'
source_filename = "programs/rational_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Q = type { i64, i64 }

@.str = private unnamed_addr constant [7 x i8] c"H20 = \00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"golden cf = \00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"  ~ %.15f\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"B%d = \00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"B1 = \00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"egyptian 4/13 =\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c" 1/%lld\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"cf(355/113) =\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" %lld\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"%s%lld/%lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [21 x %struct.Q], align 16
  %2 = alloca [16 x i8], align 1
  %3 = alloca [20 x i64], align 8
  br label %6

4:                                                ; preds = %43
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i64 noundef %49, i64 noundef %50)
  br label %53

6:                                                ; preds = %0, %43
  %7 = phi i64 [ 1, %0 ], [ %51, %43 ]
  %8 = phi i64 [ 1, %0 ], [ %50, %43 ]
  %9 = phi i64 [ 0, %0 ], [ %49, %43 ]
  br label %10

10:                                               ; preds = %6, %10
  %11 = phi i64 [ %12, %10 ], [ 1, %6 ]
  %12 = phi i64 [ %13, %10 ], [ %7, %6 ]
  %13 = urem i64 %11, %12
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %10, !llvm.loop !6

15:                                               ; preds = %10
  %16 = add i64 %12, 1
  %17 = icmp ult i64 %16, 3
  %18 = select i1 %17, i64 %12, i64 0
  %19 = udiv i64 %7, %12
  %20 = tail call i64 @llvm.abs.i64(i64 %8, i1 true)
  %21 = icmp ugt i64 %12, %7
  br i1 %21, label %27, label %22

22:                                               ; preds = %15, %22
  %23 = phi i64 [ %24, %22 ], [ %20, %15 ]
  %24 = phi i64 [ %25, %22 ], [ %19, %15 ]
  %25 = urem i64 %23, %24
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %27, label %22, !llvm.loop !6

27:                                               ; preds = %22, %15
  %28 = phi i64 [ %20, %15 ], [ %24, %22 ]
  %29 = sdiv i64 %19, %28
  %30 = mul nsw i64 %29, %9
  %31 = sdiv i64 %8, %28
  %32 = mul nsw i64 %31, %18
  %33 = add nsw i64 %32, %30
  %34 = mul nsw i64 %31, %19
  %35 = tail call i64 @llvm.abs.i64(i64 %34, i1 true)
  %36 = tail call i64 @llvm.abs.i64(i64 %33, i1 true)
  %37 = icmp eq i64 %34, 0
  br i1 %37, label %43, label %38

38:                                               ; preds = %27, %38
  %39 = phi i64 [ %40, %38 ], [ %36, %27 ]
  %40 = phi i64 [ %41, %38 ], [ %35, %27 ]
  %41 = urem i64 %39, %40
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %43, label %38, !llvm.loop !6

43:                                               ; preds = %38, %27
  %44 = phi i64 [ %36, %27 ], [ %40, %38 ]
  %45 = icmp slt i64 %34, 0
  %46 = sub nsw i64 0, %33
  %47 = select i1 %45, i64 %46, i64 %33
  %48 = tail call i64 @llvm.umax.i64(i64 %44, i64 1)
  %49 = sdiv i64 %47, %48
  %50 = udiv i64 %35, %48
  %51 = add nuw nsw i64 %7, 1
  %52 = icmp eq i64 %51, 21
  br i1 %52, label %4, label %6, !llvm.loop !8

53:                                               ; preds = %4, %118
  %54 = phi i64 [ 1, %4 ], [ %125, %118 ]
  %55 = phi i64 [ 1, %4 ], [ %124, %118 ]
  %56 = phi i32 [ 0, %4 ], [ %126, %118 ]
  %57 = icmp slt i64 %55, 0
  %58 = sub nsw i64 0, %54
  %59 = tail call i64 @llvm.abs.i64(i64 %55, i1 true)
  %60 = select i1 %57, i64 %58, i64 %54
  %61 = icmp eq i64 %55, 0
  br i1 %61, label %73, label %68

62:                                               ; preds = %118
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i64 noundef %124, i64 noundef %125)
  %64 = sitofp i64 %124 to double
  %65 = uitofp nneg i64 %125 to double
  %66 = fdiv double %64, %65
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %66)
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %1) #5
  store <2 x i64> <i64 1, i64 1>, ptr %1, align 16, !tbaa !9
  br label %128

68:                                               ; preds = %53, %68
  %69 = phi i64 [ %70, %68 ], [ 1, %53 ]
  %70 = phi i64 [ %71, %68 ], [ %59, %53 ]
  %71 = urem i64 %69, %70
  %72 = icmp eq i64 %71, 0
  br i1 %72, label %73, label %68, !llvm.loop !6

73:                                               ; preds = %68, %53
  %74 = phi i64 [ 1, %53 ], [ %70, %68 ]
  %75 = freeze i64 %74
  %76 = tail call i64 @llvm.umax.i64(i64 %75, i64 1)
  %77 = add i64 %76, 1
  %78 = icmp ult i64 %77, 3
  %79 = select i1 %78, i64 %76, i64 0
  %80 = mul nsw i64 %60, %79
  %81 = udiv i64 %59, %76
  %82 = tail call i64 @llvm.abs.i64(i64 %80, i1 true)
  %83 = icmp ugt i64 %76, %59
  br i1 %83, label %89, label %84

84:                                               ; preds = %73, %84
  %85 = phi i64 [ %86, %84 ], [ %82, %73 ]
  %86 = phi i64 [ %87, %84 ], [ %81, %73 ]
  %87 = urem i64 %85, %86
  %88 = icmp eq i64 %87, 0
  br i1 %88, label %89, label %84, !llvm.loop !6

89:                                               ; preds = %84, %73
  %90 = phi i64 [ %82, %73 ], [ %86, %84 ]
  %91 = tail call i64 @llvm.umax.i64(i64 %90, i64 1)
  %92 = sdiv i64 %80, %91
  %93 = udiv i64 %81, %91
  %94 = icmp ugt i64 %91, %81
  br i1 %94, label %100, label %95

95:                                               ; preds = %89, %95
  %96 = phi i64 [ %97, %95 ], [ 1, %89 ]
  %97 = phi i64 [ %98, %95 ], [ %93, %89 ]
  %98 = urem i64 %96, %97
  %99 = icmp eq i64 %98, 0
  br i1 %99, label %100, label %95, !llvm.loop !6

100:                                              ; preds = %95, %89
  %101 = phi i64 [ 1, %89 ], [ %97, %95 ]
  %102 = freeze i64 %101
  %103 = sdiv i64 %93, %102
  %104 = add i64 %102, 1
  %105 = icmp ult i64 %104, 3
  %106 = select i1 %105, i64 %102, i64 0
  %107 = mul nsw i64 %106, %92
  %108 = add nsw i64 %107, %103
  %109 = mul nsw i64 %106, %93
  %110 = tail call i64 @llvm.abs.i64(i64 %109, i1 true)
  %111 = tail call i64 @llvm.abs.i64(i64 %108, i1 true)
  %112 = icmp eq i64 %109, 0
  br i1 %112, label %118, label %113

113:                                              ; preds = %100, %113
  %114 = phi i64 [ %115, %113 ], [ %111, %100 ]
  %115 = phi i64 [ %116, %113 ], [ %110, %100 ]
  %116 = urem i64 %114, %115
  %117 = icmp eq i64 %116, 0
  br i1 %117, label %118, label %113, !llvm.loop !6

118:                                              ; preds = %113, %100
  %119 = phi i64 [ %111, %100 ], [ %115, %113 ]
  %120 = icmp slt i64 %109, 0
  %121 = sub nsw i64 0, %108
  %122 = select i1 %120, i64 %121, i64 %108
  %123 = tail call i64 @llvm.umax.i64(i64 %119, i64 1)
  %124 = sdiv i64 %122, %123
  %125 = udiv i64 %110, %123
  %126 = add nuw nsw i32 %56, 1
  %127 = icmp eq i32 %126, 30
  br i1 %127, label %62, label %53, !llvm.loop !13

128:                                              ; preds = %62, %133
  %129 = phi i64 [ 1, %62 ], [ %132, %133 ]
  %130 = getelementptr inbounds [21 x %struct.Q], ptr %1, i64 0, i64 %129
  %131 = getelementptr inbounds i8, ptr %130, i64 8
  store <2 x i64> <i64 0, i64 1>, ptr %130, align 16, !tbaa !9
  %132 = add nuw nsw i64 %129, 1
  br label %204

133:                                              ; preds = %297
  %134 = icmp eq i64 %132, 21
  br i1 %134, label %135, label %128, !llvm.loop !14

135:                                              ; preds = %133
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %136 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 0) #5
  %137 = load i64, ptr %1, align 16
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %137, i64 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %139 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 2) #5
  %140 = getelementptr inbounds i8, ptr %1, i64 32
  %141 = load i64, ptr %140, align 16
  %142 = getelementptr inbounds i8, ptr %1, i64 40
  %143 = load i64, ptr %142, align 8
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %141, i64 noundef %143)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %145 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 4) #5
  %146 = getelementptr inbounds i8, ptr %1, i64 64
  %147 = load i64, ptr %146, align 16
  %148 = getelementptr inbounds i8, ptr %1, i64 72
  %149 = load i64, ptr %148, align 8
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %147, i64 noundef %149)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %151 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 6) #5
  %152 = getelementptr inbounds i8, ptr %1, i64 96
  %153 = load i64, ptr %152, align 16
  %154 = getelementptr inbounds i8, ptr %1, i64 104
  %155 = load i64, ptr %154, align 8
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %153, i64 noundef %155)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %157 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 8) #5
  %158 = getelementptr inbounds i8, ptr %1, i64 128
  %159 = load i64, ptr %158, align 16
  %160 = getelementptr inbounds i8, ptr %1, i64 136
  %161 = load i64, ptr %160, align 8
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %159, i64 noundef %161)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %163 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 10) #5
  %164 = getelementptr inbounds i8, ptr %1, i64 160
  %165 = load i64, ptr %164, align 16
  %166 = getelementptr inbounds i8, ptr %1, i64 168
  %167 = load i64, ptr %166, align 8
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %165, i64 noundef %167)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %169 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 12) #5
  %170 = getelementptr inbounds i8, ptr %1, i64 192
  %171 = load i64, ptr %170, align 16
  %172 = getelementptr inbounds i8, ptr %1, i64 200
  %173 = load i64, ptr %172, align 8
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %171, i64 noundef %173)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %175 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 14) #5
  %176 = getelementptr inbounds i8, ptr %1, i64 224
  %177 = load i64, ptr %176, align 16
  %178 = getelementptr inbounds i8, ptr %1, i64 232
  %179 = load i64, ptr %178, align 8
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %177, i64 noundef %179)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %181 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 16) #5
  %182 = getelementptr inbounds i8, ptr %1, i64 256
  %183 = load i64, ptr %182, align 16
  %184 = getelementptr inbounds i8, ptr %1, i64 264
  %185 = load i64, ptr %184, align 8
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %183, i64 noundef %185)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %187 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 18) #5
  %188 = getelementptr inbounds i8, ptr %1, i64 288
  %189 = load i64, ptr %188, align 16
  %190 = getelementptr inbounds i8, ptr %1, i64 296
  %191 = load i64, ptr %190, align 8
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %189, i64 noundef %191)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %193 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 20) #5
  %194 = getelementptr inbounds i8, ptr %1, i64 320
  %195 = load i64, ptr %194, align 16
  %196 = getelementptr inbounds i8, ptr %1, i64 328
  %197 = load i64, ptr %196, align 8
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %195, i64 noundef %197)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  %199 = getelementptr inbounds i8, ptr %1, i64 16
  %200 = load i64, ptr %199, align 16
  %201 = getelementptr inbounds i8, ptr %1, i64 24
  %202 = load i64, ptr %201, align 8
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i64 noundef %200, i64 noundef %202)
  br label %307

204:                                              ; preds = %128, %297
  %205 = phi i64 [ 0, %128 ], [ %304, %297 ]
  %206 = phi i64 [ 1, %128 ], [ %305, %297 ]
  %207 = phi i64 [ 0, %128 ], [ %300, %297 ]
  %208 = phi i64 [ 1, %128 ], [ %301, %297 ]
  %209 = sub nsw i64 %132, %205
  %210 = trunc nsw i64 %209 to i32
  %211 = tail call i32 @llvm.abs.i32(i32 %210, i1 false)
  %212 = zext i32 %211 to i64
  %213 = tail call i64 @llvm.abs.i64(i64 %206, i1 true)
  br label %214

214:                                              ; preds = %204, %214
  %215 = phi i64 [ %216, %214 ], [ %213, %204 ]
  %216 = phi i64 [ %217, %214 ], [ %212, %204 ]
  %217 = urem i64 %215, %216
  %218 = icmp eq i64 %217, 0
  br i1 %218, label %219, label %214, !llvm.loop !6

219:                                              ; preds = %214
  %220 = icmp slt i64 %209, 0
  %221 = sub nsw i64 0, %206
  %222 = select i1 %220, i64 %221, i64 %206
  %223 = tail call i64 @llvm.umax.i64(i64 %216, i64 1)
  %224 = sdiv i64 %222, %223
  %225 = udiv i64 %212, %223
  %226 = getelementptr inbounds [21 x %struct.Q], ptr %1, i64 0, i64 %205
  %227 = load i64, ptr %226, align 16
  %228 = getelementptr inbounds i8, ptr %226, i64 8
  %229 = load i64, ptr %228, align 8
  %230 = tail call i64 @llvm.abs.i64(i64 %224, i1 true)
  %231 = icmp eq i64 %229, 0
  br i1 %231, label %239, label %232

232:                                              ; preds = %219
  %233 = tail call i64 @llvm.abs.i64(i64 %229, i1 true)
  br label %234

234:                                              ; preds = %234, %232
  %235 = phi i64 [ %236, %234 ], [ %230, %232 ]
  %236 = phi i64 [ %237, %234 ], [ %233, %232 ]
  %237 = urem i64 %235, %236
  %238 = icmp eq i64 %237, 0
  br i1 %238, label %239, label %234, !llvm.loop !6

239:                                              ; preds = %234, %219
  %240 = phi i64 [ %230, %219 ], [ %236, %234 ]
  %241 = tail call i64 @llvm.abs.i64(i64 %227, i1 true)
  %242 = icmp ugt i64 %223, %212
  br i1 %242, label %248, label %243

243:                                              ; preds = %239, %243
  %244 = phi i64 [ %245, %243 ], [ %241, %239 ]
  %245 = phi i64 [ %246, %243 ], [ %225, %239 ]
  %246 = urem i64 %244, %245
  %247 = icmp eq i64 %246, 0
  br i1 %247, label %248, label %243, !llvm.loop !6

248:                                              ; preds = %243, %239
  %249 = phi i64 [ %241, %239 ], [ %245, %243 ]
  %250 = tail call i64 @llvm.umax.i64(i64 %240, i64 1)
  %251 = tail call i64 @llvm.umax.i64(i64 %249, i64 1)
  %252 = sdiv i64 %224, %250
  %253 = sdiv i64 %227, %251
  %254 = mul nsw i64 %253, %252
  %255 = sdiv i64 %225, %251
  %256 = sdiv i64 %229, %250
  %257 = mul nsw i64 %256, %255
  %258 = tail call i64 @llvm.abs.i64(i64 %257, i1 true)
  %259 = tail call i64 @llvm.abs.i64(i64 %254, i1 true)
  %260 = icmp eq i64 %257, 0
  br i1 %260, label %266, label %261

261:                                              ; preds = %248, %261
  %262 = phi i64 [ %263, %261 ], [ %259, %248 ]
  %263 = phi i64 [ %264, %261 ], [ %258, %248 ]
  %264 = urem i64 %262, %263
  %265 = icmp eq i64 %264, 0
  br i1 %265, label %266, label %261, !llvm.loop !6

266:                                              ; preds = %261, %248
  %267 = phi i64 [ %259, %248 ], [ %263, %261 ]
  %268 = icmp slt i64 %257, 0
  %269 = sub nsw i64 0, %254
  %270 = select i1 %268, i64 %269, i64 %254
  %271 = tail call i64 @llvm.umax.i64(i64 %267, i64 1)
  %272 = sdiv i64 %270, %271
  %273 = udiv i64 %258, %271
  %274 = tail call i64 @llvm.abs.i64(i64 %208, i1 true)
  %275 = icmp ugt i64 %271, %258
  br i1 %275, label %281, label %276

276:                                              ; preds = %266, %276
  %277 = phi i64 [ %278, %276 ], [ %274, %266 ]
  %278 = phi i64 [ %279, %276 ], [ %273, %266 ]
  %279 = urem i64 %277, %278
  %280 = icmp eq i64 %279, 0
  br i1 %280, label %281, label %276, !llvm.loop !6

281:                                              ; preds = %276, %266
  %282 = phi i64 [ %274, %266 ], [ %278, %276 ]
  %283 = udiv i64 %273, %282
  %284 = mul nsw i64 %283, %207
  %285 = udiv i64 %208, %282
  %286 = mul i64 %285, %272
  %287 = sub i64 %284, %286
  %288 = mul nsw i64 %285, %273
  %289 = tail call i64 @llvm.abs.i64(i64 %288, i1 true)
  %290 = tail call i64 @llvm.abs.i64(i64 %287, i1 true)
  %291 = icmp eq i64 %288, 0
  br i1 %291, label %297, label %292

292:                                              ; preds = %281, %292
  %293 = phi i64 [ %294, %292 ], [ %290, %281 ]
  %294 = phi i64 [ %295, %292 ], [ %289, %281 ]
  %295 = urem i64 %293, %294
  %296 = icmp eq i64 %295, 0
  br i1 %296, label %297, label %292, !llvm.loop !6

297:                                              ; preds = %292, %281
  %298 = phi i64 [ %290, %281 ], [ %294, %292 ]
  %299 = tail call i64 @llvm.umax.i64(i64 %298, i64 1)
  %300 = sdiv i64 %287, %299
  %301 = udiv i64 %289, %299
  store i64 %300, ptr %130, align 16, !tbaa !9
  store i64 %301, ptr %131, align 8, !tbaa !9
  %302 = sub nsw i64 %129, %205
  %303 = mul nsw i64 %206, %302
  %304 = add nuw nsw i64 %205, 1
  %305 = sdiv i64 %303, %304
  %306 = icmp eq i64 %304, %129
  br i1 %306, label %133, label %204, !llvm.loop !15

307:                                              ; preds = %307, %135
  %308 = phi i64 [ %309, %307 ], [ 4, %135 ]
  %309 = phi i64 [ %310, %307 ], [ 13, %135 ]
  %310 = urem i64 %308, %309
  %311 = icmp eq i64 %310, 0
  br i1 %311, label %312, label %307, !llvm.loop !6

312:                                              ; preds = %307
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %314 = icmp ugt i64 %309, 4
  br i1 %314, label %375, label %315

315:                                              ; preds = %312
  %316 = trunc nuw i64 %309 to i8
  %317 = udiv i8 4, %316
  %318 = zext nneg i8 %317 to i64
  %319 = trunc nuw i64 %309 to i8
  %320 = udiv i8 13, %319
  %321 = zext nneg i8 %320 to i64
  br label %322

322:                                              ; preds = %315, %366
  %323 = phi i64 [ %373, %366 ], [ %321, %315 ]
  %324 = phi i64 [ %372, %366 ], [ %318, %315 ]
  %325 = add i64 %324, -1
  %326 = add i64 %325, %323
  %327 = sdiv i64 %326, %324
  %328 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %327)
  %329 = call i64 @llvm.abs.i64(i64 %327, i1 true)
  %330 = icmp eq i64 %327, 0
  br i1 %330, label %336, label %331

331:                                              ; preds = %322, %331
  %332 = phi i64 [ %333, %331 ], [ 1, %322 ]
  %333 = phi i64 [ %334, %331 ], [ %329, %322 ]
  %334 = urem i64 %332, %333
  %335 = icmp eq i64 %334, 0
  br i1 %335, label %336, label %331, !llvm.loop !6

336:                                              ; preds = %331, %322
  %337 = phi i64 [ 1, %322 ], [ %333, %331 ]
  %338 = icmp sgt i64 %327, -1
  %339 = select i1 %338, i64 1, i64 -1
  %340 = call i64 @llvm.umax.i64(i64 %337, i64 1)
  %341 = sdiv i64 %339, %340
  %342 = udiv i64 %329, %340
  %343 = call i64 @llvm.abs.i64(i64 %323, i1 true)
  %344 = icmp ugt i64 %340, %329
  br i1 %344, label %350, label %345

345:                                              ; preds = %336, %345
  %346 = phi i64 [ %347, %345 ], [ %343, %336 ]
  %347 = phi i64 [ %348, %345 ], [ %342, %336 ]
  %348 = urem i64 %346, %347
  %349 = icmp eq i64 %348, 0
  br i1 %349, label %350, label %345, !llvm.loop !6

350:                                              ; preds = %345, %336
  %351 = phi i64 [ %343, %336 ], [ %347, %345 ]
  %352 = sdiv i64 %342, %351
  %353 = mul nsw i64 %352, %324
  %354 = sdiv i64 %323, %351
  %355 = mul i64 %354, %341
  %356 = sub i64 %353, %355
  %357 = mul nsw i64 %354, %342
  %358 = call i64 @llvm.abs.i64(i64 %357, i1 true)
  %359 = call i64 @llvm.abs.i64(i64 %356, i1 true)
  %360 = icmp eq i64 %357, 0
  br i1 %360, label %366, label %361

361:                                              ; preds = %350, %361
  %362 = phi i64 [ %363, %361 ], [ %359, %350 ]
  %363 = phi i64 [ %364, %361 ], [ %358, %350 ]
  %364 = urem i64 %362, %363
  %365 = icmp eq i64 %364, 0
  br i1 %365, label %366, label %361, !llvm.loop !6

366:                                              ; preds = %361, %350
  %367 = phi i64 [ %359, %350 ], [ %363, %361 ]
  %368 = icmp slt i64 %357, 0
  %369 = sub nsw i64 0, %356
  %370 = select i1 %368, i64 %369, i64 %356
  %371 = call i64 @llvm.umax.i64(i64 %367, i64 1)
  %372 = sdiv i64 %370, %371
  %373 = udiv i64 %358, %371
  %374 = icmp eq i64 %372, 0
  br i1 %374, label %375, label %322, !llvm.loop !16

375:                                              ; preds = %366, %312
  %376 = call i32 @putchar(i32 10)
  br label %377

377:                                              ; preds = %377, %375
  %378 = phi i64 [ %379, %377 ], [ 355, %375 ]
  %379 = phi i64 [ %380, %377 ], [ 113, %375 ]
  %380 = urem i64 %378, %379
  %381 = icmp eq i64 %380, 0
  br i1 %381, label %382, label %377, !llvm.loop !6

382:                                              ; preds = %377
  %383 = udiv i64 355, %379
  %384 = udiv i64 113, %379
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #5
  br label %385

385:                                              ; preds = %382, %443
  %386 = phi i64 [ 0, %382 ], [ %402, %443 ]
  %387 = phi i64 [ %383, %382 ], [ %446, %443 ]
  %388 = phi i64 [ %384, %382 ], [ %447, %443 ]
  %389 = freeze i64 %387
  %390 = freeze i64 %388
  %391 = sdiv i64 %389, %390
  %392 = icmp slt i64 %387, 0
  br i1 %392, label %393, label %399

393:                                              ; preds = %385
  %394 = mul i64 %391, %390
  %395 = sub i64 %389, %394
  %396 = icmp ne i64 %395, 0
  %397 = sext i1 %396 to i64
  %398 = add nsw i64 %391, %397
  br label %399

399:                                              ; preds = %385, %393
  %400 = phi i64 [ %391, %385 ], [ %398, %393 ]
  %401 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 %386
  store i64 %400, ptr %401, align 8, !tbaa !9
  %402 = add nuw nsw i64 %386, 1
  %403 = call i64 @llvm.abs.i64(i64 %388, i1 true)
  %404 = mul i64 %388, %400
  %405 = sub i64 %387, %404
  %406 = call i64 @llvm.abs.i64(i64 %405, i1 true)
  br label %407

407:                                              ; preds = %399, %407
  %408 = phi i64 [ %409, %407 ], [ %406, %399 ]
  %409 = phi i64 [ %410, %407 ], [ %403, %399 ]
  %410 = urem i64 %408, %409
  %411 = icmp eq i64 %410, 0
  br i1 %411, label %412, label %407, !llvm.loop !6

412:                                              ; preds = %407
  %413 = call i64 @llvm.umax.i64(i64 %409, i64 1)
  %414 = sdiv i64 %405, %413
  %415 = udiv i64 %403, %413
  %416 = icmp eq i64 %414, 0
  br i1 %416, label %449, label %417

417:                                              ; preds = %412
  %418 = icmp slt i64 %414, 0
  %419 = call i64 @llvm.abs.i64(i64 %414, i1 true)
  %420 = freeze i64 %419
  br label %421

421:                                              ; preds = %417, %421
  %422 = phi i64 [ %423, %421 ], [ 1, %417 ]
  %423 = phi i64 [ %424, %421 ], [ %420, %417 ]
  %424 = urem i64 %422, %423
  %425 = icmp eq i64 %424, 0
  br i1 %425, label %426, label %421, !llvm.loop !6

426:                                              ; preds = %421
  %427 = sub nsw i64 0, %415
  %428 = select i1 %418, i64 %427, i64 %415
  %429 = call i64 @llvm.umax.i64(i64 %423, i64 1)
  %430 = add i64 %429, 1
  %431 = icmp ult i64 %430, 3
  %432 = select i1 %431, i64 %429, i64 0
  %433 = mul nsw i64 %428, %432
  %434 = udiv i64 %420, %429
  %435 = call i64 @llvm.abs.i64(i64 %434, i1 true)
  %436 = call i64 @llvm.abs.i64(i64 %433, i1 true)
  %437 = icmp ugt i64 %429, %420
  br i1 %437, label %443, label %438

438:                                              ; preds = %426, %438
  %439 = phi i64 [ %440, %438 ], [ %436, %426 ]
  %440 = phi i64 [ %441, %438 ], [ %435, %426 ]
  %441 = urem i64 %439, %440
  %442 = icmp eq i64 %441, 0
  br i1 %442, label %443, label %438, !llvm.loop !6

443:                                              ; preds = %438, %426
  %444 = phi i64 [ %436, %426 ], [ %440, %438 ]
  %445 = call i64 @llvm.umax.i64(i64 %444, i64 1)
  %446 = sdiv i64 %433, %445
  %447 = udiv i64 %435, %445
  %448 = icmp eq i64 %402, 20
  br i1 %448, label %449, label %385

449:                                              ; preds = %412, %443
  %450 = phi i64 [ %386, %412 ], [ 19, %443 ]
  %451 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %452 = add nuw i64 %450, 1
  %453 = and i64 %452, 4294967295
  br label %458

454:                                              ; preds = %458
  %455 = call i32 @putchar(i32 10)
  %456 = trunc i64 %50 to i32
  %457 = and i32 %456, 255
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %1) #5
  ret i32 %457

458:                                              ; preds = %449, %458
  %459 = phi i64 [ 0, %449 ], [ %463, %458 ]
  %460 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 %459
  %461 = load i64, ptr %460, align 8, !tbaa !9
  %462 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %461)
  %463 = add nuw nsw i64 %459, 1
  %464 = icmp eq i64 %463, %453
  br i1 %464, label %454, label %458, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!8 = distinct !{!8, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
