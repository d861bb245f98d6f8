; ModuleID = 'programs/polynomial_roots.c'
source_filename = "programs/polynomial_roots.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"newton from %.1f -> %.10f (%d iters)\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"bisect sqrt2 = %.12f\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"(1+x)^10:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %g\00", align 1
@.str.5 = private unnamed_addr constant [38 x i8] c"lagrange sin(2.5) ~ %.8f (true %.8f)\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"golden ratio %.15f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x double], align 8
  %2 = alloca [32 x double], align 8
  %3 = alloca [5 x double], align 8
  %4 = alloca [5 x double], align 8
  br label %28

5:                                                ; preds = %51, %5
  %6 = phi double [ %20, %5 ], [ 0.000000e+00, %51 ]
  %7 = phi double [ %19, %5 ], [ 2.000000e+00, %51 ]
  %8 = phi i32 [ %21, %5 ], [ 0, %51 ]
  %9 = phi double [ %18, %5 ], [ -2.000000e+00, %51 ]
  %10 = fadd double %6, %7
  %11 = fmul double %10, 5.000000e-01
  %12 = tail call double @llvm.fmuladd.f64(double %11, double 0.000000e+00, double 1.000000e+00)
  %13 = tail call double @llvm.fmuladd.f64(double %12, double %11, double 0.000000e+00)
  %14 = tail call double @llvm.fmuladd.f64(double %13, double %11, double -2.000000e+00)
  %15 = fcmp olt double %14, 0.000000e+00
  %16 = fcmp uge double %9, 0.000000e+00
  %17 = xor i1 %16, %15
  %18 = select i1 %17, double %14, double %9
  %19 = select i1 %17, double %7, double %11
  %20 = select i1 %17, double %11, double %6
  %21 = add nuw nsw i32 %8, 1
  %22 = icmp eq i32 %21, 200
  br i1 %22, label %23, label %5, !llvm.loop !6

23:                                               ; preds = %5
  %24 = fadd double %19, %20
  %25 = fmul double %24, 5.000000e-01
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %25)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #8
  %27 = getelementptr inbounds i8, ptr %1, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(256) %27, i8 0, i64 248, i1 false)
  store double 1.000000e+00, ptr %1, align 8
  br label %63

28:                                               ; preds = %0, %51
  %29 = phi double [ 0.000000e+00, %0 ], [ %55, %51 ]
  %30 = phi double [ undef, %0 ], [ %52, %51 ]
  br label %31

31:                                               ; preds = %28, %48
  %32 = phi double [ %44, %48 ], [ %29, %28 ]
  %33 = phi i32 [ %49, %48 ], [ 0, %28 ]
  %34 = tail call double @llvm.fmuladd.f64(double %32, double 0.000000e+00, double 3.000000e+00)
  %35 = tail call double @llvm.fmuladd.f64(double %34, double %32, double -1.200000e+01)
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %32, double 1.100000e+01)
  %37 = fcmp oeq double %36, 0.000000e+00
  br i1 %37, label %51, label %38

38:                                               ; preds = %31
  %39 = tail call double @llvm.fmuladd.f64(double %32, double 0.000000e+00, double 1.000000e+00)
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %32, double -6.000000e+00)
  %41 = tail call double @llvm.fmuladd.f64(double %40, double %32, double 1.100000e+01)
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %32, double -6.000000e+00)
  %43 = fdiv double %42, %36
  %44 = fsub double %32, %43
  %45 = fsub double %44, %32
  %46 = tail call double @llvm.fabs.f64(double %45)
  %47 = fcmp olt double %46, 1.000000e-13
  br i1 %47, label %51, label %48

48:                                               ; preds = %38
  %49 = add nuw nsw i32 %33, 1
  %50 = icmp eq i32 %49, 100
  br i1 %50, label %51, label %31, !llvm.loop !8

51:                                               ; preds = %38, %48, %31
  %52 = phi double [ %30, %31 ], [ %44, %48 ], [ %44, %38 ]
  %53 = phi i32 [ -1, %31 ], [ 100, %48 ], [ %33, %38 ]
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %29, double noundef %52, i32 noundef %53)
  %55 = fadd double %29, 0x3FE6666666666666
  %56 = fcmp ugt double %55, 4.000000e+00
  br i1 %56, label %5, label %28, !llvm.loop !9

57:                                               ; preds = %93
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  br label %160

59:                                               ; preds = %98
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %61 = add nuw i32 %91, 1
  %62 = zext i32 %61 to i64
  br label %104

63:                                               ; preds = %96, %23
  %64 = phi i32 [ 0, %23 ], [ %97, %96 ]
  %65 = phi i32 [ 0, %23 ], [ %91, %96 ]
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8
  %66 = icmp slt i32 %65, -1
  br i1 %66, label %72, label %67

67:                                               ; preds = %63
  %68 = add i32 %65, 2
  %69 = zext i32 %68 to i64
  %70 = shl nuw nsw i64 %69, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 8 %2, i8 0, i64 %70, i1 false), !tbaa !10
  %71 = icmp slt i32 %65, 0
  br i1 %71, label %72, label %74

72:                                               ; preds = %67, %63
  %73 = add nsw i32 %65, 1
  br label %90

74:                                               ; preds = %67
  %75 = add nuw nsw i32 %65, 1
  %76 = zext nneg i32 %75 to i64
  %77 = load double, ptr %2, align 8, !tbaa !10
  br label %78

78:                                               ; preds = %78, %74
  %79 = phi double [ %77, %74 ], [ %88, %78 ]
  %80 = phi i64 [ 0, %74 ], [ %85, %78 ]
  %81 = getelementptr inbounds double, ptr %1, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !10
  %83 = getelementptr inbounds double, ptr %2, i64 %80
  %84 = fadd double %79, %82
  store double %84, ptr %83, align 8, !tbaa !10
  %85 = add nuw nsw i64 %80, 1
  %86 = getelementptr inbounds double, ptr %2, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !10
  %88 = fadd double %82, %87
  store double %88, ptr %86, align 8, !tbaa !10
  %89 = icmp eq i64 %85, %76
  br i1 %89, label %90, label %78, !llvm.loop !14

90:                                               ; preds = %78, %72
  %91 = phi i32 [ %73, %72 ], [ %75, %78 ]
  %92 = icmp slt i32 %91, 0
  br i1 %92, label %93, label %98

93:                                               ; preds = %90
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8
  %94 = add nuw nsw i32 %64, 1
  %95 = icmp eq i32 %94, 10
  br i1 %95, label %57, label %96

96:                                               ; preds = %93, %98
  %97 = phi i32 [ %94, %93 ], [ %102, %98 ]
  br label %63, !llvm.loop !15

98:                                               ; preds = %90
  %99 = add nuw i32 %91, 1
  %100 = zext i32 %99 to i64
  %101 = shl nuw nsw i64 %100, 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %1, ptr noundef nonnull align 8 dereferenceable(1) %2, i64 %101, i1 false), !tbaa !10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8
  %102 = add nuw nsw i32 %64, 1
  %103 = icmp eq i32 %102, 10
  br i1 %103, label %59, label %96

104:                                              ; preds = %59, %104
  %105 = phi i64 [ 0, %59 ], [ %109, %104 ]
  %106 = getelementptr inbounds [32 x double], ptr %1, i64 0, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !10
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %107)
  %109 = add nuw nsw i64 %105, 1
  %110 = icmp eq i64 %109, %62
  br i1 %110, label %160, label %104, !llvm.loop !16

111:                                              ; preds = %160, %130
  %112 = phi i64 [ 4, %160 ], [ %135, %130 ]
  %113 = phi double [ %197, %160 ], [ %134, %130 ]
  %114 = getelementptr inbounds double, ptr %3, i64 %112
  %115 = load double, ptr %114, align 8, !tbaa !10
  %116 = fadd double %115, -2.000000e+00
  %117 = fdiv double 5.000000e-01, %116
  %118 = fadd double %115, -1.000000e+00
  %119 = fdiv double 1.500000e+00, %118
  %120 = getelementptr inbounds double, ptr %4, i64 %112
  %121 = load double, ptr %120, align 8, !tbaa !10
  %122 = fdiv double 2.500000e+00, %115
  %123 = fmul double %121, %122
  %124 = fmul double %119, %123
  %125 = fmul double %117, %124
  %126 = fadd double %115, -3.000000e+00
  %127 = fdiv double -5.000000e-01, %126
  %128 = fmul double %127, %125
  %129 = icmp eq i64 %112, 4
  br i1 %129, label %136, label %130

130:                                              ; preds = %111
  %131 = fadd double %115, -4.000000e+00
  %132 = fdiv double 1.500000e+00, %131
  %133 = fmul double %132, %128
  %134 = fsub double %113, %133
  %135 = add nuw nsw i64 %112, 1
  br label %111, !llvm.loop !17

136:                                              ; preds = %111
  %137 = fadd double %113, %128
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %137, double noundef 0x3FE326AF0DCFCAB1)
  br label %139

139:                                              ; preds = %136, %139
  %140 = phi double [ %149, %139 ], [ 1.000000e+00, %136 ]
  %141 = phi i32 [ %153, %139 ], [ 0, %136 ]
  %142 = tail call double @llvm.fmuladd.f64(double %140, double 0.000000e+00, double 1.000000e+00)
  %143 = tail call double @llvm.fmuladd.f64(double %142, double %140, double -1.000000e+00)
  %144 = tail call double @llvm.fmuladd.f64(double %140, double 0.000000e+00, double 2.000000e+00)
  %145 = tail call double @llvm.fmuladd.f64(double %144, double %140, double -1.000000e+00)
  %146 = tail call double @llvm.fmuladd.f64(double %143, double %140, double -1.000000e+00)
  %147 = fcmp une double %145, 0.000000e+00
  tail call void @llvm.assume(i1 %147)
  %148 = fdiv double %146, %145
  %149 = fsub double %140, %148
  %150 = fsub double %149, %140
  %151 = tail call double @llvm.fabs.f64(double %150)
  %152 = fcmp olt double %151, 1.000000e-13
  %153 = add nuw nsw i32 %141, 1
  %154 = icmp eq i32 %153, 100
  %155 = select i1 %152, i1 true, i1 %154
  br i1 %155, label %156, label %139, !llvm.loop !8

156:                                              ; preds = %139
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %149)
  %158 = fmul double %149, 1.000000e+02
  %159 = fptosi double %158 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #8
  ret i32 %159

160:                                              ; preds = %104, %57
  %161 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #8
  %162 = getelementptr inbounds i8, ptr %3, i64 8
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %162, align 8
  %163 = getelementptr inbounds i8, ptr %3, i64 24
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %163, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #8
  %164 = getelementptr inbounds i8, ptr %4, i64 8
  store <2 x double> <double 0x3FEAED548F090CEE, double 0x3FED18F6EAD1B446>, ptr %164, align 8, !tbaa !10
  %165 = getelementptr inbounds i8, ptr %4, i64 24
  store <2 x double> <double 0x3FC210386DB6D55B, double 0xBFE837B9DDDC1EAE>, ptr %165, align 8, !tbaa !10
  %166 = getelementptr inbounds i8, ptr %3, i64 16
  %167 = load double, ptr %166, align 8, !tbaa !10
  %168 = fadd double %167, -1.000000e+00
  %169 = fdiv double 1.500000e+00, %168
  %170 = getelementptr inbounds i8, ptr %4, i64 16
  %171 = load double, ptr %170, align 8, !tbaa !10
  %172 = fdiv double 2.500000e+00, %167
  %173 = fmul double %171, %172
  %174 = fmul double %169, %173
  %175 = fadd double %167, -3.000000e+00
  %176 = fdiv double -5.000000e-01, %175
  %177 = fmul double %176, %174
  %178 = fadd double %167, -4.000000e+00
  %179 = fdiv double 1.500000e+00, %178
  %180 = fmul double %179, %177
  %181 = fsub double 0xBFC0D454D965A815, %180
  %182 = getelementptr inbounds i8, ptr %3, i64 24
  %183 = load double, ptr %182, align 8, !tbaa !10
  %184 = fadd double %183, -1.000000e+00
  %185 = fdiv double 1.500000e+00, %184
  %186 = getelementptr inbounds i8, ptr %4, i64 24
  %187 = load double, ptr %186, align 8, !tbaa !10
  %188 = fdiv double 2.500000e+00, %183
  %189 = fmul double %187, %188
  %190 = fmul double %185, %189
  %191 = fadd double %183, -2.000000e+00
  %192 = fdiv double 5.000000e-01, %191
  %193 = fmul double %192, %190
  %194 = fadd double %183, -4.000000e+00
  %195 = fdiv double 1.500000e+00, %194
  %196 = fmul double %195, %193
  %197 = fsub double %181, %196
  br label %111
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }

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
!9 = distinct !{!9, !7}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.peeled.count", i32 3}
