; ModuleID = 'programs/vec3_geometry.c'
source_filename = "programs/vec3_geometry.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [51 x i8] c"dot=%.3f cross=(%.3f,%.3f,%.3f) |n|=%.5f n.a=%.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.2 = private unnamed_addr constant [42 x i8] c"6 rotations by 60deg: (%.4f, %.4f, %.4f)\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"lit=%d\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 1.100000e+01, double noundef 6.500000e+00, double noundef -1.000000e+01, double noundef 4.500000e+00, double noundef 1.000000e+00, double noundef 0.000000e+00)
  br label %2

2:                                                ; preds = %0, %9
  %3 = phi i32 [ 0, %0 ], [ %142, %9 ]
  %4 = phi i32 [ 0, %0 ], [ %12, %9 ]
  %5 = sub nsw i32 10, %4
  %6 = sitofp i32 %5 to float
  %7 = fdiv float %6, 1.200000e+01
  %8 = fmul float %7, %7
  br label %14

9:                                                ; preds = %140
  %10 = load ptr, ptr @stdout, align 8, !tbaa !5
  %11 = tail call i32 @putc(i32 noundef 10, ptr noundef %10)
  %12 = add nuw nsw i32 %4, 1
  %13 = icmp eq i32 %12, 20
  br i1 %13, label %159, label %2, !llvm.loop !9

14:                                               ; preds = %2, %140
  %15 = phi i32 [ %3, %2 ], [ %142, %140 ]
  %16 = phi i32 [ 0, %2 ], [ %145, %140 ]
  %17 = add nsw i32 %16, -25
  %18 = sitofp i32 %17 to float
  %19 = fdiv float %18, 2.500000e+01
  %20 = insertelement <2 x float> poison, float %19, i64 0
  %21 = insertelement <2 x float> %20, float %7, i64 1
  %22 = tail call float @llvm.fmuladd.f32(float %19, float %19, float %8)
  %23 = fadd float %22, 1.000000e+00
  %24 = tail call float @llvm.sqrt.f32(float %23)
  %25 = fcmp ogt float %24, 0.000000e+00
  br i1 %25, label %26, label %33

26:                                               ; preds = %14
  %27 = fdiv float 1.000000e+00, %24
  %28 = insertelement <2 x float> poison, float %19, i64 0
  %29 = insertelement <2 x float> %28, float %7, i64 1
  %30 = insertelement <2 x float> poison, float %27, i64 0
  %31 = shufflevector <2 x float> %30, <2 x float> poison, <2 x i32> zeroinitializer
  %32 = fmul <2 x float> %29, %31
  br label %33

33:                                               ; preds = %14, %26
  %34 = phi <2 x float> [ %32, %26 ], [ %21, %14 ]
  %35 = phi float [ %27, %26 ], [ 1.000000e+00, %14 ]
  %36 = extractelement <2 x float> %34, i64 1
  %37 = fmul float %36, 0.000000e+00
  %38 = extractelement <2 x float> %34, i64 0
  %39 = tail call float @llvm.fmuladd.f32(float %38, float 0.000000e+00, float %37)
  %40 = tail call float @llvm.fmuladd.f32(float %35, float -3.000000e+00, float %39)
  %41 = tail call float @llvm.fmuladd.f32(float %40, float %40, float -8.000000e+00)
  %42 = fcmp olt float %41, 0.000000e+00
  br i1 %42, label %76, label %43

43:                                               ; preds = %33
  %44 = tail call float @sqrtf(float noundef %41) #5
  %45 = fneg float %40
  %46 = fsub float %45, %44
  %47 = fcmp olt float %46, 0x3F1A36E2E0000000
  %48 = fsub float %44, %40
  %49 = select i1 %47, float %48, float %46
  %50 = fcmp ogt float %49, 0x3F1A36E2E0000000
  %51 = fcmp olt float %49, 1.000000e+09
  %52 = and i1 %50, %51
  br i1 %52, label %53, label %76

53:                                               ; preds = %43
  %54 = insertelement <2 x float> poison, float %49, i64 0
  %55 = shufflevector <2 x float> %54, <2 x float> poison, <2 x i32> zeroinitializer
  %56 = fmul <2 x float> %34, %55
  %57 = fmul float %35, %49
  %58 = fadd <2 x float> %56, zeroinitializer
  %59 = fadd float %57, -3.000000e+00
  %60 = fmul <2 x float> %58, %58
  %61 = extractelement <2 x float> %60, i64 1
  %62 = extractelement <2 x float> %58, i64 0
  %63 = tail call float @llvm.fmuladd.f32(float %62, float %62, float %61)
  %64 = tail call float @llvm.fmuladd.f32(float %59, float %59, float %63)
  %65 = tail call float @llvm.sqrt.f32(float %64)
  %66 = fcmp ogt float %65, 0.000000e+00
  %67 = fdiv float 1.000000e+00, %65
  %68 = insertelement <2 x float> poison, float %67, i64 0
  %69 = shufflevector <2 x float> %68, <2 x float> poison, <2 x i32> zeroinitializer
  %70 = fmul <2 x float> %58, %69
  %71 = fmul float %59, %67
  %72 = select i1 %66, <2 x float> %70, <2 x float> %58
  %73 = select i1 %66, float %71, float %59
  %74 = insertvalue { <2 x float>, float } poison, <2 x float> %72, 0
  %75 = insertvalue { <2 x float>, float } %74, float %73, 1
  br label %76

76:                                               ; preds = %33, %53, %43
  %77 = phi i1 [ false, %53 ], [ true, %43 ], [ true, %33 ]
  %78 = phi { <2 x float>, float } [ %75, %53 ], [ zeroinitializer, %43 ], [ zeroinitializer, %33 ]
  %79 = phi float [ %49, %53 ], [ 1.000000e+09, %43 ], [ 1.000000e+09, %33 ]
  %80 = fmul float %35, -0.000000e+00
  %81 = tail call float @llvm.fmuladd.f32(float %36, float 4.000000e+00, float %80)
  %82 = fmul float %38, -4.000000e+00
  %83 = tail call float @llvm.fmuladd.f32(float %35, float 2.000000e+00, float %82)
  %84 = fmul float %36, -2.000000e+00
  %85 = tail call float @llvm.fmuladd.f32(float %38, float 0.000000e+00, float %84)
  %86 = fmul float %83, 0.000000e+00
  %87 = tail call float @llvm.fmuladd.f32(float %81, float 4.000000e+00, float %86)
  %88 = tail call float @llvm.fmuladd.f32(float %85, float 0.000000e+00, float %87)
  %89 = tail call float @llvm.fabs.f32(float %88)
  %90 = fcmp olt float %89, 0x3E7AD7F2A0000000
  br i1 %90, label %116, label %91

91:                                               ; preds = %76
  %92 = fdiv float 1.000000e+00, %88
  %93 = tail call float @llvm.fmuladd.f32(float %81, float 2.000000e+00, float %83)
  %94 = tail call float @llvm.fmuladd.f32(float %85, float -2.000000e+00, float %93)
  %95 = fmul float %94, %92
  %96 = fcmp olt float %95, 0.000000e+00
  %97 = fcmp ogt float %95, 1.000000e+00
  %98 = or i1 %96, %97
  br i1 %98, label %116, label %99

99:                                               ; preds = %91
  %100 = fmul float %36, -8.000000e+00
  %101 = tail call float @llvm.fmuladd.f32(float %38, float 0.000000e+00, float %100)
  %102 = tail call float @llvm.fmuladd.f32(float %35, float -4.000000e+00, float %101)
  %103 = fmul float %102, %92
  %104 = fcmp olt float %103, 0.000000e+00
  %105 = fadd float %95, %103
  %106 = fcmp ogt float %105, 1.000000e+00
  %107 = or i1 %104, %106
  br i1 %107, label %116, label %108

108:                                              ; preds = %99
  %109 = fmul float %92, -1.600000e+01
  %110 = fcmp ogt float %109, 0x3F1A36E2E0000000
  %111 = fcmp olt float %109, %79
  %112 = and i1 %110, %111
  %113 = xor i1 %77, true
  %114 = or i1 %112, %113
  %115 = select i1 %112, { <2 x float>, float } { <2 x float> <float 0.000000e+00, float 1.000000e+00>, float 0.000000e+00 }, { <2 x float>, float } %78
  br i1 %114, label %117, label %140

116:                                              ; preds = %99, %91, %76
  br i1 %77, label %140, label %117

117:                                              ; preds = %108, %116
  %118 = phi { <2 x float>, float } [ %78, %116 ], [ %115, %108 ]
  %119 = phi i1 [ false, %116 ], [ %112, %108 ]
  %120 = extractvalue { <2 x float>, float } %118, 1
  %121 = extractvalue { <2 x float>, float } %118, 0
  %122 = extractelement <2 x float> %121, i64 0
  %123 = extractelement <2 x float> %121, i64 1
  %124 = fmul float %123, 0x3FE279A740000000
  %125 = tail call float @llvm.fmuladd.f32(float %122, float 0xBFE279A740000000, float %124)
  %126 = tail call float @llvm.fmuladd.f32(float %120, float 0xBFE279A740000000, float %125)
  %127 = fcmp olt float %126, 0.000000e+00
  %128 = select i1 %127, float 0.000000e+00, float %126
  %129 = tail call float @llvm.fmuladd.f32(float %128, float 9.000000e+00, float 5.000000e-01)
  %130 = fptosi float %129 to i32
  %131 = add nsw i32 %15, %130
  br i1 %119, label %132, label %135

132:                                              ; preds = %117
  %133 = icmp sgt i32 %130, 4
  %134 = select i1 %133, i32 61, i32 95
  br label %140

135:                                              ; preds = %117
  %136 = sext i32 %130 to i64
  %137 = getelementptr inbounds i8, ptr @.str.1, i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !11
  %139 = sext i8 %138 to i32
  br label %140

140:                                              ; preds = %132, %135, %116, %108
  %141 = phi i32 [ 32, %108 ], [ 32, %116 ], [ %134, %132 ], [ %139, %135 ]
  %142 = phi i32 [ %15, %108 ], [ %15, %116 ], [ %131, %132 ], [ %131, %135 ]
  %143 = load ptr, ptr @stdout, align 8, !tbaa !5
  %144 = tail call i32 @putc(i32 noundef %141, ptr noundef %143)
  %145 = add nuw nsw i32 %16, 1
  %146 = icmp eq i32 %145, 50
  br i1 %146, label %9, label %14, !llvm.loop !12

147:                                              ; preds = %159
  %148 = extractelement <2 x float> %193, i64 0
  %149 = fpext float %148 to double
  %150 = extractelement <2 x float> %193, i64 1
  %151 = tail call float @llvm.fabs.f32(float %150)
  %152 = fcmp olt float %151, 0x3F1A36E2E0000000
  %153 = fpext float %150 to double
  %154 = select i1 %152, double 0.000000e+00, double %153
  %155 = fpext float %197 to double
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %149, double noundef %154, double noundef %155)
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %142)
  %158 = and i32 %142, 255
  ret i32 %158

159:                                              ; preds = %9, %159
  %160 = phi <2 x float> [ %193, %159 ], [ <float 5.000000e-01, float 0x3FEBB67AE0000000>, %9 ]
  %161 = phi float [ %197, %159 ], [ 0.000000e+00, %9 ]
  %162 = phi i32 [ %198, %159 ], [ 0, %9 ]
  %163 = extractelement <2 x float> %160, i64 1
  %164 = extractelement <2 x float> %160, i64 0
  %165 = fmul float %164, 0.000000e+00
  %166 = fsub float 0.000000e+00, %165
  %167 = tail call float @llvm.fmuladd.f32(float %163, float -0.000000e+00, float %166)
  %168 = tail call float @llvm.fmuladd.f32(float %161, float -5.000000e-01, float %167)
  %169 = tail call float @llvm.fmuladd.f32(float %164, float 0x3FEBB67AE0000000, float 0.000000e+00)
  %170 = tail call float @llvm.fmuladd.f32(float %161, float 0.000000e+00, float %169)
  %171 = tail call float @llvm.fmuladd.f32(float %163, float -5.000000e-01, float %170)
  %172 = fmul float %161, -0.000000e+00
  %173 = tail call float @llvm.fmuladd.f32(float %163, float 0x3FEBB67AE0000000, float %172)
  %174 = fadd float %173, 0.000000e+00
  %175 = tail call float @llvm.fmuladd.f32(float %164, float 5.000000e-01, float %174)
  %176 = fmul float %163, 0.000000e+00
  %177 = tail call float @llvm.fmuladd.f32(float %161, float 0x3FEBB67AE0000000, float %176)
  %178 = tail call float @llvm.fmuladd.f32(float %164, float -0.000000e+00, float %177)
  %179 = fadd float %178, 0.000000e+00
  %180 = fneg float %175
  %181 = fneg float %179
  %182 = insertelement <2 x float> poison, float %171, i64 0
  %183 = shufflevector <2 x float> %182, <2 x float> poison, <2 x i32> zeroinitializer
  %184 = fmul <2 x float> %183, <float 0x3FEBB67AE0000000, float 5.000000e-01>
  %185 = insertelement <2 x float> poison, float %168, i64 0
  %186 = shufflevector <2 x float> %185, <2 x float> poison, <2 x i32> zeroinitializer
  %187 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %186, <2 x float> <float -0.000000e+00, float -0.000000e+00>, <2 x float> %184)
  %188 = insertelement <2 x float> poison, float %175, i64 0
  %189 = shufflevector <2 x float> %188, <2 x float> poison, <2 x i32> zeroinitializer
  %190 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %189, <2 x float> <float -5.000000e-01, float 0x3FEBB67AE0000000>, <2 x float> %187)
  %191 = insertelement <2 x float> poison, float %181, i64 0
  %192 = insertelement <2 x float> %191, float %179, i64 1
  %193 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %192, <2 x float> <float -0.000000e+00, float -0.000000e+00>, <2 x float> %190)
  %194 = fmul float %171, -0.000000e+00
  %195 = tail call float @llvm.fmuladd.f32(float %168, float -5.000000e-01, float %194)
  %196 = tail call float @llvm.fmuladd.f32(float %180, float -0.000000e+00, float %195)
  %197 = tail call float @llvm.fmuladd.f32(float %179, float 0x3FEBB67AE0000000, float %196)
  %198 = add nuw nsw i32 %162, 1
  %199 = icmp eq i32 %198, 5
  br i1 %199, label %147, label %159, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
