; ModuleID = 'programs/nbody_simulation.c'
source_filename = "programs/nbody_simulation.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@bodies = internal unnamed_addr global [5 x %struct.body] [%struct.body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0x4043BD3CC9BE45DE }, %struct.body { double 0x40135DA0343CD92C, double 0xBFF290ABC01FDB7C, double 0xBFBA86F96C25EBF0, double 0x3FE367069B93CCBC, double 0x40067EF2F57D949B, double 0xBF99D2D79A5A0715, double 0x3FA34C95D9AB33D8 }, %struct.body { double 0x4020AFCDC332CA67, double 0x40107FCB31DE01B0, double 0xBFD9D353E1EB467C, double 0xBFF02C21B8879442, double 0x3FFD35E9BF1F8F13, double 0x3F813C485F1123B4, double 0x3F871D490D07C637 }, %struct.body { double 0x4029C9EACEA7D9CF, double 0xC02E38E8D626667E, double 0xBFCC9557BE257DA0, double 0x3FF1531CA9911BEF, double 0x3FEBCC7F3E54BBC5, double 0xBF862F6BFAF23E7C, double 0x3F5C3DD29CF41EB3 }, %struct.body { double 0x402EC267A905572A, double 0xC039EB5833C8A220, double 0x3FC6F1F393ABE540, double 0x3FEF54B61659BC4A, double 0x3FE307C631C4FBA3, double 0xBFA1CB88587665F6, double 0x3F60A8F3531799AC }], align 16
@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"jupiter at %a %a %a\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8
  %2 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 48), align 16, !tbaa !5
  %3 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 32), align 16, !tbaa !10
  %4 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !tbaa !11
  %5 = fmul double %2, %4
  %6 = fadd double %5, 0.000000e+00
  %7 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16
  %8 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 104), align 8, !tbaa !5
  %9 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 88), align 8, !tbaa !10
  %10 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !tbaa !11
  %11 = fmul double %8, %10
  %12 = fadd double %6, %11
  %13 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8
  %14 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 160), align 16, !tbaa !5
  %15 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 144), align 16, !tbaa !10
  %16 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !tbaa !11
  %17 = fmul double %14, %16
  %18 = fadd double %12, %17
  %19 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16
  %20 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 216), align 8, !tbaa !5
  %21 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 200), align 8, !tbaa !10
  %22 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !tbaa !11
  %23 = fmul double %20, %22
  %24 = fadd double %18, %23
  %25 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8
  %26 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 272), align 16, !tbaa !5
  %27 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 256), align 16, !tbaa !10
  %28 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !tbaa !11
  %29 = fmul double %26, %28
  %30 = fadd double %24, %29
  %31 = insertelement <2 x double> %1, double %2, i64 1
  %32 = insertelement <2 x double> poison, double %2, i64 0
  %33 = insertelement <2 x double> %32, double %3, i64 1
  %34 = fmul <2 x double> %31, %33
  %35 = fadd <2 x double> %34, zeroinitializer
  %36 = insertelement <2 x double> %7, double %8, i64 1
  %37 = insertelement <2 x double> poison, double %8, i64 0
  %38 = insertelement <2 x double> %37, double %9, i64 1
  %39 = fmul <2 x double> %36, %38
  %40 = fadd <2 x double> %35, %39
  %41 = insertelement <2 x double> %13, double %14, i64 1
  %42 = insertelement <2 x double> poison, double %14, i64 0
  %43 = insertelement <2 x double> %42, double %15, i64 1
  %44 = fmul <2 x double> %41, %43
  %45 = fadd <2 x double> %40, %44
  %46 = insertelement <2 x double> %19, double %20, i64 1
  %47 = insertelement <2 x double> poison, double %20, i64 0
  %48 = insertelement <2 x double> %47, double %21, i64 1
  %49 = fmul <2 x double> %46, %48
  %50 = fadd <2 x double> %45, %49
  %51 = insertelement <2 x double> %25, double %26, i64 1
  %52 = insertelement <2 x double> poison, double %26, i64 0
  %53 = insertelement <2 x double> %52, double %27, i64 1
  %54 = fmul <2 x double> %51, %53
  %55 = fadd <2 x double> %50, %54
  %56 = fdiv <2 x double> %55, <double 0xC043BD3CC9BE45DE, double 0xC043BD3CC9BE45DE>
  store <2 x double> %56, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !tbaa !12
  %57 = fdiv double %30, 0xC043BD3CC9BE45DE
  store double %57, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !tbaa !11
  br label %62

58:                                               ; preds = %92, %62
  %59 = phi double [ %81, %62 ], [ %116, %92 ]
  %60 = add nuw nsw i64 %64, 1
  %61 = icmp eq i64 %82, 5
  br i1 %61, label %119, label %62, !llvm.loop !13

62:                                               ; preds = %58, %0
  %63 = phi i64 [ 0, %0 ], [ %82, %58 ]
  %64 = phi i64 [ 1, %0 ], [ %60, %58 ]
  %65 = phi double [ 0.000000e+00, %0 ], [ %59, %58 ]
  %66 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %63
  %67 = getelementptr inbounds i8, ptr %66, i64 48
  %68 = load double, ptr %67, align 8, !tbaa !5
  %69 = fmul double %68, 5.000000e-01
  %70 = getelementptr inbounds i8, ptr %66, i64 24
  %71 = load double, ptr %70, align 8, !tbaa !15
  %72 = fmul double %71, %71
  %73 = getelementptr inbounds i8, ptr %66, i64 32
  %74 = load <2 x double>, ptr %73, align 8, !tbaa !12
  %75 = fmul <2 x double> %74, %74
  %76 = extractelement <2 x double> %75, i64 0
  %77 = fadd double %72, %76
  %78 = extractelement <2 x double> %75, i64 1
  %79 = fadd double %77, %78
  %80 = fmul double %69, %79
  %81 = fadd double %65, %80
  %82 = add nuw nsw i64 %63, 1
  %83 = icmp ult i64 %63, 4
  br i1 %83, label %84, label %58

84:                                               ; preds = %62
  %85 = load double, ptr %66, align 8, !tbaa !16
  %86 = getelementptr inbounds i8, ptr %66, i64 8
  %87 = load double, ptr %86, align 8, !tbaa !17
  %88 = getelementptr inbounds i8, ptr %66, i64 16
  %89 = load double, ptr %88, align 8, !tbaa !18
  %90 = insertelement <2 x double> poison, double %85, i64 0
  %91 = insertelement <2 x double> %90, double %89, i64 1
  br label %92

92:                                               ; preds = %92, %84
  %93 = phi i64 [ %64, %84 ], [ %117, %92 ]
  %94 = phi double [ %81, %84 ], [ %116, %92 ]
  %95 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %93
  %96 = load double, ptr %95, align 8, !tbaa !16
  %97 = getelementptr inbounds i8, ptr %95, i64 8
  %98 = load double, ptr %97, align 8, !tbaa !17
  %99 = fsub double %87, %98
  %100 = getelementptr inbounds i8, ptr %95, i64 16
  %101 = load double, ptr %100, align 8, !tbaa !18
  %102 = getelementptr inbounds i8, ptr %95, i64 48
  %103 = load double, ptr %102, align 8, !tbaa !5
  %104 = fmul double %68, %103
  %105 = fmul double %99, %99
  %106 = insertelement <2 x double> poison, double %96, i64 0
  %107 = insertelement <2 x double> %106, double %101, i64 1
  %108 = fsub <2 x double> %91, %107
  %109 = fmul <2 x double> %108, %108
  %110 = extractelement <2 x double> %109, i64 0
  %111 = fadd double %110, %105
  %112 = extractelement <2 x double> %109, i64 1
  %113 = fadd double %111, %112
  %114 = tail call double @llvm.sqrt.f64(double %113)
  %115 = fdiv double %104, %114
  %116 = fsub double %94, %115
  %117 = add nuw nsw i64 %93, 1
  %118 = icmp eq i64 %117, 5
  br i1 %118, label %58, label %92, !llvm.loop !19

119:                                              ; preds = %58
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %59)
  %121 = load <2 x double>, ptr @bodies, align 16, !tbaa !12
  %122 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16
  %123 = shufflevector <2 x double> %122, <2 x double> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %124 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !12
  %125 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !18
  %126 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !tbaa !12
  %127 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !tbaa !18
  %128 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !tbaa !12
  %129 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !tbaa !18
  %130 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !tbaa !12
  %131 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !tbaa !18
  %132 = insertelement <4 x double> %123, double %125, i64 1
  %133 = insertelement <4 x double> %132, double %127, i64 2
  %134 = insertelement <4 x double> %133, double %129, i64 3
  br label %135

135:                                              ; preds = %119, %273
  %136 = phi i32 [ 0, %119 ], [ %306, %273 ]
  %137 = phi double [ %131, %119 ], [ %305, %273 ]
  %138 = phi <2 x double> [ %121, %119 ], [ %276, %273 ]
  %139 = phi <2 x double> [ %124, %119 ], [ %281, %273 ]
  %140 = phi <2 x double> [ %126, %119 ], [ %285, %273 ]
  %141 = phi <2 x double> [ %128, %119 ], [ %289, %273 ]
  %142 = phi <2 x double> [ %130, %119 ], [ %302, %273 ]
  %143 = phi <4 x double> [ %134, %119 ], [ %295, %273 ]
  br label %214

144:                                              ; preds = %178, %148
  %145 = phi double [ %167, %148 ], [ %202, %178 ]
  %146 = add nuw nsw i64 %150, 1
  %147 = icmp eq i64 %168, 5
  br i1 %147, label %205, label %148, !llvm.loop !13

148:                                              ; preds = %273, %144
  %149 = phi i64 [ %168, %144 ], [ 0, %273 ]
  %150 = phi i64 [ %146, %144 ], [ 1, %273 ]
  %151 = phi double [ %145, %144 ], [ 0.000000e+00, %273 ]
  %152 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %149
  %153 = getelementptr inbounds i8, ptr %152, i64 48
  %154 = load double, ptr %153, align 8, !tbaa !5
  %155 = fmul double %154, 5.000000e-01
  %156 = getelementptr inbounds i8, ptr %152, i64 24
  %157 = load double, ptr %156, align 8, !tbaa !15
  %158 = fmul double %157, %157
  %159 = getelementptr inbounds i8, ptr %152, i64 32
  %160 = load <2 x double>, ptr %159, align 8, !tbaa !12
  %161 = fmul <2 x double> %160, %160
  %162 = extractelement <2 x double> %161, i64 0
  %163 = fadd double %158, %162
  %164 = extractelement <2 x double> %161, i64 1
  %165 = fadd double %163, %164
  %166 = fmul double %155, %165
  %167 = fadd double %151, %166
  %168 = add nuw nsw i64 %149, 1
  %169 = icmp ult i64 %149, 4
  br i1 %169, label %170, label %144

170:                                              ; preds = %148
  %171 = load double, ptr %152, align 8, !tbaa !16
  %172 = getelementptr inbounds i8, ptr %152, i64 8
  %173 = load double, ptr %172, align 8, !tbaa !17
  %174 = getelementptr inbounds i8, ptr %152, i64 16
  %175 = load double, ptr %174, align 8, !tbaa !18
  %176 = insertelement <2 x double> poison, double %171, i64 0
  %177 = insertelement <2 x double> %176, double %175, i64 1
  br label %178

178:                                              ; preds = %178, %170
  %179 = phi i64 [ %150, %170 ], [ %203, %178 ]
  %180 = phi double [ %167, %170 ], [ %202, %178 ]
  %181 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %179
  %182 = load double, ptr %181, align 8, !tbaa !16
  %183 = getelementptr inbounds i8, ptr %181, i64 8
  %184 = load double, ptr %183, align 8, !tbaa !17
  %185 = fsub double %173, %184
  %186 = getelementptr inbounds i8, ptr %181, i64 16
  %187 = load double, ptr %186, align 8, !tbaa !18
  %188 = getelementptr inbounds i8, ptr %181, i64 48
  %189 = load double, ptr %188, align 8, !tbaa !5
  %190 = fmul double %154, %189
  %191 = fmul double %185, %185
  %192 = insertelement <2 x double> poison, double %182, i64 0
  %193 = insertelement <2 x double> %192, double %187, i64 1
  %194 = fsub <2 x double> %177, %193
  %195 = fmul <2 x double> %194, %194
  %196 = extractelement <2 x double> %195, i64 0
  %197 = fadd double %196, %191
  %198 = extractelement <2 x double> %195, i64 1
  %199 = fadd double %197, %198
  %200 = tail call double @llvm.sqrt.f64(double %199)
  %201 = fdiv double %190, %200
  %202 = fsub double %180, %201
  %203 = add nuw nsw i64 %179, 1
  %204 = icmp eq i64 %203, 5
  br i1 %204, label %144, label %178, !llvm.loop !19

205:                                              ; preds = %144
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %145)
  %207 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !16
  %208 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 64), align 16, !tbaa !17
  %209 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !18
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %207, double noundef %208, double noundef %209)
  ret i32 0

211:                                              ; preds = %230, %214
  %212 = add nuw nsw i64 %216, 1
  %213 = icmp eq i64 %217, 5
  br i1 %213, label %273, label %214, !llvm.loop !20

214:                                              ; preds = %135, %211
  %215 = phi i64 [ %217, %211 ], [ 0, %135 ]
  %216 = phi i64 [ %212, %211 ], [ 1, %135 ]
  %217 = add nuw nsw i64 %215, 1
  %218 = icmp ult i64 %215, 4
  br i1 %218, label %219, label %211

219:                                              ; preds = %214
  %220 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %215
  %221 = load <2 x double>, ptr %220, align 8, !tbaa !12
  %222 = getelementptr inbounds i8, ptr %220, i64 16
  %223 = load double, ptr %222, align 8, !tbaa !18
  %224 = getelementptr inbounds i8, ptr %220, i64 24
  %225 = getelementptr inbounds i8, ptr %220, i64 40
  %226 = getelementptr inbounds i8, ptr %220, i64 48
  %227 = load double, ptr %226, align 8, !tbaa !5
  %228 = insertelement <2 x double> poison, double %227, i64 0
  %229 = shufflevector <2 x double> %228, <2 x double> poison, <2 x i32> zeroinitializer
  br label %230

230:                                              ; preds = %230, %219
  %231 = phi i64 [ %216, %219 ], [ %271, %230 ]
  %232 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %231
  %233 = getelementptr inbounds i8, ptr %232, i64 16
  %234 = load double, ptr %233, align 8, !tbaa !18
  %235 = fsub double %223, %234
  %236 = fmul double %235, %235
  %237 = getelementptr inbounds i8, ptr %232, i64 48
  %238 = load double, ptr %237, align 8, !tbaa !5
  %239 = fmul double %235, %238
  %240 = load double, ptr %225, align 8, !tbaa !11
  %241 = getelementptr inbounds i8, ptr %232, i64 24
  %242 = load <2 x double>, ptr %232, align 8, !tbaa !12
  %243 = fsub <2 x double> %221, %242
  %244 = fmul <2 x double> %243, %243
  %245 = shufflevector <2 x double> %244, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %246 = fadd <2 x double> %244, %245
  %247 = extractelement <2 x double> %246, i64 0
  %248 = fadd double %247, %236
  %249 = tail call double @llvm.sqrt.f64(double %248)
  %250 = fmul double %248, %249
  %251 = fdiv double 1.000000e-02, %250
  %252 = load <2 x double>, ptr %224, align 8, !tbaa !12
  %253 = insertelement <2 x double> poison, double %238, i64 0
  %254 = shufflevector <2 x double> %253, <2 x double> poison, <2 x i32> zeroinitializer
  %255 = fmul <2 x double> %243, %254
  %256 = insertelement <2 x double> poison, double %251, i64 0
  %257 = shufflevector <2 x double> %256, <2 x double> poison, <2 x i32> zeroinitializer
  %258 = fmul <2 x double> %255, %257
  %259 = fsub <2 x double> %252, %258
  store <2 x double> %259, ptr %224, align 8, !tbaa !12
  %260 = fmul double %239, %251
  %261 = fsub double %240, %260
  store double %261, ptr %225, align 8, !tbaa !11
  %262 = fmul <2 x double> %229, %243
  %263 = fmul <2 x double> %262, %257
  %264 = load <2 x double>, ptr %241, align 8, !tbaa !12
  %265 = fadd <2 x double> %263, %264
  store <2 x double> %265, ptr %241, align 8, !tbaa !12
  %266 = fmul double %227, %235
  %267 = fmul double %266, %251
  %268 = getelementptr inbounds i8, ptr %232, i64 40
  %269 = load double, ptr %268, align 8, !tbaa !11
  %270 = fadd double %267, %269
  store double %270, ptr %268, align 8, !tbaa !11
  %271 = add nuw nsw i64 %231, 1
  %272 = icmp eq i64 %271, 5
  br i1 %272, label %211, label %230, !llvm.loop !21

273:                                              ; preds = %211
  %274 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !tbaa !12
  %275 = fmul <2 x double> %274, <double 1.000000e-02, double 1.000000e-02>
  %276 = fadd <2 x double> %138, %275
  store <2 x double> %276, ptr @bodies, align 16, !tbaa !12
  %277 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8
  %278 = shufflevector <2 x double> %277, <2 x double> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %279 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16, !tbaa !12
  %280 = fmul <2 x double> %279, <double 1.000000e-02, double 1.000000e-02>
  %281 = fadd <2 x double> %139, %280
  store <2 x double> %281, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !12
  %282 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !tbaa !11
  %283 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8, !tbaa !12
  %284 = fmul <2 x double> %283, <double 1.000000e-02, double 1.000000e-02>
  %285 = fadd <2 x double> %140, %284
  store <2 x double> %285, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !tbaa !12
  %286 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !tbaa !11
  %287 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16, !tbaa !12
  %288 = fmul <2 x double> %287, <double 1.000000e-02, double 1.000000e-02>
  %289 = fadd <2 x double> %141, %288
  store <2 x double> %289, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !tbaa !12
  %290 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !tbaa !11
  %291 = insertelement <4 x double> %278, double %282, i64 1
  %292 = insertelement <4 x double> %291, double %286, i64 2
  %293 = insertelement <4 x double> %292, double %290, i64 3
  %294 = fmul <4 x double> %293, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %295 = fadd <4 x double> %143, %294
  %296 = extractelement <4 x double> %295, i64 0
  store double %296, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16, !tbaa !18
  %297 = extractelement <4 x double> %295, i64 1
  store double %297, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !18
  %298 = extractelement <4 x double> %295, i64 2
  store double %298, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !tbaa !18
  %299 = extractelement <4 x double> %295, i64 3
  store double %299, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !tbaa !18
  %300 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8, !tbaa !12
  %301 = fmul <2 x double> %300, <double 1.000000e-02, double 1.000000e-02>
  %302 = fadd <2 x double> %142, %301
  store <2 x double> %302, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !tbaa !12
  %303 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !tbaa !11
  %304 = fmul double %303, 1.000000e-02
  %305 = fadd double %137, %304
  store double %305, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !tbaa !18
  %306 = add nuw nsw i32 %136, 1
  %307 = icmp eq i32 %306, 1000
  br i1 %307, label %148, label %135, !llvm.loop !22
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 48}
!6 = !{!"body", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !7, i64 32, !7, i64 40, !7, i64 48}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 32}
!11 = !{!6, !7, i64 40}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!6, !7, i64 24}
!16 = !{!6, !7, i64 0}
!17 = !{!6, !7, i64 8}
!18 = !{!6, !7, i64 16}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
