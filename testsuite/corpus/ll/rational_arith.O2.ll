; ModuleID = 'programs/rational_arith.c'
source_filename = "programs/rational_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %2 = alloca [16 x i8], align 16
  %3 = alloca [20 x i64], align 16
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
  br i1 %14, label %15, label %10, !llvm.loop !5

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
  br i1 %26, label %27, label %22, !llvm.loop !5

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
  br i1 %42, label %43, label %38, !llvm.loop !5

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
  br i1 %52, label %4, label %6, !llvm.loop !7

53:                                               ; preds = %4, %119
  %54 = phi i64 [ 1, %4 ], [ %126, %119 ]
  %55 = phi i64 [ 1, %4 ], [ %125, %119 ]
  %56 = phi i32 [ 0, %4 ], [ %127, %119 ]
  %57 = icmp slt i64 %55, 0
  %58 = sub nsw i64 0, %54
  %59 = tail call i64 @llvm.abs.i64(i64 %55, i1 true)
  %60 = select i1 %57, i64 %58, i64 %54
  %61 = icmp eq i64 %55, 0
  br i1 %61, label %74, label %69

62:                                               ; preds = %119
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i64 noundef %125, i64 noundef %126)
  %64 = sitofp i64 %125 to double
  %65 = uitofp nneg i64 %126 to double
  %66 = fdiv double %64, %65
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %66)
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %1) #5
  store i64 1, ptr %1, align 16, !tbaa !8
  %68 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 1, ptr %68, align 8, !tbaa !8
  br label %129

69:                                               ; preds = %53, %69
  %70 = phi i64 [ %71, %69 ], [ 1, %53 ]
  %71 = phi i64 [ %72, %69 ], [ %59, %53 ]
  %72 = urem i64 %70, %71
  %73 = icmp eq i64 %72, 0
  br i1 %73, label %74, label %69, !llvm.loop !5

74:                                               ; preds = %69, %53
  %75 = phi i64 [ 1, %53 ], [ %71, %69 ]
  %76 = freeze i64 %75
  %77 = tail call i64 @llvm.umax.i64(i64 %76, i64 1)
  %78 = add i64 %77, 1
  %79 = icmp ult i64 %78, 3
  %80 = select i1 %79, i64 %77, i64 0
  %81 = mul nsw i64 %60, %80
  %82 = udiv i64 %59, %77
  %83 = tail call i64 @llvm.abs.i64(i64 %81, i1 true)
  %84 = icmp ugt i64 %77, %59
  br i1 %84, label %90, label %85

85:                                               ; preds = %74, %85
  %86 = phi i64 [ %87, %85 ], [ %83, %74 ]
  %87 = phi i64 [ %88, %85 ], [ %82, %74 ]
  %88 = urem i64 %86, %87
  %89 = icmp eq i64 %88, 0
  br i1 %89, label %90, label %85, !llvm.loop !5

90:                                               ; preds = %85, %74
  %91 = phi i64 [ %83, %74 ], [ %87, %85 ]
  %92 = tail call i64 @llvm.umax.i64(i64 %91, i64 1)
  %93 = sdiv i64 %81, %92
  %94 = udiv i64 %82, %92
  %95 = icmp ugt i64 %92, %82
  br i1 %95, label %101, label %96

96:                                               ; preds = %90, %96
  %97 = phi i64 [ %98, %96 ], [ 1, %90 ]
  %98 = phi i64 [ %99, %96 ], [ %94, %90 ]
  %99 = urem i64 %97, %98
  %100 = icmp eq i64 %99, 0
  br i1 %100, label %101, label %96, !llvm.loop !5

101:                                              ; preds = %96, %90
  %102 = phi i64 [ 1, %90 ], [ %98, %96 ]
  %103 = freeze i64 %102
  %104 = sdiv i64 %94, %103
  %105 = add i64 %103, 1
  %106 = icmp ult i64 %105, 3
  %107 = select i1 %106, i64 %103, i64 0
  %108 = mul nsw i64 %107, %93
  %109 = add nsw i64 %108, %104
  %110 = mul nsw i64 %107, %94
  %111 = tail call i64 @llvm.abs.i64(i64 %110, i1 true)
  %112 = tail call i64 @llvm.abs.i64(i64 %109, i1 true)
  %113 = icmp eq i64 %110, 0
  br i1 %113, label %119, label %114

114:                                              ; preds = %101, %114
  %115 = phi i64 [ %116, %114 ], [ %112, %101 ]
  %116 = phi i64 [ %117, %114 ], [ %111, %101 ]
  %117 = urem i64 %115, %116
  %118 = icmp eq i64 %117, 0
  br i1 %118, label %119, label %114, !llvm.loop !5

119:                                              ; preds = %114, %101
  %120 = phi i64 [ %112, %101 ], [ %116, %114 ]
  %121 = icmp slt i64 %110, 0
  %122 = sub nsw i64 0, %109
  %123 = select i1 %121, i64 %122, i64 %109
  %124 = tail call i64 @llvm.umax.i64(i64 %120, i64 1)
  %125 = sdiv i64 %123, %124
  %126 = udiv i64 %111, %124
  %127 = add nuw nsw i32 %56, 1
  %128 = icmp eq i32 %127, 30
  br i1 %128, label %62, label %53, !llvm.loop !12

129:                                              ; preds = %62, %134
  %130 = phi i64 [ 1, %62 ], [ %133, %134 ]
  %131 = getelementptr inbounds [21 x %struct.Q], ptr %1, i64 0, i64 %130
  store i64 0, ptr %131, align 16, !tbaa !8
  %132 = getelementptr inbounds i8, ptr %131, i64 8
  store i64 1, ptr %132, align 8, !tbaa !8
  %133 = add nuw nsw i64 %130, 1
  br label %205

134:                                              ; preds = %298
  %135 = icmp eq i64 %133, 21
  br i1 %135, label %136, label %129, !llvm.loop !13

136:                                              ; preds = %134
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %137 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 0) #5
  %138 = load i64, ptr %1, align 16
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %138, i64 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %140 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 2) #5
  %141 = getelementptr inbounds i8, ptr %1, i64 32
  %142 = load i64, ptr %141, align 16
  %143 = getelementptr inbounds i8, ptr %1, i64 40
  %144 = load i64, ptr %143, align 8
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %142, i64 noundef %144)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %146 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 4) #5
  %147 = getelementptr inbounds i8, ptr %1, i64 64
  %148 = load i64, ptr %147, align 16
  %149 = getelementptr inbounds i8, ptr %1, i64 72
  %150 = load i64, ptr %149, align 8
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %148, i64 noundef %150)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %152 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 6) #5
  %153 = getelementptr inbounds i8, ptr %1, i64 96
  %154 = load i64, ptr %153, align 16
  %155 = getelementptr inbounds i8, ptr %1, i64 104
  %156 = load i64, ptr %155, align 8
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %154, i64 noundef %156)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %158 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 8) #5
  %159 = getelementptr inbounds i8, ptr %1, i64 128
  %160 = load i64, ptr %159, align 16
  %161 = getelementptr inbounds i8, ptr %1, i64 136
  %162 = load i64, ptr %161, align 8
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %160, i64 noundef %162)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %164 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 10) #5
  %165 = getelementptr inbounds i8, ptr %1, i64 160
  %166 = load i64, ptr %165, align 16
  %167 = getelementptr inbounds i8, ptr %1, i64 168
  %168 = load i64, ptr %167, align 8
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %166, i64 noundef %168)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %170 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 12) #5
  %171 = getelementptr inbounds i8, ptr %1, i64 192
  %172 = load i64, ptr %171, align 16
  %173 = getelementptr inbounds i8, ptr %1, i64 200
  %174 = load i64, ptr %173, align 8
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %172, i64 noundef %174)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %176 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 14) #5
  %177 = getelementptr inbounds i8, ptr %1, i64 224
  %178 = load i64, ptr %177, align 16
  %179 = getelementptr inbounds i8, ptr %1, i64 232
  %180 = load i64, ptr %179, align 8
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %178, i64 noundef %180)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %182 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 16) #5
  %183 = getelementptr inbounds i8, ptr %1, i64 256
  %184 = load i64, ptr %183, align 16
  %185 = getelementptr inbounds i8, ptr %1, i64 264
  %186 = load i64, ptr %185, align 8
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %184, i64 noundef %186)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %188 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 18) #5
  %189 = getelementptr inbounds i8, ptr %1, i64 288
  %190 = load i64, ptr %189, align 16
  %191 = getelementptr inbounds i8, ptr %1, i64 296
  %192 = load i64, ptr %191, align 8
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %190, i64 noundef %192)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  %194 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 20) #5
  %195 = getelementptr inbounds i8, ptr %1, i64 320
  %196 = load i64, ptr %195, align 16
  %197 = getelementptr inbounds i8, ptr %1, i64 328
  %198 = load i64, ptr %197, align 8
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %196, i64 noundef %198)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  %200 = getelementptr inbounds i8, ptr %1, i64 16
  %201 = load i64, ptr %200, align 16
  %202 = getelementptr inbounds i8, ptr %1, i64 24
  %203 = load i64, ptr %202, align 8
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i64 noundef %201, i64 noundef %203)
  br label %308

205:                                              ; preds = %129, %298
  %206 = phi i64 [ 0, %129 ], [ %305, %298 ]
  %207 = phi i64 [ 1, %129 ], [ %306, %298 ]
  %208 = phi i64 [ 0, %129 ], [ %301, %298 ]
  %209 = phi i64 [ 1, %129 ], [ %302, %298 ]
  %210 = sub nsw i64 %133, %206
  %211 = trunc nsw i64 %210 to i32
  %212 = tail call i32 @llvm.abs.i32(i32 %211, i1 false)
  %213 = zext i32 %212 to i64
  %214 = tail call i64 @llvm.abs.i64(i64 %207, i1 true)
  br label %215

215:                                              ; preds = %205, %215
  %216 = phi i64 [ %217, %215 ], [ %214, %205 ]
  %217 = phi i64 [ %218, %215 ], [ %213, %205 ]
  %218 = urem i64 %216, %217
  %219 = icmp eq i64 %218, 0
  br i1 %219, label %220, label %215, !llvm.loop !5

220:                                              ; preds = %215
  %221 = icmp slt i64 %210, 0
  %222 = sub nsw i64 0, %207
  %223 = select i1 %221, i64 %222, i64 %207
  %224 = tail call i64 @llvm.umax.i64(i64 %217, i64 1)
  %225 = sdiv i64 %223, %224
  %226 = udiv i64 %213, %224
  %227 = getelementptr inbounds [21 x %struct.Q], ptr %1, i64 0, i64 %206
  %228 = load i64, ptr %227, align 16
  %229 = getelementptr inbounds i8, ptr %227, i64 8
  %230 = load i64, ptr %229, align 8
  %231 = tail call i64 @llvm.abs.i64(i64 %225, i1 true)
  %232 = icmp eq i64 %230, 0
  br i1 %232, label %240, label %233

233:                                              ; preds = %220
  %234 = tail call i64 @llvm.abs.i64(i64 %230, i1 true)
  br label %235

235:                                              ; preds = %235, %233
  %236 = phi i64 [ %237, %235 ], [ %231, %233 ]
  %237 = phi i64 [ %238, %235 ], [ %234, %233 ]
  %238 = urem i64 %236, %237
  %239 = icmp eq i64 %238, 0
  br i1 %239, label %240, label %235, !llvm.loop !5

240:                                              ; preds = %235, %220
  %241 = phi i64 [ %231, %220 ], [ %237, %235 ]
  %242 = tail call i64 @llvm.abs.i64(i64 %228, i1 true)
  %243 = icmp ugt i64 %224, %213
  br i1 %243, label %249, label %244

244:                                              ; preds = %240, %244
  %245 = phi i64 [ %246, %244 ], [ %242, %240 ]
  %246 = phi i64 [ %247, %244 ], [ %226, %240 ]
  %247 = urem i64 %245, %246
  %248 = icmp eq i64 %247, 0
  br i1 %248, label %249, label %244, !llvm.loop !5

249:                                              ; preds = %244, %240
  %250 = phi i64 [ %242, %240 ], [ %246, %244 ]
  %251 = tail call i64 @llvm.umax.i64(i64 %241, i64 1)
  %252 = tail call i64 @llvm.umax.i64(i64 %250, i64 1)
  %253 = sdiv i64 %225, %251
  %254 = sdiv i64 %228, %252
  %255 = mul nsw i64 %254, %253
  %256 = sdiv i64 %226, %252
  %257 = sdiv i64 %230, %251
  %258 = mul nsw i64 %257, %256
  %259 = tail call i64 @llvm.abs.i64(i64 %258, i1 true)
  %260 = tail call i64 @llvm.abs.i64(i64 %255, i1 true)
  %261 = icmp eq i64 %258, 0
  br i1 %261, label %267, label %262

262:                                              ; preds = %249, %262
  %263 = phi i64 [ %264, %262 ], [ %260, %249 ]
  %264 = phi i64 [ %265, %262 ], [ %259, %249 ]
  %265 = urem i64 %263, %264
  %266 = icmp eq i64 %265, 0
  br i1 %266, label %267, label %262, !llvm.loop !5

267:                                              ; preds = %262, %249
  %268 = phi i64 [ %260, %249 ], [ %264, %262 ]
  %269 = icmp slt i64 %258, 0
  %270 = sub nsw i64 0, %255
  %271 = select i1 %269, i64 %270, i64 %255
  %272 = tail call i64 @llvm.umax.i64(i64 %268, i64 1)
  %273 = sdiv i64 %271, %272
  %274 = udiv i64 %259, %272
  %275 = tail call i64 @llvm.abs.i64(i64 %209, i1 true)
  %276 = icmp ugt i64 %272, %259
  br i1 %276, label %282, label %277

277:                                              ; preds = %267, %277
  %278 = phi i64 [ %279, %277 ], [ %275, %267 ]
  %279 = phi i64 [ %280, %277 ], [ %274, %267 ]
  %280 = urem i64 %278, %279
  %281 = icmp eq i64 %280, 0
  br i1 %281, label %282, label %277, !llvm.loop !5

282:                                              ; preds = %277, %267
  %283 = phi i64 [ %275, %267 ], [ %279, %277 ]
  %284 = udiv i64 %274, %283
  %285 = mul nsw i64 %284, %208
  %286 = udiv i64 %209, %283
  %287 = mul i64 %286, %273
  %288 = sub i64 %285, %287
  %289 = mul nsw i64 %286, %274
  %290 = tail call i64 @llvm.abs.i64(i64 %289, i1 true)
  %291 = tail call i64 @llvm.abs.i64(i64 %288, i1 true)
  %292 = icmp eq i64 %289, 0
  br i1 %292, label %298, label %293

293:                                              ; preds = %282, %293
  %294 = phi i64 [ %295, %293 ], [ %291, %282 ]
  %295 = phi i64 [ %296, %293 ], [ %290, %282 ]
  %296 = urem i64 %294, %295
  %297 = icmp eq i64 %296, 0
  br i1 %297, label %298, label %293, !llvm.loop !5

298:                                              ; preds = %293, %282
  %299 = phi i64 [ %291, %282 ], [ %295, %293 ]
  %300 = tail call i64 @llvm.umax.i64(i64 %299, i64 1)
  %301 = sdiv i64 %288, %300
  %302 = udiv i64 %290, %300
  store i64 %301, ptr %131, align 16, !tbaa !8
  store i64 %302, ptr %132, align 8, !tbaa !8
  %303 = sub nsw i64 %130, %206
  %304 = mul nsw i64 %207, %303
  %305 = add nuw nsw i64 %206, 1
  %306 = sdiv i64 %304, %305
  %307 = icmp eq i64 %305, %130
  br i1 %307, label %134, label %205, !llvm.loop !14

308:                                              ; preds = %308, %136
  %309 = phi i64 [ %310, %308 ], [ 4, %136 ]
  %310 = phi i64 [ %311, %308 ], [ 13, %136 ]
  %311 = urem i64 %309, %310
  %312 = icmp eq i64 %311, 0
  br i1 %312, label %313, label %308, !llvm.loop !5

313:                                              ; preds = %308
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %315 = icmp ugt i64 %310, 4
  br i1 %315, label %376, label %316

316:                                              ; preds = %313
  %317 = trunc nuw i64 %310 to i8
  %318 = udiv i8 4, %317
  %319 = zext nneg i8 %318 to i64
  %320 = trunc nuw i64 %310 to i8
  %321 = udiv i8 13, %320
  %322 = zext nneg i8 %321 to i64
  br label %323

323:                                              ; preds = %316, %367
  %324 = phi i64 [ %374, %367 ], [ %322, %316 ]
  %325 = phi i64 [ %373, %367 ], [ %319, %316 ]
  %326 = add i64 %325, -1
  %327 = add i64 %326, %324
  %328 = sdiv i64 %327, %325
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %328)
  %330 = call i64 @llvm.abs.i64(i64 %328, i1 true)
  %331 = icmp eq i64 %328, 0
  br i1 %331, label %337, label %332

332:                                              ; preds = %323, %332
  %333 = phi i64 [ %334, %332 ], [ 1, %323 ]
  %334 = phi i64 [ %335, %332 ], [ %330, %323 ]
  %335 = urem i64 %333, %334
  %336 = icmp eq i64 %335, 0
  br i1 %336, label %337, label %332, !llvm.loop !5

337:                                              ; preds = %332, %323
  %338 = phi i64 [ 1, %323 ], [ %334, %332 ]
  %339 = icmp sgt i64 %328, -1
  %340 = select i1 %339, i64 1, i64 -1
  %341 = call i64 @llvm.umax.i64(i64 %338, i64 1)
  %342 = sdiv i64 %340, %341
  %343 = udiv i64 %330, %341
  %344 = call i64 @llvm.abs.i64(i64 %324, i1 true)
  %345 = icmp ugt i64 %341, %330
  br i1 %345, label %351, label %346

346:                                              ; preds = %337, %346
  %347 = phi i64 [ %348, %346 ], [ %344, %337 ]
  %348 = phi i64 [ %349, %346 ], [ %343, %337 ]
  %349 = urem i64 %347, %348
  %350 = icmp eq i64 %349, 0
  br i1 %350, label %351, label %346, !llvm.loop !5

351:                                              ; preds = %346, %337
  %352 = phi i64 [ %344, %337 ], [ %348, %346 ]
  %353 = sdiv i64 %343, %352
  %354 = mul nsw i64 %353, %325
  %355 = sdiv i64 %324, %352
  %356 = mul i64 %355, %342
  %357 = sub i64 %354, %356
  %358 = mul nsw i64 %355, %343
  %359 = call i64 @llvm.abs.i64(i64 %358, i1 true)
  %360 = call i64 @llvm.abs.i64(i64 %357, i1 true)
  %361 = icmp eq i64 %358, 0
  br i1 %361, label %367, label %362

362:                                              ; preds = %351, %362
  %363 = phi i64 [ %364, %362 ], [ %360, %351 ]
  %364 = phi i64 [ %365, %362 ], [ %359, %351 ]
  %365 = urem i64 %363, %364
  %366 = icmp eq i64 %365, 0
  br i1 %366, label %367, label %362, !llvm.loop !5

367:                                              ; preds = %362, %351
  %368 = phi i64 [ %360, %351 ], [ %364, %362 ]
  %369 = icmp slt i64 %358, 0
  %370 = sub nsw i64 0, %357
  %371 = select i1 %369, i64 %370, i64 %357
  %372 = call i64 @llvm.umax.i64(i64 %368, i64 1)
  %373 = sdiv i64 %371, %372
  %374 = udiv i64 %359, %372
  %375 = icmp eq i64 %373, 0
  br i1 %375, label %376, label %323, !llvm.loop !15

376:                                              ; preds = %367, %313
  %377 = call i32 @putchar(i32 10)
  br label %378

378:                                              ; preds = %378, %376
  %379 = phi i64 [ %380, %378 ], [ 355, %376 ]
  %380 = phi i64 [ %381, %378 ], [ 113, %376 ]
  %381 = urem i64 %379, %380
  %382 = icmp eq i64 %381, 0
  br i1 %382, label %383, label %378, !llvm.loop !5

383:                                              ; preds = %378
  %384 = udiv i64 355, %380
  %385 = udiv i64 113, %380
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #5
  br label %386

386:                                              ; preds = %383, %439
  %387 = phi i64 [ 0, %383 ], [ %398, %439 ]
  %388 = phi i64 [ %384, %383 ], [ %442, %439 ]
  %389 = phi i64 [ %385, %383 ], [ %443, %439 ]
  %390 = sdiv i64 %388, %389
  %391 = srem i64 %388, %389
  %392 = icmp slt i64 %388, 0
  %393 = icmp ne i64 %391, 0
  %394 = sext i1 %393 to i64
  %395 = add nsw i64 %390, %394
  %396 = select i1 %392, i64 %395, i64 %390
  %397 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 %387
  store i64 %396, ptr %397, align 8, !tbaa !8
  %398 = add nuw nsw i64 %387, 1
  %399 = call i64 @llvm.abs.i64(i64 %389, i1 true)
  %400 = mul i64 %389, %396
  %401 = sub i64 %388, %400
  %402 = call i64 @llvm.abs.i64(i64 %401, i1 true)
  br label %403

403:                                              ; preds = %386, %403
  %404 = phi i64 [ %405, %403 ], [ %402, %386 ]
  %405 = phi i64 [ %406, %403 ], [ %399, %386 ]
  %406 = urem i64 %404, %405
  %407 = icmp eq i64 %406, 0
  br i1 %407, label %408, label %403, !llvm.loop !5

408:                                              ; preds = %403
  %409 = call i64 @llvm.umax.i64(i64 %405, i64 1)
  %410 = sdiv i64 %401, %409
  %411 = udiv i64 %399, %409
  %412 = icmp eq i64 %410, 0
  br i1 %412, label %445, label %413

413:                                              ; preds = %408
  %414 = icmp slt i64 %410, 0
  %415 = call i64 @llvm.abs.i64(i64 %410, i1 true)
  %416 = freeze i64 %415
  br label %417

417:                                              ; preds = %413, %417
  %418 = phi i64 [ %419, %417 ], [ 1, %413 ]
  %419 = phi i64 [ %420, %417 ], [ %416, %413 ]
  %420 = urem i64 %418, %419
  %421 = icmp eq i64 %420, 0
  br i1 %421, label %422, label %417, !llvm.loop !5

422:                                              ; preds = %417
  %423 = sub nsw i64 0, %411
  %424 = select i1 %414, i64 %423, i64 %411
  %425 = call i64 @llvm.umax.i64(i64 %419, i64 1)
  %426 = add i64 %425, 1
  %427 = icmp ult i64 %426, 3
  %428 = select i1 %427, i64 %425, i64 0
  %429 = mul nsw i64 %424, %428
  %430 = udiv i64 %416, %425
  %431 = call i64 @llvm.abs.i64(i64 %430, i1 true)
  %432 = call i64 @llvm.abs.i64(i64 %429, i1 true)
  %433 = icmp ugt i64 %425, %416
  br i1 %433, label %439, label %434

434:                                              ; preds = %422, %434
  %435 = phi i64 [ %436, %434 ], [ %432, %422 ]
  %436 = phi i64 [ %437, %434 ], [ %431, %422 ]
  %437 = urem i64 %435, %436
  %438 = icmp eq i64 %437, 0
  br i1 %438, label %439, label %434, !llvm.loop !5

439:                                              ; preds = %434, %422
  %440 = phi i64 [ %432, %422 ], [ %436, %434 ]
  %441 = call i64 @llvm.umax.i64(i64 %440, i64 1)
  %442 = sdiv i64 %429, %441
  %443 = udiv i64 %431, %441
  %444 = icmp eq i64 %398, 20
  br i1 %444, label %445, label %386

445:                                              ; preds = %408, %439
  %446 = phi i64 [ %387, %408 ], [ 19, %439 ]
  %447 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %448 = add nuw i64 %446, 1
  %449 = and i64 %448, 4294967295
  br label %454

450:                                              ; preds = %454
  %451 = call i32 @putchar(i32 10)
  %452 = trunc i64 %50 to i32
  %453 = and i32 %452, 255
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %1) #5
  ret i32 %453

454:                                              ; preds = %445, %454
  %455 = phi i64 [ 0, %445 ], [ %459, %454 ]
  %456 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 %455
  %457 = load i64, ptr %456, align 8, !tbaa !8
  %458 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %457)
  %459 = add nuw nsw i64 %455, 1
  %460 = icmp eq i64 %459, %449
  br i1 %460, label %450, label %454, !llvm.loop !16
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
