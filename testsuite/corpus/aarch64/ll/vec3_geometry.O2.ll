; ModuleID = 'programs/vec3_geometry.c'
source_filename = "programs/vec3_geometry.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.V3 = type { float, float, float }

@.str = private unnamed_addr constant [51 x i8] c"dot=%.3f cross=(%.3f,%.3f,%.3f) |n|=%.5f n.a=%.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.2 = private unnamed_addr constant [42 x i8] c"6 rotations by 60deg: (%.4f, %.4f, %.4f)\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"lit=%d\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 1.100000e+01, double noundef 6.500000e+00, double noundef -1.000000e+01, double noundef 4.500000e+00, double noundef 1.000000e+00, double noundef 0.000000e+00)
  br label %2

2:                                                ; preds = %0, %13
  %3 = phi i32 [ 0, %0 ], [ %140, %13 ]
  %4 = phi i32 [ 0, %0 ], [ %16, %13 ]
  %5 = sub nsw i32 10, %4
  %6 = sitofp i32 %5 to float
  %7 = fdiv float %6, 1.200000e+01
  %8 = fmul float %7, %7
  br label %18

9:                                                ; preds = %13
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %140)
  %12 = and i32 %140, 255
  ret i32 %12

13:                                               ; preds = %138
  %14 = load ptr, ptr @stdout, align 8, !tbaa !6
  %15 = tail call i32 @putc(i32 noundef 10, ptr noundef %14)
  %16 = add nuw nsw i32 %4, 1
  %17 = icmp eq i32 %16, 20
  br i1 %17, label %9, label %2, !llvm.loop !10

18:                                               ; preds = %2, %138
  %19 = phi i32 [ %3, %2 ], [ %140, %138 ]
  %20 = phi i32 [ 0, %2 ], [ %143, %138 ]
  %21 = add nsw i32 %20, -25
  %22 = sitofp i32 %21 to float
  %23 = fdiv float %22, 2.500000e+01
  %24 = tail call float @llvm.fmuladd.f32(float %23, float %23, float %8)
  %25 = fadd float %24, 1.000000e+00
  %26 = tail call float @llvm.sqrt.f32(float %25)
  %27 = fcmp ogt float %26, 0.000000e+00
  br i1 %27, label %28, label %32

28:                                               ; preds = %18
  %29 = fdiv float 1.000000e+00, %26
  %30 = fmul float %23, %29
  %31 = fmul float %7, %29
  br label %32

32:                                               ; preds = %18, %28
  %33 = phi float [ %30, %28 ], [ %23, %18 ]
  %34 = phi float [ %31, %28 ], [ %7, %18 ]
  %35 = phi float [ %29, %28 ], [ 1.000000e+00, %18 ]
  %36 = fmul float %34, 0.000000e+00
  %37 = tail call float @llvm.fmuladd.f32(float %33, float 0.000000e+00, float %36)
  %38 = tail call float @llvm.fmuladd.f32(float %35, float -3.000000e+00, float %37)
  %39 = tail call float @llvm.fmuladd.f32(float %38, float %38, float -8.000000e+00)
  %40 = fcmp olt float %39, 0.000000e+00
  br i1 %40, label %75, label %41

41:                                               ; preds = %32
  %42 = tail call float @sqrtf(float noundef %39) #5
  %43 = fneg float %38
  %44 = fsub float %43, %42
  %45 = fcmp olt float %44, 0x3F1A36E2E0000000
  %46 = fsub float %42, %38
  %47 = select i1 %45, float %46, float %44
  %48 = fcmp ogt float %47, 0x3F1A36E2E0000000
  %49 = fcmp olt float %47, 1.000000e+09
  %50 = and i1 %48, %49
  br i1 %50, label %51, label %75

51:                                               ; preds = %41
  %52 = fmul float %33, %47
  %53 = fmul float %34, %47
  %54 = fmul float %35, %47
  %55 = fadd float %52, 0.000000e+00
  %56 = fadd float %53, 0.000000e+00
  %57 = fadd float %54, -3.000000e+00
  %58 = fmul float %56, %56
  %59 = tail call float @llvm.fmuladd.f32(float %55, float %55, float %58)
  %60 = tail call float @llvm.fmuladd.f32(float %57, float %57, float %59)
  %61 = tail call float @llvm.sqrt.f32(float %60)
  %62 = fcmp ogt float %61, 0.000000e+00
  br i1 %62, label %63, label %68

63:                                               ; preds = %51
  %64 = fdiv float 1.000000e+00, %61
  %65 = fmul float %55, %64
  %66 = fmul float %56, %64
  %67 = fmul float %57, %64
  br label %68

68:                                               ; preds = %51, %63
  %69 = phi float [ %65, %63 ], [ %55, %51 ]
  %70 = phi float [ %66, %63 ], [ %56, %51 ]
  %71 = phi float [ %67, %63 ], [ %57, %51 ]
  %72 = insertvalue %struct.V3 poison, float %69, 0
  %73 = insertvalue %struct.V3 %72, float %70, 1
  %74 = insertvalue %struct.V3 %73, float %71, 2
  br label %75

75:                                               ; preds = %32, %68, %41
  %76 = phi i1 [ false, %68 ], [ true, %41 ], [ true, %32 ]
  %77 = phi %struct.V3 [ %74, %68 ], [ zeroinitializer, %41 ], [ zeroinitializer, %32 ]
  %78 = phi float [ %47, %68 ], [ 1.000000e+09, %41 ], [ 1.000000e+09, %32 ]
  %79 = fmul float %35, -0.000000e+00
  %80 = tail call float @llvm.fmuladd.f32(float %34, float 4.000000e+00, float %79)
  %81 = fmul float %33, -4.000000e+00
  %82 = tail call float @llvm.fmuladd.f32(float %35, float 2.000000e+00, float %81)
  %83 = fmul float %34, -2.000000e+00
  %84 = tail call float @llvm.fmuladd.f32(float %33, float 0.000000e+00, float %83)
  %85 = fmul float %82, 0.000000e+00
  %86 = tail call float @llvm.fmuladd.f32(float %80, float 4.000000e+00, float %85)
  %87 = tail call float @llvm.fmuladd.f32(float %84, float 0.000000e+00, float %86)
  %88 = tail call float @llvm.fabs.f32(float %87)
  %89 = fcmp olt float %88, 0x3E7AD7F2A0000000
  br i1 %89, label %115, label %90

90:                                               ; preds = %75
  %91 = fdiv float 1.000000e+00, %87
  %92 = tail call float @llvm.fmuladd.f32(float %80, float 2.000000e+00, float %82)
  %93 = tail call float @llvm.fmuladd.f32(float %84, float -2.000000e+00, float %92)
  %94 = fmul float %93, %91
  %95 = fcmp olt float %94, 0.000000e+00
  %96 = fcmp ogt float %94, 1.000000e+00
  %97 = or i1 %95, %96
  br i1 %97, label %115, label %98

98:                                               ; preds = %90
  %99 = fmul float %34, -8.000000e+00
  %100 = tail call float @llvm.fmuladd.f32(float %33, float 0.000000e+00, float %99)
  %101 = tail call float @llvm.fmuladd.f32(float %35, float -4.000000e+00, float %100)
  %102 = fmul float %101, %91
  %103 = fcmp olt float %102, 0.000000e+00
  %104 = fadd float %94, %102
  %105 = fcmp ogt float %104, 1.000000e+00
  %106 = or i1 %103, %105
  br i1 %106, label %115, label %107

107:                                              ; preds = %98
  %108 = fmul float %91, -1.600000e+01
  %109 = fcmp ogt float %108, 0x3F1A36E2E0000000
  %110 = fcmp olt float %108, %78
  %111 = and i1 %109, %110
  %112 = xor i1 %76, true
  %113 = or i1 %111, %112
  %114 = select i1 %111, %struct.V3 { float 0.000000e+00, float 1.000000e+00, float 0.000000e+00 }, %struct.V3 %77
  br i1 %113, label %116, label %138

115:                                              ; preds = %98, %90, %75
  br i1 %76, label %138, label %116

116:                                              ; preds = %107, %115
  %117 = phi %struct.V3 [ %77, %115 ], [ %114, %107 ]
  %118 = phi i1 [ false, %115 ], [ %111, %107 ]
  %119 = extractvalue %struct.V3 %117, 2
  %120 = extractvalue %struct.V3 %117, 1
  %121 = extractvalue %struct.V3 %117, 0
  %122 = fmul float %120, 0x3FE279A740000000
  %123 = tail call float @llvm.fmuladd.f32(float %121, float 0xBFE279A740000000, float %122)
  %124 = tail call float @llvm.fmuladd.f32(float %119, float 0xBFE279A740000000, float %123)
  %125 = fcmp olt float %124, 0.000000e+00
  %126 = select i1 %125, float 0.000000e+00, float %124
  %127 = tail call float @llvm.fmuladd.f32(float %126, float 9.000000e+00, float 5.000000e-01)
  %128 = fptosi float %127 to i32
  %129 = add nsw i32 %19, %128
  br i1 %118, label %130, label %133

130:                                              ; preds = %116
  %131 = icmp sgt i32 %128, 4
  %132 = select i1 %131, i32 61, i32 95
  br label %138

133:                                              ; preds = %116
  %134 = sext i32 %128 to i64
  %135 = getelementptr inbounds i8, ptr @.str.1, i64 %134
  %136 = load i8, ptr %135, align 1, !tbaa !12
  %137 = zext i8 %136 to i32
  br label %138

138:                                              ; preds = %130, %133, %115, %107
  %139 = phi i32 [ 32, %107 ], [ 32, %115 ], [ %132, %130 ], [ %137, %133 ]
  %140 = phi i32 [ %19, %107 ], [ %19, %115 ], [ %129, %130 ], [ %129, %133 ]
  %141 = load ptr, ptr @stdout, align 8, !tbaa !6
  %142 = tail call i32 @putc(i32 noundef %139, ptr noundef %141)
  %143 = add nuw nsw i32 %20, 1
  %144 = icmp eq i32 %143, 50
  br i1 %144, label %13, label %18, !llvm.loop !13
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
