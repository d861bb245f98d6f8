; ModuleID = 'programs/aos_soa_layouts.c'
source_filename = "programs/aos_soa_layouts.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.particle = type { float, float, double, i16, i8 }
%struct.soa = type { [1000 x float], [1000 x float], [1000 x double], [1000 x i16], [1000 x i8] }

@aos = internal unnamed_addr global [1000 x %struct.particle] zeroinitializer, align 8
@soa = internal unnamed_addr global %struct.soa zeroinitializer, align 8
@.str = private unnamed_addr constant [36 x i8] c"layouts agree=%d alive=%d sum x=%a\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"strided mass sum=%a (struct size %zu)\0A\00", align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"gather/scatter sum=%a id[999]=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x i32], align 4
  %2 = alloca [100 x float], align 4
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %24, %3 ]
  %5 = phi i32 [ 5, %0 ], [ %7, %3 ]
  %6 = mul i32 %5, 1664525
  %7 = add i32 %6, 1013904223
  %8 = lshr i32 %7, 20
  %9 = uitofp nneg i32 %8 to float
  %10 = fdiv float %9, 1.000000e+02
  %11 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %4
  store float %10, ptr %11, align 8, !tbaa !6
  %12 = trunc i64 %4 to i16
  %13 = urem i16 %12, 50
  %14 = uitofp nneg i16 %13 to float
  %15 = getelementptr inbounds i8, ptr %11, i64 4
  store float %14, ptr %15, align 4, !tbaa !13
  %16 = and i32 %7, 255
  %17 = uitofp nneg i32 %16 to double
  %18 = fmul double %17, 3.906250e-03
  %19 = fadd double %18, 5.000000e-01
  %20 = getelementptr inbounds i8, ptr %11, i64 8
  store double %19, ptr %20, align 8, !tbaa !14
  %21 = add nsw i16 %12, -500
  %22 = getelementptr inbounds i8, ptr %11, i64 16
  store i16 %21, ptr %22, align 8, !tbaa !15
  %23 = getelementptr inbounds i8, ptr %11, i64 18
  store i8 1, ptr %23, align 2, !tbaa !16
  %24 = add nuw nsw i64 %4, 1
  %25 = icmp eq i64 %24, 1000
  br i1 %25, label %26, label %3, !llvm.loop !17

26:                                               ; preds = %3, %26
  %27 = phi i64 [ %243, %26 ], [ 0, %3 ]
  %28 = or disjoint i64 %27, 1
  %29 = or disjoint i64 %27, 2
  %30 = or disjoint i64 %27, 3
  %31 = or disjoint i64 %27, 4
  %32 = or disjoint i64 %27, 5
  %33 = or disjoint i64 %27, 6
  %34 = or disjoint i64 %27, 7
  %35 = or disjoint i64 %27, 8
  %36 = or disjoint i64 %27, 9
  %37 = or disjoint i64 %27, 10
  %38 = or disjoint i64 %27, 11
  %39 = or disjoint i64 %27, 12
  %40 = or disjoint i64 %27, 13
  %41 = or disjoint i64 %27, 14
  %42 = or disjoint i64 %27, 15
  %43 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %27
  %44 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %28
  %45 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %29
  %46 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %30
  %47 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %31
  %48 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %32
  %49 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %33
  %50 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %34
  %51 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %35
  %52 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %36
  %53 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %37
  %54 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %38
  %55 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %39
  %56 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %40
  %57 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %41
  %58 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %42
  %59 = load float, ptr %43, align 8, !tbaa !6
  %60 = load float, ptr %44, align 8, !tbaa !6
  %61 = load float, ptr %45, align 8, !tbaa !6
  %62 = load float, ptr %46, align 8, !tbaa !6
  %63 = load float, ptr %47, align 8, !tbaa !6
  %64 = load float, ptr %48, align 8, !tbaa !6
  %65 = load float, ptr %49, align 8, !tbaa !6
  %66 = load float, ptr %50, align 8, !tbaa !6
  %67 = load float, ptr %51, align 8, !tbaa !6
  %68 = load float, ptr %52, align 8, !tbaa !6
  %69 = load float, ptr %53, align 8, !tbaa !6
  %70 = load float, ptr %54, align 8, !tbaa !6
  %71 = load float, ptr %55, align 8, !tbaa !6
  %72 = load float, ptr %56, align 8, !tbaa !6
  %73 = load float, ptr %57, align 8, !tbaa !6
  %74 = load float, ptr %58, align 8, !tbaa !6
  %75 = insertelement <16 x float> poison, float %59, i64 0
  %76 = insertelement <16 x float> %75, float %60, i64 1
  %77 = insertelement <16 x float> %76, float %61, i64 2
  %78 = insertelement <16 x float> %77, float %62, i64 3
  %79 = insertelement <16 x float> %78, float %63, i64 4
  %80 = insertelement <16 x float> %79, float %64, i64 5
  %81 = insertelement <16 x float> %80, float %65, i64 6
  %82 = insertelement <16 x float> %81, float %66, i64 7
  %83 = insertelement <16 x float> %82, float %67, i64 8
  %84 = insertelement <16 x float> %83, float %68, i64 9
  %85 = insertelement <16 x float> %84, float %69, i64 10
  %86 = insertelement <16 x float> %85, float %70, i64 11
  %87 = insertelement <16 x float> %86, float %71, i64 12
  %88 = insertelement <16 x float> %87, float %72, i64 13
  %89 = insertelement <16 x float> %88, float %73, i64 14
  %90 = insertelement <16 x float> %89, float %74, i64 15
  %91 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %27
  store <16 x float> %90, ptr %91, align 8, !tbaa !19, !alias.scope !20, !noalias !23
  %92 = getelementptr inbounds i8, ptr %43, i64 4
  %93 = getelementptr inbounds i8, ptr %44, i64 4
  %94 = getelementptr inbounds i8, ptr %45, i64 4
  %95 = getelementptr inbounds i8, ptr %46, i64 4
  %96 = getelementptr inbounds i8, ptr %47, i64 4
  %97 = getelementptr inbounds i8, ptr %48, i64 4
  %98 = getelementptr inbounds i8, ptr %49, i64 4
  %99 = getelementptr inbounds i8, ptr %50, i64 4
  %100 = getelementptr inbounds i8, ptr %51, i64 4
  %101 = getelementptr inbounds i8, ptr %52, i64 4
  %102 = getelementptr inbounds i8, ptr %53, i64 4
  %103 = getelementptr inbounds i8, ptr %54, i64 4
  %104 = getelementptr inbounds i8, ptr %55, i64 4
  %105 = getelementptr inbounds i8, ptr %56, i64 4
  %106 = getelementptr inbounds i8, ptr %57, i64 4
  %107 = getelementptr inbounds i8, ptr %58, i64 4
  %108 = load float, ptr %92, align 4, !tbaa !13
  %109 = load float, ptr %93, align 4, !tbaa !13
  %110 = load float, ptr %94, align 4, !tbaa !13
  %111 = load float, ptr %95, align 4, !tbaa !13
  %112 = load float, ptr %96, align 4, !tbaa !13
  %113 = load float, ptr %97, align 4, !tbaa !13
  %114 = load float, ptr %98, align 4, !tbaa !13
  %115 = load float, ptr %99, align 4, !tbaa !13
  %116 = load float, ptr %100, align 4, !tbaa !13
  %117 = load float, ptr %101, align 4, !tbaa !13
  %118 = load float, ptr %102, align 4, !tbaa !13
  %119 = load float, ptr %103, align 4, !tbaa !13
  %120 = load float, ptr %104, align 4, !tbaa !13
  %121 = load float, ptr %105, align 4, !tbaa !13
  %122 = load float, ptr %106, align 4, !tbaa !13
  %123 = load float, ptr %107, align 4, !tbaa !13
  %124 = insertelement <16 x float> poison, float %108, i64 0
  %125 = insertelement <16 x float> %124, float %109, i64 1
  %126 = insertelement <16 x float> %125, float %110, i64 2
  %127 = insertelement <16 x float> %126, float %111, i64 3
  %128 = insertelement <16 x float> %127, float %112, i64 4
  %129 = insertelement <16 x float> %128, float %113, i64 5
  %130 = insertelement <16 x float> %129, float %114, i64 6
  %131 = insertelement <16 x float> %130, float %115, i64 7
  %132 = insertelement <16 x float> %131, float %116, i64 8
  %133 = insertelement <16 x float> %132, float %117, i64 9
  %134 = insertelement <16 x float> %133, float %118, i64 10
  %135 = insertelement <16 x float> %134, float %119, i64 11
  %136 = insertelement <16 x float> %135, float %120, i64 12
  %137 = insertelement <16 x float> %136, float %121, i64 13
  %138 = insertelement <16 x float> %137, float %122, i64 14
  %139 = insertelement <16 x float> %138, float %123, i64 15
  %140 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %27
  store <16 x float> %139, ptr %140, align 8, !tbaa !19, !alias.scope !28, !noalias !29
  %141 = getelementptr inbounds i8, ptr %43, i64 8
  %142 = load <48 x double>, ptr %141, align 8, !tbaa !14
  %143 = shufflevector <48 x double> %142, <48 x double> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %144 = getelementptr inbounds [1000 x double], ptr getelementptr inbounds (i8, ptr @soa, i64 8000), i64 0, i64 %27
  store <16 x double> %143, ptr %144, align 8, !tbaa !30, !alias.scope !31, !noalias !32
  %145 = getelementptr inbounds i8, ptr %43, i64 16
  %146 = getelementptr inbounds i8, ptr %44, i64 16
  %147 = getelementptr inbounds i8, ptr %45, i64 16
  %148 = getelementptr inbounds i8, ptr %46, i64 16
  %149 = getelementptr inbounds i8, ptr %47, i64 16
  %150 = getelementptr inbounds i8, ptr %48, i64 16
  %151 = getelementptr inbounds i8, ptr %49, i64 16
  %152 = getelementptr inbounds i8, ptr %50, i64 16
  %153 = getelementptr inbounds i8, ptr %51, i64 16
  %154 = getelementptr inbounds i8, ptr %52, i64 16
  %155 = getelementptr inbounds i8, ptr %53, i64 16
  %156 = getelementptr inbounds i8, ptr %54, i64 16
  %157 = getelementptr inbounds i8, ptr %55, i64 16
  %158 = getelementptr inbounds i8, ptr %56, i64 16
  %159 = getelementptr inbounds i8, ptr %57, i64 16
  %160 = getelementptr inbounds i8, ptr %58, i64 16
  %161 = load i16, ptr %145, align 8, !tbaa !15
  %162 = load i16, ptr %146, align 8, !tbaa !15
  %163 = load i16, ptr %147, align 8, !tbaa !15
  %164 = load i16, ptr %148, align 8, !tbaa !15
  %165 = load i16, ptr %149, align 8, !tbaa !15
  %166 = load i16, ptr %150, align 8, !tbaa !15
  %167 = load i16, ptr %151, align 8, !tbaa !15
  %168 = load i16, ptr %152, align 8, !tbaa !15
  %169 = load i16, ptr %153, align 8, !tbaa !15
  %170 = load i16, ptr %154, align 8, !tbaa !15
  %171 = load i16, ptr %155, align 8, !tbaa !15
  %172 = load i16, ptr %156, align 8, !tbaa !15
  %173 = load i16, ptr %157, align 8, !tbaa !15
  %174 = load i16, ptr %158, align 8, !tbaa !15
  %175 = load i16, ptr %159, align 8, !tbaa !15
  %176 = load i16, ptr %160, align 8, !tbaa !15
  %177 = insertelement <16 x i16> poison, i16 %161, i64 0
  %178 = insertelement <16 x i16> %177, i16 %162, i64 1
  %179 = insertelement <16 x i16> %178, i16 %163, i64 2
  %180 = insertelement <16 x i16> %179, i16 %164, i64 3
  %181 = insertelement <16 x i16> %180, i16 %165, i64 4
  %182 = insertelement <16 x i16> %181, i16 %166, i64 5
  %183 = insertelement <16 x i16> %182, i16 %167, i64 6
  %184 = insertelement <16 x i16> %183, i16 %168, i64 7
  %185 = insertelement <16 x i16> %184, i16 %169, i64 8
  %186 = insertelement <16 x i16> %185, i16 %170, i64 9
  %187 = insertelement <16 x i16> %186, i16 %171, i64 10
  %188 = insertelement <16 x i16> %187, i16 %172, i64 11
  %189 = insertelement <16 x i16> %188, i16 %173, i64 12
  %190 = insertelement <16 x i16> %189, i16 %174, i64 13
  %191 = insertelement <16 x i16> %190, i16 %175, i64 14
  %192 = insertelement <16 x i16> %191, i16 %176, i64 15
  %193 = getelementptr inbounds [1000 x i16], ptr getelementptr inbounds (i8, ptr @soa, i64 16000), i64 0, i64 %27
  store <16 x i16> %192, ptr %193, align 8, !tbaa !33, !alias.scope !34, !noalias !35
  %194 = getelementptr inbounds i8, ptr %43, i64 18
  %195 = getelementptr inbounds i8, ptr %44, i64 18
  %196 = getelementptr inbounds i8, ptr %45, i64 18
  %197 = getelementptr inbounds i8, ptr %46, i64 18
  %198 = getelementptr inbounds i8, ptr %47, i64 18
  %199 = getelementptr inbounds i8, ptr %48, i64 18
  %200 = getelementptr inbounds i8, ptr %49, i64 18
  %201 = getelementptr inbounds i8, ptr %50, i64 18
  %202 = getelementptr inbounds i8, ptr %51, i64 18
  %203 = getelementptr inbounds i8, ptr %52, i64 18
  %204 = getelementptr inbounds i8, ptr %53, i64 18
  %205 = getelementptr inbounds i8, ptr %54, i64 18
  %206 = getelementptr inbounds i8, ptr %55, i64 18
  %207 = getelementptr inbounds i8, ptr %56, i64 18
  %208 = getelementptr inbounds i8, ptr %57, i64 18
  %209 = getelementptr inbounds i8, ptr %58, i64 18
  %210 = load i8, ptr %194, align 2, !tbaa !16
  %211 = load i8, ptr %195, align 2, !tbaa !16
  %212 = load i8, ptr %196, align 2, !tbaa !16
  %213 = load i8, ptr %197, align 2, !tbaa !16
  %214 = load i8, ptr %198, align 2, !tbaa !16
  %215 = load i8, ptr %199, align 2, !tbaa !16
  %216 = load i8, ptr %200, align 2, !tbaa !16
  %217 = load i8, ptr %201, align 2, !tbaa !16
  %218 = load i8, ptr %202, align 2, !tbaa !16
  %219 = load i8, ptr %203, align 2, !tbaa !16
  %220 = load i8, ptr %204, align 2, !tbaa !16
  %221 = load i8, ptr %205, align 2, !tbaa !16
  %222 = load i8, ptr %206, align 2, !tbaa !16
  %223 = load i8, ptr %207, align 2, !tbaa !16
  %224 = load i8, ptr %208, align 2, !tbaa !16
  %225 = load i8, ptr %209, align 2, !tbaa !16
  %226 = insertelement <16 x i8> poison, i8 %210, i64 0
  %227 = insertelement <16 x i8> %226, i8 %211, i64 1
  %228 = insertelement <16 x i8> %227, i8 %212, i64 2
  %229 = insertelement <16 x i8> %228, i8 %213, i64 3
  %230 = insertelement <16 x i8> %229, i8 %214, i64 4
  %231 = insertelement <16 x i8> %230, i8 %215, i64 5
  %232 = insertelement <16 x i8> %231, i8 %216, i64 6
  %233 = insertelement <16 x i8> %232, i8 %217, i64 7
  %234 = insertelement <16 x i8> %233, i8 %218, i64 8
  %235 = insertelement <16 x i8> %234, i8 %219, i64 9
  %236 = insertelement <16 x i8> %235, i8 %220, i64 10
  %237 = insertelement <16 x i8> %236, i8 %221, i64 11
  %238 = insertelement <16 x i8> %237, i8 %222, i64 12
  %239 = insertelement <16 x i8> %238, i8 %223, i64 13
  %240 = insertelement <16 x i8> %239, i8 %224, i64 14
  %241 = insertelement <16 x i8> %240, i8 %225, i64 15
  %242 = getelementptr inbounds [1000 x i8], ptr getelementptr inbounds (i8, ptr @soa, i64 18000), i64 0, i64 %27
  store <16 x i8> %241, ptr %242, align 8, !tbaa !36, !alias.scope !35
  %243 = add nuw i64 %27, 16
  %244 = icmp eq i64 %243, 992
  br i1 %244, label %245, label %26, !llvm.loop !37

245:                                              ; preds = %26
  %246 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23808), align 8, !tbaa !6
  store float %246, ptr getelementptr inbounds (i8, ptr @soa, i64 3968), align 8, !tbaa !19
  %247 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23812), align 4, !tbaa !13
  store float %247, ptr getelementptr inbounds (i8, ptr @soa, i64 7968), align 8, !tbaa !19
  %248 = load double, ptr getelementptr inbounds (i8, ptr @aos, i64 23816), align 8, !tbaa !14
  store double %248, ptr getelementptr inbounds (i8, ptr @soa, i64 15936), align 8, !tbaa !30
  %249 = load i16, ptr getelementptr inbounds (i8, ptr @aos, i64 23824), align 8, !tbaa !15
  store i16 %249, ptr getelementptr inbounds (i8, ptr @soa, i64 17984), align 8, !tbaa !33
  %250 = load i8, ptr getelementptr inbounds (i8, ptr @aos, i64 23826), align 2, !tbaa !16
  store i8 %250, ptr getelementptr inbounds (i8, ptr @soa, i64 18992), align 8, !tbaa !36
  %251 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23832), align 8, !tbaa !6
  store float %251, ptr getelementptr inbounds (i8, ptr @soa, i64 3972), align 4, !tbaa !19
  %252 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23836), align 4, !tbaa !13
  store float %252, ptr getelementptr inbounds (i8, ptr @soa, i64 7972), align 4, !tbaa !19
  %253 = load double, ptr getelementptr inbounds (i8, ptr @aos, i64 23840), align 8, !tbaa !14
  store double %253, ptr getelementptr inbounds (i8, ptr @soa, i64 15944), align 8, !tbaa !30
  %254 = load i16, ptr getelementptr inbounds (i8, ptr @aos, i64 23848), align 8, !tbaa !15
  store i16 %254, ptr getelementptr inbounds (i8, ptr @soa, i64 17986), align 2, !tbaa !33
  %255 = load i8, ptr getelementptr inbounds (i8, ptr @aos, i64 23850), align 2, !tbaa !16
  store i8 %255, ptr getelementptr inbounds (i8, ptr @soa, i64 18993), align 1, !tbaa !36
  %256 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23856), align 8, !tbaa !6
  store float %256, ptr getelementptr inbounds (i8, ptr @soa, i64 3976), align 8, !tbaa !19
  %257 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23860), align 4, !tbaa !13
  store float %257, ptr getelementptr inbounds (i8, ptr @soa, i64 7976), align 8, !tbaa !19
  %258 = load double, ptr getelementptr inbounds (i8, ptr @aos, i64 23864), align 8, !tbaa !14
  store double %258, ptr getelementptr inbounds (i8, ptr @soa, i64 15952), align 8, !tbaa !30
  %259 = load i16, ptr getelementptr inbounds (i8, ptr @aos, i64 23872), align 8, !tbaa !15
  store i16 %259, ptr getelementptr inbounds (i8, ptr @soa, i64 17988), align 4, !tbaa !33
  %260 = load i8, ptr getelementptr inbounds (i8, ptr @aos, i64 23874), align 2, !tbaa !16
  store i8 %260, ptr getelementptr inbounds (i8, ptr @soa, i64 18994), align 2, !tbaa !36
  %261 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23880), align 8, !tbaa !6
  store float %261, ptr getelementptr inbounds (i8, ptr @soa, i64 3980), align 4, !tbaa !19
  %262 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23884), align 4, !tbaa !13
  store float %262, ptr getelementptr inbounds (i8, ptr @soa, i64 7980), align 4, !tbaa !19
  %263 = load double, ptr getelementptr inbounds (i8, ptr @aos, i64 23888), align 8, !tbaa !14
  store double %263, ptr getelementptr inbounds (i8, ptr @soa, i64 15960), align 8, !tbaa !30
  %264 = load i16, ptr getelementptr inbounds (i8, ptr @aos, i64 23896), align 8, !tbaa !15
  store i16 %264, ptr getelementptr inbounds (i8, ptr @soa, i64 17990), align 2, !tbaa !33
  %265 = load i8, ptr getelementptr inbounds (i8, ptr @aos, i64 23898), align 2, !tbaa !16
  store i8 %265, ptr getelementptr inbounds (i8, ptr @soa, i64 18995), align 1, !tbaa !36
  %266 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23904), align 8, !tbaa !6
  store float %266, ptr getelementptr inbounds (i8, ptr @soa, i64 3984), align 8, !tbaa !19
  %267 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23908), align 4, !tbaa !13
  store float %267, ptr getelementptr inbounds (i8, ptr @soa, i64 7984), align 8, !tbaa !19
  %268 = load double, ptr getelementptr inbounds (i8, ptr @aos, i64 23912), align 8, !tbaa !14
  store double %268, ptr getelementptr inbounds (i8, ptr @soa, i64 15968), align 8, !tbaa !30
  %269 = load i16, ptr getelementptr inbounds (i8, ptr @aos, i64 23920), align 8, !tbaa !15
  store i16 %269, ptr getelementptr inbounds (i8, ptr @soa, i64 17992), align 8, !tbaa !33
  %270 = load i8, ptr getelementptr inbounds (i8, ptr @aos, i64 23922), align 2, !tbaa !16
  store i8 %270, ptr getelementptr inbounds (i8, ptr @soa, i64 18996), align 4, !tbaa !36
  %271 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23928), align 8, !tbaa !6
  store float %271, ptr getelementptr inbounds (i8, ptr @soa, i64 3988), align 4, !tbaa !19
  %272 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23932), align 4, !tbaa !13
  store float %272, ptr getelementptr inbounds (i8, ptr @soa, i64 7988), align 4, !tbaa !19
  %273 = load double, ptr getelementptr inbounds (i8, ptr @aos, i64 23936), align 8, !tbaa !14
  store double %273, ptr getelementptr inbounds (i8, ptr @soa, i64 15976), align 8, !tbaa !30
  %274 = load i16, ptr getelementptr inbounds (i8, ptr @aos, i64 23944), align 8, !tbaa !15
  store i16 %274, ptr getelementptr inbounds (i8, ptr @soa, i64 17994), align 2, !tbaa !33
  %275 = load i8, ptr getelementptr inbounds (i8, ptr @aos, i64 23946), align 2, !tbaa !16
  store i8 %275, ptr getelementptr inbounds (i8, ptr @soa, i64 18997), align 1, !tbaa !36
  %276 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23952), align 8, !tbaa !6
  store float %276, ptr getelementptr inbounds (i8, ptr @soa, i64 3992), align 8, !tbaa !19
  %277 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23956), align 4, !tbaa !13
  store float %277, ptr getelementptr inbounds (i8, ptr @soa, i64 7992), align 8, !tbaa !19
  %278 = load double, ptr getelementptr inbounds (i8, ptr @aos, i64 23960), align 8, !tbaa !14
  store double %278, ptr getelementptr inbounds (i8, ptr @soa, i64 15984), align 8, !tbaa !30
  %279 = load i16, ptr getelementptr inbounds (i8, ptr @aos, i64 23968), align 8, !tbaa !15
  store i16 %279, ptr getelementptr inbounds (i8, ptr @soa, i64 17996), align 4, !tbaa !33
  %280 = load i8, ptr getelementptr inbounds (i8, ptr @aos, i64 23970), align 2, !tbaa !16
  store i8 %280, ptr getelementptr inbounds (i8, ptr @soa, i64 18998), align 2, !tbaa !36
  %281 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23976), align 8, !tbaa !6
  store float %281, ptr getelementptr inbounds (i8, ptr @soa, i64 3996), align 4, !tbaa !19
  %282 = load float, ptr getelementptr inbounds (i8, ptr @aos, i64 23980), align 4, !tbaa !13
  store float %282, ptr getelementptr inbounds (i8, ptr @soa, i64 7996), align 4, !tbaa !19
  %283 = load double, ptr getelementptr inbounds (i8, ptr @aos, i64 23984), align 8, !tbaa !14
  store double %283, ptr getelementptr inbounds (i8, ptr @soa, i64 15992), align 8, !tbaa !30
  %284 = load i16, ptr getelementptr inbounds (i8, ptr @aos, i64 23992), align 8, !tbaa !15
  store i16 %284, ptr getelementptr inbounds (i8, ptr @soa, i64 17998), align 2, !tbaa !33
  %285 = load i8, ptr getelementptr inbounds (i8, ptr @aos, i64 23994), align 2, !tbaa !16
  store i8 %285, ptr getelementptr inbounds (i8, ptr @soa, i64 18999), align 1, !tbaa !36
  br label %286

286:                                              ; preds = %245, %286
  %287 = phi i32 [ %288, %286 ], [ 0, %245 ]
  tail call fastcc void @step_aos()
  tail call fastcc void @step_soa()
  %288 = add nuw nsw i32 %287, 1
  %289 = icmp eq i32 %288, 50
  br i1 %289, label %304, label %286, !llvm.loop !40

290:                                              ; preds = %329
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %330, i32 noundef %334, double noundef %336)
  %292 = tail call fastcc double @strided_sum()
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %292, i64 noundef 24)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #5
  br label %294

294:                                              ; preds = %294, %290
  %295 = phi i64 [ 0, %290 ], [ %301, %294 ]
  %296 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %290 ], [ %302, %294 ]
  %297 = mul nuw nsw <4 x i16> %296, <i16 37, i16 37, i16 37, i16 37>
  %298 = urem <4 x i16> %297, <i16 1000, i16 1000, i16 1000, i16 1000>
  %299 = zext nneg <4 x i16> %298 to <4 x i32>
  %300 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %295
  store <4 x i32> %299, ptr %300, align 4, !tbaa !41
  %301 = add nuw i64 %295, 4
  %302 = add <4 x i16> %296, <i16 4, i16 4, i16 4, i16 4>
  %303 = icmp eq i64 %301, 100
  br i1 %303, label %339, label %294, !llvm.loop !43

304:                                              ; preds = %286, %329
  %305 = phi i64 [ %337, %329 ], [ 0, %286 ]
  %306 = phi double [ %336, %329 ], [ 0.000000e+00, %286 ]
  %307 = phi i32 [ %334, %329 ], [ 0, %286 ]
  %308 = phi i32 [ %330, %329 ], [ 1, %286 ]
  %309 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %305
  %310 = load float, ptr %309, align 8, !tbaa !6
  %311 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %305
  %312 = load float, ptr %311, align 4, !tbaa !19
  %313 = fcmp oeq float %310, %312
  br i1 %313, label %314, label %329

314:                                              ; preds = %304
  %315 = getelementptr inbounds i8, ptr %309, i64 4
  %316 = load float, ptr %315, align 4, !tbaa !13
  %317 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %305
  %318 = load float, ptr %317, align 4, !tbaa !19
  %319 = fcmp oeq float %316, %318
  br i1 %319, label %320, label %329

320:                                              ; preds = %314
  %321 = getelementptr inbounds i8, ptr %309, i64 18
  %322 = load i8, ptr %321, align 2, !tbaa !16
  %323 = getelementptr inbounds [1000 x i8], ptr getelementptr inbounds (i8, ptr @soa, i64 18000), i64 0, i64 %305
  %324 = load i8, ptr %323, align 1, !tbaa !36
  %325 = icmp eq i8 %322, %324
  %326 = and i32 %308, 1
  %327 = freeze i1 %325
  %328 = select i1 %327, i32 %326, i32 0
  br label %329

329:                                              ; preds = %320, %304, %314
  %330 = phi i32 [ 0, %314 ], [ 0, %304 ], [ %328, %320 ]
  %331 = getelementptr inbounds i8, ptr %309, i64 18
  %332 = load i8, ptr %331, align 2, !tbaa !16
  %333 = zext i8 %332 to i32
  %334 = add nuw nsw i32 %307, %333
  %335 = fpext float %310 to double
  %336 = fadd double %306, %335
  %337 = add nuw nsw i64 %305, 1
  %338 = icmp eq i64 %337, 1000
  br i1 %338, label %290, label %304, !llvm.loop !44

339:                                              ; preds = %294
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #5
  br label %340

340:                                              ; preds = %340, %339
  %341 = phi i64 [ 0, %339 ], [ %355, %340 ]
  %342 = or disjoint i64 %341, 1
  %343 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %341
  %344 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %342
  %345 = load i32, ptr %343, align 4, !tbaa !41
  %346 = load i32, ptr %344, align 4, !tbaa !41
  %347 = sext i32 %345 to i64
  %348 = sext i32 %346 to i64
  %349 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %347
  %350 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %348
  %351 = load float, ptr %349, align 4, !tbaa !19
  %352 = load float, ptr %350, align 4, !tbaa !19
  %353 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %341
  %354 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %342
  store float %351, ptr %353, align 4, !tbaa !19
  store float %352, ptr %354, align 4, !tbaa !19
  %355 = add nuw i64 %341, 2
  %356 = icmp eq i64 %355, 100
  br i1 %356, label %357, label %340, !llvm.loop !45

357:                                              ; preds = %340, %357
  %358 = phi i64 [ %374, %357 ], [ 0, %340 ]
  %359 = or disjoint i64 %358, 1
  %360 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %358
  %361 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %359
  %362 = load float, ptr %360, align 4, !tbaa !19
  %363 = load float, ptr %361, align 4, !tbaa !19
  %364 = fmul float %362, 2.000000e+00
  %365 = fmul float %363, 2.000000e+00
  %366 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %358
  %367 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %359
  %368 = load i32, ptr %366, align 4, !tbaa !41
  %369 = load i32, ptr %367, align 4, !tbaa !41
  %370 = sext i32 %368 to i64
  %371 = sext i32 %369 to i64
  %372 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %370
  %373 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %371
  store float %364, ptr %372, align 4, !tbaa !19
  store float %365, ptr %373, align 4, !tbaa !19
  %374 = add nuw i64 %358, 2
  %375 = icmp eq i64 %374, 100
  br i1 %375, label %376, label %357, !llvm.loop !46

376:                                              ; preds = %357, %376
  %377 = phi i64 [ %394, %376 ], [ 0, %357 ]
  %378 = phi double [ %393, %376 ], [ 0.000000e+00, %357 ]
  %379 = or disjoint i64 %377, 1
  %380 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %377
  %381 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %379
  %382 = load i32, ptr %380, align 4, !tbaa !41
  %383 = load i32, ptr %381, align 4, !tbaa !41
  %384 = sext i32 %382 to i64
  %385 = sext i32 %383 to i64
  %386 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %384
  %387 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %385
  %388 = load float, ptr %386, align 4, !tbaa !19
  %389 = load float, ptr %387, align 4, !tbaa !19
  %390 = fpext float %388 to double
  %391 = fpext float %389 to double
  %392 = fadd double %378, %390
  %393 = fadd double %392, %391
  %394 = add nuw i64 %377, 2
  %395 = icmp eq i64 %394, 100
  br i1 %395, label %396, label %376, !llvm.loop !47

396:                                              ; preds = %376
  %397 = load i16, ptr getelementptr inbounds (i8, ptr @soa, i64 17998), align 2, !tbaa !33
  %398 = sext i16 %397 to i32
  %399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %393, i32 noundef %398)
  %400 = icmp eq i32 %330, 0
  %401 = and i32 %334, 127
  %402 = select i1 %400, i32 100, i32 %401
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #5
  ret i32 %402
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @step_aos() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %21
  ret void

2:                                                ; preds = %0, %21
  %3 = phi i64 [ 0, %0 ], [ %22, %21 ]
  %4 = getelementptr inbounds %struct.particle, ptr @aos, i64 %3
  %5 = getelementptr inbounds i8, ptr %4, i64 18
  %6 = load i8, ptr %5, align 2, !tbaa !16
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %21, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !14
  %11 = fptrunc double %10 to float
  %12 = fmul float %11, 0x3FB99999A0000000
  %13 = load float, ptr %4, align 8, !tbaa !6
  %14 = fadd float %13, %12
  store float %14, ptr %4, align 8, !tbaa !6
  %15 = fmul float %14, 0x3FB99999A0000000
  %16 = getelementptr inbounds i8, ptr %4, i64 4
  %17 = load float, ptr %16, align 4, !tbaa !13
  %18 = fsub float %17, %15
  store float %18, ptr %16, align 4, !tbaa !13
  %19 = fcmp olt float %18, -1.000000e+02
  br i1 %19, label %20, label %21

20:                                               ; preds = %8
  store i8 0, ptr %5, align 2, !tbaa !16
  br label %21

21:                                               ; preds = %2, %20, %8
  %22 = add nuw nsw i64 %3, 1
  %23 = icmp eq i64 %22, 1000
  br i1 %23, label %1, label %2, !llvm.loop !48
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @step_soa() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %21
  ret void

2:                                                ; preds = %0, %21
  %3 = phi i64 [ 0, %0 ], [ %22, %21 ]
  %4 = getelementptr inbounds [1000 x i8], ptr getelementptr inbounds (i8, ptr @soa, i64 18000), i64 0, i64 %3
  %5 = load i8, ptr %4, align 1, !tbaa !36
  %6 = icmp eq i8 %5, 0
  br i1 %6, label %21, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds [1000 x double], ptr getelementptr inbounds (i8, ptr @soa, i64 8000), i64 0, i64 %3
  %9 = load double, ptr %8, align 8, !tbaa !30
  %10 = fptrunc double %9 to float
  %11 = fmul float %10, 0x3FB99999A0000000
  %12 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %3
  %13 = load float, ptr %12, align 4, !tbaa !19
  %14 = fadd float %13, %11
  store float %14, ptr %12, align 4, !tbaa !19
  %15 = fmul float %14, 0x3FB99999A0000000
  %16 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %3
  %17 = load float, ptr %16, align 4, !tbaa !19
  %18 = fsub float %17, %15
  store float %18, ptr %16, align 4, !tbaa !19
  %19 = fcmp olt float %18, -1.000000e+02
  br i1 %19, label %20, label %21

20:                                               ; preds = %7
  store i8 0, ptr %4, align 1, !tbaa !36
  br label %21

21:                                               ; preds = %2, %20, %7
  %22 = add nuw nsw i64 %3, 1
  %23 = icmp eq i64 %22, 1000
  br i1 %23, label %1, label %2, !llvm.loop !49
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @strided_sum() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %12, %1 ]
  %3 = phi double [ 0.000000e+00, %0 ], [ %11, %1 ]
  %4 = mul nuw nsw i64 %2, 24
  %5 = mul nuw i64 %2, 24
  %6 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @aos, i64 8), i64 %4
  %7 = getelementptr i8, ptr getelementptr (i8, ptr getelementptr inbounds (i8, ptr @aos, i64 8), i64 24), i64 %5
  %8 = load double, ptr %6, align 8
  %9 = load double, ptr %7, align 8
  %10 = fadd double %3, %8
  %11 = fadd double %10, %9
  %12 = add nuw i64 %2, 2
  %13 = icmp eq i64 %12, 1000
  br i1 %13, label %14, label %1, !llvm.loop !50

14:                                               ; preds = %1
  ret double %11
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"particle", !8, i64 0, !8, i64 4, !11, i64 8, !12, i64 16, !9, i64 18}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"double", !9, i64 0}
!12 = !{!"short", !9, i64 0}
!13 = !{!7, !8, i64 4}
!14 = !{!7, !11, i64 8}
!15 = !{!7, !12, i64 16}
!16 = !{!7, !9, i64 18}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!8, !8, i64 0}
!20 = !{!21}
!21 = distinct !{!21, !22}
!22 = distinct !{!22, !"LVerDomain"}
!23 = !{!24, !25, !26, !27}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !22}
!26 = distinct !{!26, !22}
!27 = distinct !{!27, !22}
!28 = !{!24}
!29 = !{!25, !26, !27}
!30 = !{!11, !11, i64 0}
!31 = !{!25}
!32 = !{!26, !27}
!33 = !{!12, !12, i64 0}
!34 = !{!26}
!35 = !{!27}
!36 = !{!9, !9, i64 0}
!37 = distinct !{!37, !18, !38, !39}
!38 = !{!"llvm.loop.isvectorized", i32 1}
!39 = !{!"llvm.loop.unroll.runtime.disable"}
!40 = distinct !{!40, !18}
!41 = !{!42, !42, i64 0}
!42 = !{!"int", !9, i64 0}
!43 = distinct !{!43, !18, !38, !39}
!44 = distinct !{!44, !18}
!45 = distinct !{!45, !18, !38, !39}
!46 = distinct !{!46, !18, !38, !39}
!47 = distinct !{!47, !18, !38, !39}
!48 = distinct !{!48, !18}
!49 = distinct !{!49, !18}
!50 = distinct !{!50, !18, !38, !39}
