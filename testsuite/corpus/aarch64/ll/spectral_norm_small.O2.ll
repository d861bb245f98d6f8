; ModuleID = 'programs/spectral_norm_small.c'
source_filename = "programs/spectral_norm_small.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"u[0]=%a v[99]=%a\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x double], align 8
  %2 = alloca [100 x double], align 8
  %3 = alloca [100 x double], align 16
  %4 = alloca [100 x double], align 8
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %4) #5
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %3, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %5, align 16, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %3, i64 32
  %7 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %6, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %7, align 16, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %3, i64 64
  %9 = getelementptr inbounds i8, ptr %3, i64 80
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %8, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %9, align 16, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %3, i64 96
  %11 = getelementptr inbounds i8, ptr %3, i64 112
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %10, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %11, align 16, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %3, i64 128
  %13 = getelementptr inbounds i8, ptr %3, i64 144
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %12, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %13, align 16, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %3, i64 160
  %15 = getelementptr inbounds i8, ptr %3, i64 176
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %14, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %15, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %3, i64 192
  %17 = getelementptr inbounds i8, ptr %3, i64 208
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %16, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %17, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %3, i64 224
  %19 = getelementptr inbounds i8, ptr %3, i64 240
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %18, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %19, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %3, i64 256
  %21 = getelementptr inbounds i8, ptr %3, i64 272
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %20, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %21, align 16, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %3, i64 288
  %23 = getelementptr inbounds i8, ptr %3, i64 304
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %22, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %23, align 16, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %3, i64 320
  %25 = getelementptr inbounds i8, ptr %3, i64 336
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %24, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %25, align 16, !tbaa !6
  %26 = getelementptr inbounds i8, ptr %3, i64 352
  %27 = getelementptr inbounds i8, ptr %3, i64 368
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %26, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %27, align 16, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %3, i64 384
  %29 = getelementptr inbounds i8, ptr %3, i64 400
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %28, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %29, align 16, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %3, i64 416
  %31 = getelementptr inbounds i8, ptr %3, i64 432
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %30, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %31, align 16, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %3, i64 448
  %33 = getelementptr inbounds i8, ptr %3, i64 464
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %32, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %33, align 16, !tbaa !6
  %34 = getelementptr inbounds i8, ptr %3, i64 480
  %35 = getelementptr inbounds i8, ptr %3, i64 496
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %34, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %35, align 16, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %3, i64 512
  %37 = getelementptr inbounds i8, ptr %3, i64 528
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %36, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %37, align 16, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %3, i64 544
  %39 = getelementptr inbounds i8, ptr %3, i64 560
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %38, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %39, align 16, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %3, i64 576
  %41 = getelementptr inbounds i8, ptr %3, i64 592
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %40, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %41, align 16, !tbaa !6
  %42 = getelementptr inbounds i8, ptr %3, i64 608
  %43 = getelementptr inbounds i8, ptr %3, i64 624
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %42, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %43, align 16, !tbaa !6
  %44 = getelementptr inbounds i8, ptr %3, i64 640
  %45 = getelementptr inbounds i8, ptr %3, i64 656
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %44, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %45, align 16, !tbaa !6
  %46 = getelementptr inbounds i8, ptr %3, i64 672
  %47 = getelementptr inbounds i8, ptr %3, i64 688
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %46, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %47, align 16, !tbaa !6
  %48 = getelementptr inbounds i8, ptr %3, i64 704
  %49 = getelementptr inbounds i8, ptr %3, i64 720
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %48, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %49, align 16, !tbaa !6
  %50 = getelementptr inbounds i8, ptr %3, i64 736
  %51 = getelementptr inbounds i8, ptr %3, i64 752
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %50, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %51, align 16, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %3, i64 768
  %53 = getelementptr inbounds i8, ptr %3, i64 784
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %52, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %53, align 16, !tbaa !6
  br label %54

54:                                               ; preds = %0, %153
  %55 = phi i32 [ %154, %153 ], [ 0, %0 ]
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #5
  br label %56

56:                                               ; preds = %60, %54
  %57 = phi i64 [ 0, %54 ], [ %58, %60 ]
  %58 = add nuw nsw i64 %57, 1
  %59 = trunc nuw nsw i64 %58 to i32
  br label %63

60:                                               ; preds = %63
  %61 = getelementptr inbounds double, ptr %2, i64 %57
  store double %77, ptr %61, align 8, !tbaa !6
  %62 = icmp eq i64 %58, 100
  br i1 %62, label %80, label %56, !llvm.loop !10

63:                                               ; preds = %63, %56
  %64 = phi i64 [ 0, %56 ], [ %78, %63 ]
  %65 = phi double [ 0.000000e+00, %56 ], [ %77, %63 ]
  %66 = add nuw nsw i64 %64, %57
  %67 = add nuw nsw i64 %66, 1
  %68 = mul i64 %67, %66
  %69 = trunc i64 %68 to i32
  %70 = lshr i32 %69, 1
  %71 = add nuw nsw i32 %70, %59
  %72 = uitofp nneg i32 %71 to double
  %73 = fdiv double 1.000000e+00, %72
  %74 = getelementptr inbounds double, ptr %3, i64 %64
  %75 = load double, ptr %74, align 8, !tbaa !6
  %76 = fmul double %75, %73
  %77 = fadd double %65, %76
  %78 = add nuw nsw i64 %64, 1
  %79 = icmp eq i64 %78, 100
  br i1 %79, label %60, label %63, !llvm.loop !12

80:                                               ; preds = %60, %82
  %81 = phi i64 [ %84, %82 ], [ 0, %60 ]
  br label %86

82:                                               ; preds = %86
  %83 = getelementptr inbounds double, ptr %4, i64 %81
  store double %102, ptr %83, align 8, !tbaa !6
  %84 = add nuw nsw i64 %81, 1
  %85 = icmp eq i64 %84, 100
  br i1 %85, label %104, label %80, !llvm.loop !13

86:                                               ; preds = %86, %80
  %87 = phi i64 [ 0, %80 ], [ %94, %86 ]
  %88 = phi double [ 0.000000e+00, %80 ], [ %102, %86 ]
  %89 = add nuw nsw i64 %87, %81
  %90 = add nuw nsw i64 %89, 1
  %91 = mul i64 %90, %89
  %92 = trunc i64 %91 to i32
  %93 = lshr i32 %92, 1
  %94 = add nuw nsw i64 %87, 1
  %95 = trunc nuw nsw i64 %94 to i32
  %96 = add nuw nsw i32 %93, %95
  %97 = uitofp nneg i32 %96 to double
  %98 = fdiv double 1.000000e+00, %97
  %99 = getelementptr inbounds double, ptr %2, i64 %87
  %100 = load double, ptr %99, align 8, !tbaa !6
  %101 = fmul double %100, %98
  %102 = fadd double %88, %101
  %103 = icmp eq i64 %94, 100
  br i1 %103, label %82, label %86, !llvm.loop !14

104:                                              ; preds = %82
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #5
  br label %105

105:                                              ; preds = %109, %104
  %106 = phi i64 [ 0, %104 ], [ %107, %109 ]
  %107 = add nuw nsw i64 %106, 1
  %108 = trunc nuw nsw i64 %107 to i32
  br label %112

109:                                              ; preds = %112
  %110 = getelementptr inbounds double, ptr %1, i64 %106
  store double %126, ptr %110, align 8, !tbaa !6
  %111 = icmp eq i64 %107, 100
  br i1 %111, label %129, label %105, !llvm.loop !10

112:                                              ; preds = %112, %105
  %113 = phi i64 [ 0, %105 ], [ %127, %112 ]
  %114 = phi double [ 0.000000e+00, %105 ], [ %126, %112 ]
  %115 = add nuw nsw i64 %113, %106
  %116 = add nuw nsw i64 %115, 1
  %117 = mul i64 %116, %115
  %118 = trunc i64 %117 to i32
  %119 = lshr i32 %118, 1
  %120 = add nuw nsw i32 %119, %108
  %121 = uitofp nneg i32 %120 to double
  %122 = fdiv double 1.000000e+00, %121
  %123 = getelementptr inbounds double, ptr %4, i64 %113
  %124 = load double, ptr %123, align 8, !tbaa !6
  %125 = fmul double %124, %122
  %126 = fadd double %114, %125
  %127 = add nuw nsw i64 %113, 1
  %128 = icmp eq i64 %127, 100
  br i1 %128, label %109, label %112, !llvm.loop !12

129:                                              ; preds = %109, %131
  %130 = phi i64 [ %133, %131 ], [ 0, %109 ]
  br label %135

131:                                              ; preds = %135
  %132 = getelementptr inbounds double, ptr %3, i64 %130
  store double %151, ptr %132, align 8, !tbaa !6
  %133 = add nuw nsw i64 %130, 1
  %134 = icmp eq i64 %133, 100
  br i1 %134, label %153, label %129, !llvm.loop !13

135:                                              ; preds = %135, %129
  %136 = phi i64 [ 0, %129 ], [ %143, %135 ]
  %137 = phi double [ 0.000000e+00, %129 ], [ %151, %135 ]
  %138 = add nuw nsw i64 %136, %130
  %139 = add nuw nsw i64 %138, 1
  %140 = mul i64 %139, %138
  %141 = trunc i64 %140 to i32
  %142 = lshr i32 %141, 1
  %143 = add nuw nsw i64 %136, 1
  %144 = trunc nuw nsw i64 %143 to i32
  %145 = add nuw nsw i32 %142, %144
  %146 = uitofp nneg i32 %145 to double
  %147 = fdiv double 1.000000e+00, %146
  %148 = getelementptr inbounds double, ptr %1, i64 %136
  %149 = load double, ptr %148, align 8, !tbaa !6
  %150 = fmul double %149, %147
  %151 = fadd double %137, %150
  %152 = icmp eq i64 %143, 100
  br i1 %152, label %131, label %135, !llvm.loop !14

153:                                              ; preds = %131
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #5
  %154 = add nuw nsw i32 %55, 1
  %155 = icmp eq i32 %154, 10
  br i1 %155, label %156, label %54, !llvm.loop !15

156:                                              ; preds = %153, %156
  %157 = phi i64 [ %176, %156 ], [ 0, %153 ]
  %158 = phi double [ %173, %156 ], [ 0.000000e+00, %153 ]
  %159 = phi double [ %175, %156 ], [ 0.000000e+00, %153 ]
  %160 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 %157
  %161 = getelementptr inbounds i8, ptr %160, i64 16
  %162 = load <2 x double>, ptr %160, align 16, !tbaa !6
  %163 = load <2 x double>, ptr %161, align 16, !tbaa !6
  %164 = getelementptr inbounds [100 x double], ptr %4, i64 0, i64 %157
  %165 = getelementptr inbounds i8, ptr %164, i64 16
  %166 = load <2 x double>, ptr %164, align 8, !tbaa !6
  %167 = load <2 x double>, ptr %165, align 8, !tbaa !6
  %168 = fmul <2 x double> %162, %166
  %169 = fmul <2 x double> %163, %167
  %170 = fmul <2 x double> %166, %166
  %171 = fmul <2 x double> %167, %167
  %172 = tail call double @llvm.vector.reduce.fadd.v2f64(double %158, <2 x double> %170)
  %173 = tail call double @llvm.vector.reduce.fadd.v2f64(double %172, <2 x double> %171)
  %174 = tail call double @llvm.vector.reduce.fadd.v2f64(double %159, <2 x double> %168)
  %175 = tail call double @llvm.vector.reduce.fadd.v2f64(double %174, <2 x double> %169)
  %176 = add nuw i64 %157, 4
  %177 = icmp eq i64 %176, 100
  br i1 %177, label %178, label %156, !llvm.loop !16

178:                                              ; preds = %156
  %179 = fdiv double %175, %173
  %180 = tail call double @sqrt(double noundef %179) #5
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %180)
  %182 = load double, ptr %3, align 16, !tbaa !6
  %183 = getelementptr inbounds i8, ptr %4, i64 792
  %184 = load double, ptr %183, align 8, !tbaa !6
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %182, double noundef %184)
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %3) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
