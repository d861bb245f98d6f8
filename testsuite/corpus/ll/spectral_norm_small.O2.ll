; ModuleID = 'programs/spectral_norm_small.c'
source_filename = "programs/spectral_norm_small.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"u[0]=%a v[99]=%a\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x double], align 16
  %2 = alloca [100 x double], align 16
  %3 = alloca [100 x double], align 16
  %4 = alloca [100 x double], align 16
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %3) #4
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %4) #4
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %3, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %5, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 32
  %7 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %6, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %7, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %3, i64 64
  %9 = getelementptr inbounds i8, ptr %3, i64 80
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %8, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %9, align 16, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %3, i64 96
  %11 = getelementptr inbounds i8, ptr %3, i64 112
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %10, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %11, align 16, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %3, i64 128
  %13 = getelementptr inbounds i8, ptr %3, i64 144
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %12, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %13, align 16, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %3, i64 160
  %15 = getelementptr inbounds i8, ptr %3, i64 176
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %14, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %15, align 16, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %3, i64 192
  %17 = getelementptr inbounds i8, ptr %3, i64 208
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %16, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %17, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %3, i64 224
  %19 = getelementptr inbounds i8, ptr %3, i64 240
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %18, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %19, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %3, i64 256
  %21 = getelementptr inbounds i8, ptr %3, i64 272
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %20, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %21, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %3, i64 288
  %23 = getelementptr inbounds i8, ptr %3, i64 304
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %22, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %23, align 16, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %3, i64 320
  %25 = getelementptr inbounds i8, ptr %3, i64 336
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %24, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %25, align 16, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %3, i64 352
  %27 = getelementptr inbounds i8, ptr %3, i64 368
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %26, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %27, align 16, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %3, i64 384
  %29 = getelementptr inbounds i8, ptr %3, i64 400
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %28, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %29, align 16, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %3, i64 416
  %31 = getelementptr inbounds i8, ptr %3, i64 432
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %30, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %31, align 16, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %3, i64 448
  %33 = getelementptr inbounds i8, ptr %3, i64 464
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %32, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %33, align 16, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %3, i64 480
  %35 = getelementptr inbounds i8, ptr %3, i64 496
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %34, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %35, align 16, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %3, i64 512
  %37 = getelementptr inbounds i8, ptr %3, i64 528
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %36, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %37, align 16, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %3, i64 544
  %39 = getelementptr inbounds i8, ptr %3, i64 560
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %38, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %39, align 16, !tbaa !5
  %40 = getelementptr inbounds i8, ptr %3, i64 576
  %41 = getelementptr inbounds i8, ptr %3, i64 592
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %40, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %41, align 16, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %3, i64 608
  %43 = getelementptr inbounds i8, ptr %3, i64 624
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %42, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %43, align 16, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %3, i64 640
  %45 = getelementptr inbounds i8, ptr %3, i64 656
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %44, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %45, align 16, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %3, i64 672
  %47 = getelementptr inbounds i8, ptr %3, i64 688
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %46, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %47, align 16, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %3, i64 704
  %49 = getelementptr inbounds i8, ptr %3, i64 720
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %48, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %49, align 16, !tbaa !5
  %50 = getelementptr inbounds i8, ptr %3, i64 736
  %51 = getelementptr inbounds i8, ptr %3, i64 752
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %50, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %51, align 16, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %3, i64 768
  %53 = getelementptr inbounds i8, ptr %3, i64 784
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %52, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %53, align 16, !tbaa !5
  br label %54

54:                                               ; preds = %0, %207
  %55 = phi i32 [ %208, %207 ], [ 0, %0 ]
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #4
  br label %56

56:                                               ; preds = %60, %54
  %57 = phi i64 [ 0, %54 ], [ %58, %60 ]
  %58 = add nuw nsw i64 %57, 1
  %59 = trunc nuw nsw i64 %58 to i32
  br label %63

60:                                               ; preds = %63
  %61 = getelementptr inbounds double, ptr %2, i64 %57
  store double %90, ptr %61, align 8, !tbaa !5
  %62 = icmp eq i64 %58, 100
  br i1 %62, label %93, label %56, !llvm.loop !9

63:                                               ; preds = %63, %56
  %64 = phi i64 [ 0, %56 ], [ %91, %63 ]
  %65 = phi double [ 0.000000e+00, %56 ], [ %90, %63 ]
  %66 = add nuw nsw i64 %64, %57
  %67 = add nuw nsw i64 %66, 1
  %68 = mul i64 %67, %66
  %69 = trunc i64 %68 to i32
  %70 = lshr i32 %69, 1
  %71 = add nuw nsw i32 %70, %59
  %72 = uitofp nneg i32 %71 to double
  %73 = fdiv double 1.000000e+00, %72
  %74 = getelementptr inbounds double, ptr %3, i64 %64
  %75 = load double, ptr %74, align 16, !tbaa !5
  %76 = fmul double %75, %73
  %77 = fadd double %65, %76
  %78 = or disjoint i64 %64, 1
  %79 = add nuw nsw i64 %78, %57
  %80 = add nuw nsw i64 %79, 1
  %81 = mul i64 %80, %79
  %82 = trunc i64 %81 to i32
  %83 = lshr i32 %82, 1
  %84 = add nuw nsw i32 %83, %59
  %85 = uitofp nneg i32 %84 to double
  %86 = fdiv double 1.000000e+00, %85
  %87 = getelementptr inbounds double, ptr %3, i64 %78
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = fmul double %88, %86
  %90 = fadd double %77, %89
  %91 = add nuw nsw i64 %64, 2
  %92 = icmp eq i64 %91, 100
  br i1 %92, label %60, label %63, !llvm.loop !11

93:                                               ; preds = %60, %95
  %94 = phi i64 [ %97, %95 ], [ 0, %60 ]
  br label %99

95:                                               ; preds = %99
  %96 = getelementptr inbounds double, ptr %4, i64 %94
  store double %129, ptr %96, align 8, !tbaa !5
  %97 = add nuw nsw i64 %94, 1
  %98 = icmp eq i64 %97, 100
  br i1 %98, label %131, label %93, !llvm.loop !12

99:                                               ; preds = %99, %93
  %100 = phi i64 [ 0, %93 ], [ %121, %99 ]
  %101 = phi double [ 0.000000e+00, %93 ], [ %129, %99 ]
  %102 = add nuw nsw i64 %100, %94
  %103 = add nuw nsw i64 %102, 1
  %104 = mul i64 %103, %102
  %105 = trunc i64 %104 to i32
  %106 = lshr i32 %105, 1
  %107 = or disjoint i64 %100, 1
  %108 = trunc nuw nsw i64 %107 to i32
  %109 = add nuw nsw i32 %106, %108
  %110 = uitofp nneg i32 %109 to double
  %111 = fdiv double 1.000000e+00, %110
  %112 = getelementptr inbounds double, ptr %2, i64 %100
  %113 = load double, ptr %112, align 16, !tbaa !5
  %114 = fmul double %113, %111
  %115 = fadd double %101, %114
  %116 = add nuw nsw i64 %107, %94
  %117 = add nuw nsw i64 %116, 1
  %118 = mul i64 %117, %116
  %119 = trunc i64 %118 to i32
  %120 = lshr i32 %119, 1
  %121 = add nuw nsw i64 %100, 2
  %122 = trunc nuw nsw i64 %121 to i32
  %123 = add nuw nsw i32 %120, %122
  %124 = uitofp nneg i32 %123 to double
  %125 = fdiv double 1.000000e+00, %124
  %126 = getelementptr inbounds double, ptr %2, i64 %107
  %127 = load double, ptr %126, align 8, !tbaa !5
  %128 = fmul double %127, %125
  %129 = fadd double %115, %128
  %130 = icmp eq i64 %121, 100
  br i1 %130, label %95, label %99, !llvm.loop !13

131:                                              ; preds = %95
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #4
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #4
  br label %132

132:                                              ; preds = %136, %131
  %133 = phi i64 [ 0, %131 ], [ %134, %136 ]
  %134 = add nuw nsw i64 %133, 1
  %135 = trunc nuw nsw i64 %134 to i32
  br label %139

136:                                              ; preds = %139
  %137 = getelementptr inbounds double, ptr %1, i64 %133
  store double %166, ptr %137, align 8, !tbaa !5
  %138 = icmp eq i64 %134, 100
  br i1 %138, label %169, label %132, !llvm.loop !9

139:                                              ; preds = %139, %132
  %140 = phi i64 [ 0, %132 ], [ %167, %139 ]
  %141 = phi double [ 0.000000e+00, %132 ], [ %166, %139 ]
  %142 = add nuw nsw i64 %140, %133
  %143 = add nuw nsw i64 %142, 1
  %144 = mul i64 %143, %142
  %145 = trunc i64 %144 to i32
  %146 = lshr i32 %145, 1
  %147 = add nuw nsw i32 %146, %135
  %148 = uitofp nneg i32 %147 to double
  %149 = fdiv double 1.000000e+00, %148
  %150 = getelementptr inbounds double, ptr %4, i64 %140
  %151 = load double, ptr %150, align 16, !tbaa !5
  %152 = fmul double %151, %149
  %153 = fadd double %141, %152
  %154 = or disjoint i64 %140, 1
  %155 = add nuw nsw i64 %154, %133
  %156 = add nuw nsw i64 %155, 1
  %157 = mul i64 %156, %155
  %158 = trunc i64 %157 to i32
  %159 = lshr i32 %158, 1
  %160 = add nuw nsw i32 %159, %135
  %161 = uitofp nneg i32 %160 to double
  %162 = fdiv double 1.000000e+00, %161
  %163 = getelementptr inbounds double, ptr %4, i64 %154
  %164 = load double, ptr %163, align 8, !tbaa !5
  %165 = fmul double %164, %162
  %166 = fadd double %153, %165
  %167 = add nuw nsw i64 %140, 2
  %168 = icmp eq i64 %167, 100
  br i1 %168, label %136, label %139, !llvm.loop !11

169:                                              ; preds = %136, %171
  %170 = phi i64 [ %173, %171 ], [ 0, %136 ]
  br label %175

171:                                              ; preds = %175
  %172 = getelementptr inbounds double, ptr %3, i64 %170
  store double %205, ptr %172, align 8, !tbaa !5
  %173 = add nuw nsw i64 %170, 1
  %174 = icmp eq i64 %173, 100
  br i1 %174, label %207, label %169, !llvm.loop !12

175:                                              ; preds = %175, %169
  %176 = phi i64 [ 0, %169 ], [ %197, %175 ]
  %177 = phi double [ 0.000000e+00, %169 ], [ %205, %175 ]
  %178 = add nuw nsw i64 %176, %170
  %179 = add nuw nsw i64 %178, 1
  %180 = mul i64 %179, %178
  %181 = trunc i64 %180 to i32
  %182 = lshr i32 %181, 1
  %183 = or disjoint i64 %176, 1
  %184 = trunc nuw nsw i64 %183 to i32
  %185 = add nuw nsw i32 %182, %184
  %186 = uitofp nneg i32 %185 to double
  %187 = fdiv double 1.000000e+00, %186
  %188 = getelementptr inbounds double, ptr %1, i64 %176
  %189 = load double, ptr %188, align 16, !tbaa !5
  %190 = fmul double %189, %187
  %191 = fadd double %177, %190
  %192 = add nuw nsw i64 %183, %170
  %193 = add nuw nsw i64 %192, 1
  %194 = mul i64 %193, %192
  %195 = trunc i64 %194 to i32
  %196 = lshr i32 %195, 1
  %197 = add nuw nsw i64 %176, 2
  %198 = trunc nuw nsw i64 %197 to i32
  %199 = add nuw nsw i32 %196, %198
  %200 = uitofp nneg i32 %199 to double
  %201 = fdiv double 1.000000e+00, %200
  %202 = getelementptr inbounds double, ptr %1, i64 %183
  %203 = load double, ptr %202, align 8, !tbaa !5
  %204 = fmul double %203, %201
  %205 = fadd double %191, %204
  %206 = icmp eq i64 %197, 100
  br i1 %206, label %171, label %175, !llvm.loop !13

207:                                              ; preds = %171
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #4
  %208 = add nuw nsw i32 %55, 1
  %209 = icmp eq i32 %208, 10
  br i1 %209, label %220, label %54, !llvm.loop !14

210:                                              ; preds = %220
  %211 = extractelement <2 x double> %241, i64 0
  %212 = extractelement <2 x double> %241, i64 1
  %213 = fdiv double %212, %211
  %214 = tail call double @sqrt(double noundef %213) #4
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %214)
  %216 = load double, ptr %3, align 16, !tbaa !5
  %217 = getelementptr inbounds i8, ptr %4, i64 792
  %218 = load double, ptr %217, align 8, !tbaa !5
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %216, double noundef %218)
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %4) #4
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %3) #4
  ret i32 0

220:                                              ; preds = %207, %220
  %221 = phi i64 [ %242, %220 ], [ 0, %207 ]
  %222 = phi <2 x double> [ %241, %220 ], [ zeroinitializer, %207 ]
  %223 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 %221
  %224 = load double, ptr %223, align 16, !tbaa !5
  %225 = getelementptr inbounds [100 x double], ptr %4, i64 0, i64 %221
  %226 = load double, ptr %225, align 16, !tbaa !5
  %227 = insertelement <2 x double> poison, double %226, i64 0
  %228 = insertelement <2 x double> %227, double %224, i64 1
  %229 = shufflevector <2 x double> %227, <2 x double> poison, <2 x i32> zeroinitializer
  %230 = fmul <2 x double> %228, %229
  %231 = fadd <2 x double> %222, %230
  %232 = or disjoint i64 %221, 1
  %233 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 %232
  %234 = load double, ptr %233, align 8, !tbaa !5
  %235 = getelementptr inbounds [100 x double], ptr %4, i64 0, i64 %232
  %236 = load double, ptr %235, align 8, !tbaa !5
  %237 = insertelement <2 x double> poison, double %236, i64 0
  %238 = insertelement <2 x double> %237, double %234, i64 1
  %239 = shufflevector <2 x double> %237, <2 x double> poison, <2 x i32> zeroinitializer
  %240 = fmul <2 x double> %238, %239
  %241 = fadd <2 x double> %231, %240
  %242 = add nuw nsw i64 %221, 2
  %243 = icmp eq i64 %242, 100
  br i1 %243, label %210, label %220, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
