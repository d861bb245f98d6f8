; ModuleID = 'programs/nbody_simulation.c'
source_filename = "programs/nbody_simulation.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@bodies = internal unnamed_addr global [5 x %struct.body] [%struct.body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0x4043BD3CC9BE45DE }, %struct.body { double 0x40135DA0343CD92C, double 0xBFF290ABC01FDB7C, double 0xBFBA86F96C25EBF0, double 0x3FE367069B93CCBC, double 0x40067EF2F57D949B, double 0xBF99D2D79A5A0715, double 0x3FA34C95D9AB33D8 }, %struct.body { double 0x4020AFCDC332CA67, double 0x40107FCB31DE01B0, double 0xBFD9D353E1EB467C, double 0xBFF02C21B8879442, double 0x3FFD35E9BF1F8F13, double 0x3F813C485F1123B4, double 0x3F871D490D07C637 }, %struct.body { double 0x4029C9EACEA7D9CF, double 0xC02E38E8D626667E, double 0xBFCC9557BE257DA0, double 0x3FF1531CA9911BEF, double 0x3FEBCC7F3E54BBC5, double 0xBF862F6BFAF23E7C, double 0x3F5C3DD29CF41EB3 }, %struct.body { double 0x402EC267A905572A, double 0xC039EB5833C8A220, double 0x3FC6F1F393ABE540, double 0x3FEF54B61659BC4A, double 0x3FE307C631C4FBA3, double 0xBFA1CB88587665F6, double 0x3F60A8F3531799AC }], align 16
@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"jupiter at %a %a %a\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !tbaa !6
  %2 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 32), align 16
  %3 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16, !tbaa !6
  %4 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 88), align 8
  %5 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8, !tbaa !6
  %6 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 144), align 16
  %7 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16, !tbaa !6
  %8 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 200), align 8
  %9 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8, !tbaa !6
  %10 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 256), align 16
  %11 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !tbaa !11
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %13 = extractelement <2 x double> %11, i64 1
  %14 = fmul double %1, %13
  %15 = fadd double %14, 0.000000e+00
  %16 = shufflevector <2 x double> %2, <2 x double> %11, <2 x i32> <i32 0, i32 3>
  %17 = fmul <2 x double> %16, %12
  %18 = fadd <2 x double> %17, zeroinitializer
  %19 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !tbaa !11
  %20 = shufflevector <2 x double> %19, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %21 = extractelement <2 x double> %19, i64 1
  %22 = fmul double %3, %21
  %23 = fadd double %15, %22
  %24 = shufflevector <2 x double> %4, <2 x double> %19, <2 x i32> <i32 0, i32 3>
  %25 = fmul <2 x double> %24, %20
  %26 = fadd <2 x double> %18, %25
  %27 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !tbaa !11
  %28 = shufflevector <2 x double> %27, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %29 = extractelement <2 x double> %27, i64 1
  %30 = fmul double %5, %29
  %31 = fadd double %23, %30
  %32 = shufflevector <2 x double> %6, <2 x double> %27, <2 x i32> <i32 0, i32 3>
  %33 = fmul <2 x double> %32, %28
  %34 = fadd <2 x double> %26, %33
  %35 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !tbaa !11
  %36 = shufflevector <2 x double> %35, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %37 = extractelement <2 x double> %35, i64 1
  %38 = fmul double %7, %37
  %39 = fadd double %31, %38
  %40 = shufflevector <2 x double> %8, <2 x double> %35, <2 x i32> <i32 0, i32 3>
  %41 = fmul <2 x double> %40, %36
  %42 = fadd <2 x double> %34, %41
  %43 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !tbaa !11
  %44 = shufflevector <2 x double> %43, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %45 = extractelement <2 x double> %43, i64 1
  %46 = fmul double %9, %45
  %47 = fadd double %39, %46
  %48 = shufflevector <2 x double> %10, <2 x double> %43, <2 x i32> <i32 0, i32 3>
  %49 = fmul <2 x double> %48, %44
  %50 = fadd <2 x double> %42, %49
  %51 = fdiv double %47, 0xC043BD3CC9BE45DE
  store double %51, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !tbaa !6
  %52 = fdiv <2 x double> %50, <double 0xC043BD3CC9BE45DE, double 0xC043BD3CC9BE45DE>
  store <2 x double> %52, ptr getelementptr inbounds (i8, ptr @bodies, i64 32), align 16, !tbaa !11
  br label %57

53:                                               ; preds = %83, %57
  %54 = phi double [ %76, %57 ], [ %103, %83 ]
  %55 = add nuw nsw i64 %59, 1
  %56 = icmp eq i64 %77, 5
  br i1 %56, label %106, label %57, !llvm.loop !12

57:                                               ; preds = %53, %0
  %58 = phi i64 [ 0, %0 ], [ %77, %53 ]
  %59 = phi i64 [ 1, %0 ], [ %55, %53 ]
  %60 = phi double [ 0.000000e+00, %0 ], [ %54, %53 ]
  %61 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %58
  %62 = getelementptr inbounds i8, ptr %61, i64 48
  %63 = load double, ptr %62, align 8, !tbaa !14
  %64 = fmul double %63, 5.000000e-01
  %65 = getelementptr inbounds i8, ptr %61, i64 24
  %66 = load double, ptr %65, align 8, !tbaa !6
  %67 = fmul double %66, %66
  %68 = getelementptr inbounds i8, ptr %61, i64 32
  %69 = load <2 x double>, ptr %68, align 8, !tbaa !11
  %70 = fmul <2 x double> %69, %69
  %71 = extractelement <2 x double> %70, i64 0
  %72 = fadd double %67, %71
  %73 = extractelement <2 x double> %70, i64 1
  %74 = fadd double %72, %73
  %75 = fmul double %64, %74
  %76 = fadd double %60, %75
  %77 = add nuw nsw i64 %58, 1
  %78 = icmp ult i64 %58, 4
  br i1 %78, label %79, label %53

79:                                               ; preds = %57
  %80 = load <2 x double>, ptr %61, align 8, !tbaa !11
  %81 = getelementptr inbounds i8, ptr %61, i64 16
  %82 = load double, ptr %81, align 8, !tbaa !15
  br label %83

83:                                               ; preds = %83, %79
  %84 = phi i64 [ %59, %79 ], [ %104, %83 ]
  %85 = phi double [ %76, %79 ], [ %103, %83 ]
  %86 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %84
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load double, ptr %87, align 8, !tbaa !15
  %89 = fsub double %82, %88
  %90 = getelementptr inbounds i8, ptr %86, i64 48
  %91 = load double, ptr %90, align 8, !tbaa !14
  %92 = fmul double %63, %91
  %93 = load <2 x double>, ptr %86, align 8, !tbaa !11
  %94 = fsub <2 x double> %80, %93
  %95 = fmul <2 x double> %94, %94
  %96 = shufflevector <2 x double> %95, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %97 = fadd <2 x double> %95, %96
  %98 = extractelement <2 x double> %97, i64 0
  %99 = fmul double %89, %89
  %100 = fadd double %98, %99
  %101 = tail call double @llvm.sqrt.f64(double %100)
  %102 = fdiv double %92, %101
  %103 = fsub double %85, %102
  %104 = add nuw nsw i64 %84, 1
  %105 = icmp eq i64 %104, 5
  br i1 %105, label %53, label %83, !llvm.loop !16

106:                                              ; preds = %53
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %54)
  %108 = load <2 x double>, ptr @bodies, align 16, !tbaa !11
  %109 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16, !tbaa !15
  %110 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !11
  %111 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !15
  %112 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !tbaa !11
  %113 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !tbaa !15
  %114 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !tbaa !11
  %115 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !tbaa !15
  %116 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !tbaa !11
  %117 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !tbaa !15
  br label %118

118:                                              ; preds = %106, %251
  %119 = phi i32 [ 0, %106 ], [ %282, %251 ]
  %120 = phi double [ %109, %106 ], [ %257, %251 ]
  %121 = phi double [ %111, %106 ], [ %263, %251 ]
  %122 = phi double [ %113, %106 ], [ %269, %251 ]
  %123 = phi double [ %115, %106 ], [ %275, %251 ]
  %124 = phi double [ %117, %106 ], [ %281, %251 ]
  %125 = phi <2 x double> [ %108, %106 ], [ %254, %251 ]
  %126 = phi <2 x double> [ %110, %106 ], [ %260, %251 ]
  %127 = phi <2 x double> [ %112, %106 ], [ %266, %251 ]
  %128 = phi <2 x double> [ %114, %106 ], [ %272, %251 ]
  %129 = phi <2 x double> [ %116, %106 ], [ %278, %251 ]
  br label %192

130:                                              ; preds = %160, %134
  %131 = phi double [ %153, %134 ], [ %180, %160 ]
  %132 = add nuw nsw i64 %136, 1
  %133 = icmp eq i64 %154, 5
  br i1 %133, label %183, label %134, !llvm.loop !12

134:                                              ; preds = %251, %130
  %135 = phi i64 [ %154, %130 ], [ 0, %251 ]
  %136 = phi i64 [ %132, %130 ], [ 1, %251 ]
  %137 = phi double [ %131, %130 ], [ 0.000000e+00, %251 ]
  %138 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %135
  %139 = getelementptr inbounds i8, ptr %138, i64 48
  %140 = load double, ptr %139, align 8, !tbaa !14
  %141 = fmul double %140, 5.000000e-01
  %142 = getelementptr inbounds i8, ptr %138, i64 24
  %143 = load double, ptr %142, align 8, !tbaa !6
  %144 = fmul double %143, %143
  %145 = getelementptr inbounds i8, ptr %138, i64 32
  %146 = load <2 x double>, ptr %145, align 8, !tbaa !11
  %147 = fmul <2 x double> %146, %146
  %148 = extractelement <2 x double> %147, i64 0
  %149 = fadd double %144, %148
  %150 = extractelement <2 x double> %147, i64 1
  %151 = fadd double %149, %150
  %152 = fmul double %141, %151
  %153 = fadd double %137, %152
  %154 = add nuw nsw i64 %135, 1
  %155 = icmp ult i64 %135, 4
  br i1 %155, label %156, label %130

156:                                              ; preds = %134
  %157 = load <2 x double>, ptr %138, align 8, !tbaa !11
  %158 = getelementptr inbounds i8, ptr %138, i64 16
  %159 = load double, ptr %158, align 8, !tbaa !15
  br label %160

160:                                              ; preds = %160, %156
  %161 = phi i64 [ %136, %156 ], [ %181, %160 ]
  %162 = phi double [ %153, %156 ], [ %180, %160 ]
  %163 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %161
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load double, ptr %164, align 8, !tbaa !15
  %166 = fsub double %159, %165
  %167 = getelementptr inbounds i8, ptr %163, i64 48
  %168 = load double, ptr %167, align 8, !tbaa !14
  %169 = fmul double %140, %168
  %170 = load <2 x double>, ptr %163, align 8, !tbaa !11
  %171 = fsub <2 x double> %157, %170
  %172 = fmul <2 x double> %171, %171
  %173 = shufflevector <2 x double> %172, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %174 = fadd <2 x double> %172, %173
  %175 = extractelement <2 x double> %174, i64 0
  %176 = fmul double %166, %166
  %177 = fadd double %175, %176
  %178 = tail call double @llvm.sqrt.f64(double %177)
  %179 = fdiv double %169, %178
  %180 = fsub double %162, %179
  %181 = add nuw nsw i64 %161, 1
  %182 = icmp eq i64 %181, 5
  br i1 %182, label %130, label %160, !llvm.loop !16

183:                                              ; preds = %130
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %131)
  %185 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !17
  %186 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 64), align 16, !tbaa !18
  %187 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !15
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %185, double noundef %186, double noundef %187)
  ret i32 0

189:                                              ; preds = %208, %192
  %190 = add nuw nsw i64 %194, 1
  %191 = icmp eq i64 %195, 5
  br i1 %191, label %251, label %192, !llvm.loop !19

192:                                              ; preds = %118, %189
  %193 = phi i64 [ %195, %189 ], [ 0, %118 ]
  %194 = phi i64 [ %190, %189 ], [ 1, %118 ]
  %195 = add nuw nsw i64 %193, 1
  %196 = icmp ult i64 %193, 4
  br i1 %196, label %197, label %189

197:                                              ; preds = %192
  %198 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %193
  %199 = load <2 x double>, ptr %198, align 8, !tbaa !11
  %200 = getelementptr inbounds i8, ptr %198, i64 16
  %201 = load double, ptr %200, align 8, !tbaa !15
  %202 = getelementptr inbounds i8, ptr %198, i64 24
  %203 = getelementptr inbounds i8, ptr %198, i64 40
  %204 = getelementptr inbounds i8, ptr %198, i64 48
  %205 = load double, ptr %204, align 8, !tbaa !14
  %206 = insertelement <2 x double> poison, double %205, i64 0
  %207 = shufflevector <2 x double> %206, <2 x double> poison, <2 x i32> zeroinitializer
  br label %208

208:                                              ; preds = %208, %197
  %209 = phi i64 [ %194, %197 ], [ %249, %208 ]
  %210 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %209
  %211 = getelementptr inbounds i8, ptr %210, i64 16
  %212 = load double, ptr %211, align 8, !tbaa !15
  %213 = fsub double %201, %212
  %214 = fmul double %213, %213
  %215 = getelementptr inbounds i8, ptr %210, i64 48
  %216 = load double, ptr %215, align 8, !tbaa !14
  %217 = fmul double %213, %216
  %218 = load double, ptr %203, align 8, !tbaa !20
  %219 = getelementptr inbounds i8, ptr %210, i64 24
  %220 = load <2 x double>, ptr %210, align 8, !tbaa !11
  %221 = fsub <2 x double> %199, %220
  %222 = fmul <2 x double> %221, %221
  %223 = shufflevector <2 x double> %222, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %224 = fadd <2 x double> %222, %223
  %225 = extractelement <2 x double> %224, i64 0
  %226 = fadd double %225, %214
  %227 = tail call double @llvm.sqrt.f64(double %226)
  %228 = fmul double %226, %227
  %229 = fdiv double 1.000000e-02, %228
  %230 = load <2 x double>, ptr %202, align 8, !tbaa !11
  %231 = insertelement <2 x double> poison, double %216, i64 0
  %232 = shufflevector <2 x double> %231, <2 x double> poison, <2 x i32> zeroinitializer
  %233 = fmul <2 x double> %221, %232
  %234 = insertelement <2 x double> poison, double %229, i64 0
  %235 = shufflevector <2 x double> %234, <2 x double> poison, <2 x i32> zeroinitializer
  %236 = fmul <2 x double> %233, %235
  %237 = fsub <2 x double> %230, %236
  store <2 x double> %237, ptr %202, align 8, !tbaa !11
  %238 = fmul double %217, %229
  %239 = fsub double %218, %238
  store double %239, ptr %203, align 8, !tbaa !20
  %240 = fmul <2 x double> %207, %221
  %241 = fmul <2 x double> %240, %235
  %242 = load <2 x double>, ptr %219, align 8, !tbaa !11
  %243 = fadd <2 x double> %241, %242
  store <2 x double> %243, ptr %219, align 8, !tbaa !11
  %244 = fmul double %205, %213
  %245 = fmul double %244, %229
  %246 = getelementptr inbounds i8, ptr %210, i64 40
  %247 = load double, ptr %246, align 8, !tbaa !20
  %248 = fadd double %245, %247
  store double %248, ptr %246, align 8, !tbaa !20
  %249 = add nuw nsw i64 %209, 1
  %250 = icmp eq i64 %249, 5
  br i1 %250, label %189, label %208, !llvm.loop !21

251:                                              ; preds = %189
  %252 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !tbaa !11
  %253 = fmul <2 x double> %252, <double 1.000000e-02, double 1.000000e-02>
  %254 = fadd <2 x double> %125, %253
  store <2 x double> %254, ptr @bodies, align 16, !tbaa !11
  %255 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !tbaa !20
  %256 = fmul double %255, 1.000000e-02
  %257 = fadd double %120, %256
  store double %257, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16, !tbaa !15
  %258 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16, !tbaa !11
  %259 = fmul <2 x double> %258, <double 1.000000e-02, double 1.000000e-02>
  %260 = fadd <2 x double> %126, %259
  store <2 x double> %260, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !11
  %261 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !tbaa !20
  %262 = fmul double %261, 1.000000e-02
  %263 = fadd double %121, %262
  store double %263, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !15
  %264 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8, !tbaa !11
  %265 = fmul <2 x double> %264, <double 1.000000e-02, double 1.000000e-02>
  %266 = fadd <2 x double> %127, %265
  store <2 x double> %266, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !tbaa !11
  %267 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !tbaa !20
  %268 = fmul double %267, 1.000000e-02
  %269 = fadd double %122, %268
  store double %269, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !tbaa !15
  %270 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16, !tbaa !11
  %271 = fmul <2 x double> %270, <double 1.000000e-02, double 1.000000e-02>
  %272 = fadd <2 x double> %128, %271
  store <2 x double> %272, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !tbaa !11
  %273 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !tbaa !20
  %274 = fmul double %273, 1.000000e-02
  %275 = fadd double %123, %274
  store double %275, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !tbaa !15
  %276 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8, !tbaa !11
  %277 = fmul <2 x double> %276, <double 1.000000e-02, double 1.000000e-02>
  %278 = fadd <2 x double> %129, %277
  store <2 x double> %278, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !tbaa !11
  %279 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !tbaa !20
  %280 = fmul double %279, 1.000000e-02
  %281 = fadd double %124, %280
  store double %281, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !tbaa !15
  %282 = add nuw nsw i32 %119, 1
  %283 = icmp eq i32 %282, 1000
  br i1 %283, label %134, label %118, !llvm.loop !22
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 24}
!7 = !{!"body", !8, i64 0, !8, i64 8, !8, i64 16, !8, i64 24, !8, i64 32, !8, i64 40, !8, i64 48}
!8 = !{!"double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!7, !8, i64 48}
!15 = !{!7, !8, i64 16}
!16 = distinct !{!16, !13}
!17 = !{!7, !8, i64 0}
!18 = !{!7, !8, i64 8}
!19 = distinct !{!19, !13}
!20 = !{!7, !8, i64 40}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
