; ModuleID = 'programs/vector_float_ops.c'
source_filename = "programs/vector_float_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"arith4 %s %s %s %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"arith2 %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"lt %d %d %d %d ne %d %d %d %d ge %lld %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"min %s %s %s %s neg %s %s %s %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"arith8\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"\0Ahsum %s\0A\00", align 1
@show.buf = internal global [16 x [32 x i8]] zeroinitializer, align 16
@show.k = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"%a\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca <8 x float>, align 32
  %2 = alloca <8 x float>, align 32
  %3 = load i32, ptr @show.k, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  %5 = and i32 %4, 15
  store i32 %5, ptr @show.k, align 4, !tbaa !5
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %6
  %8 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0x3FF5555560000000) #4
  %9 = load i32, ptr @show.k, align 4, !tbaa !5
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %10
  %12 = add nsw i32 %9, 1
  %13 = and i32 %12, 15
  store i32 %13, ptr @show.k, align 4, !tbaa !5
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %14
  %16 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %15, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0xC003333340000000) #4
  %17 = load i32, ptr @show.k, align 4, !tbaa !5
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %18
  %20 = add nsw i32 %17, 1
  %21 = and i32 %20, 15
  store i32 %21, ptr @show.k, align 4, !tbaa !5
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %22
  %24 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %23, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0xBF999999A0000000) #4
  %25 = load i32, ptr @show.k, align 4, !tbaa !5
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %26
  %28 = add nsw i32 %25, 1
  %29 = and i32 %28, 15
  store i32 %29, ptr @show.k, align 4, !tbaa !5
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %30
  %32 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %31, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0.000000e+00) #4
  %33 = load i32, ptr @show.k, align 4, !tbaa !5
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %34
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %11, ptr noundef nonnull %19, ptr noundef nonnull %27, ptr noundef nonnull %35)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -2.970000e+01, double noundef 1.000000e+00)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef -1, i32 noundef -1, i32 noundef 0, i32 noundef 0, i64 noundef 0, i64 noundef -1)
  %39 = load i32, ptr @show.k, align 4, !tbaa !5
  %40 = add nsw i32 %39, 1
  %41 = and i32 %40, 15
  store i32 %41, ptr @show.k, align 4, !tbaa !5
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %42
  %44 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %43, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 5.000000e-01) #4
  %45 = load i32, ptr @show.k, align 4, !tbaa !5
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %46
  %48 = add nsw i32 %45, 1
  %49 = and i32 %48, 15
  store i32 %49, ptr @show.k, align 4, !tbaa !5
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %50
  %52 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %51, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef -2.000000e+00) #4
  %53 = load i32, ptr @show.k, align 4, !tbaa !5
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %54
  %56 = add nsw i32 %53, 1
  %57 = and i32 %56, 15
  store i32 %57, ptr @show.k, align 4, !tbaa !5
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %58
  %60 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %59, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0x3FB99999A0000000) #4
  %61 = load i32, ptr @show.k, align 4, !tbaa !5
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %62
  %64 = add nsw i32 %61, 1
  %65 = and i32 %64, 15
  store i32 %65, ptr @show.k, align 4, !tbaa !5
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %66
  %68 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %67, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0x46293E5940000000) #4
  %69 = load i32, ptr @show.k, align 4, !tbaa !5
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %70
  %72 = add nsw i32 %69, 1
  %73 = and i32 %72, 15
  store i32 %73, ptr @show.k, align 4, !tbaa !5
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %74
  %76 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %75, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef -0.000000e+00) #4
  %77 = load i32, ptr @show.k, align 4, !tbaa !5
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %78
  %80 = add nsw i32 %77, 1
  %81 = and i32 %80, 15
  store i32 %81, ptr @show.k, align 4, !tbaa !5
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %82
  %84 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %83, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 1.500000e+00) #4
  %85 = load i32, ptr @show.k, align 4, !tbaa !5
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %86
  %88 = add nsw i32 %85, 1
  %89 = and i32 %88, 15
  store i32 %89, ptr @show.k, align 4, !tbaa !5
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %90
  %92 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %91, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0xFFF0000000000000) #4
  %93 = load i32, ptr @show.k, align 4, !tbaa !5
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %94
  %96 = add nsw i32 %93, 1
  %97 = and i32 %96, 15
  store i32 %97, ptr @show.k, align 4, !tbaa !5
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %98
  %100 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %99, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef -2.000000e+00) #4
  %101 = load i32, ptr @show.k, align 4, !tbaa !5
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %102
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %47, ptr noundef nonnull %55, ptr noundef nonnull %63, ptr noundef nonnull %71, ptr noundef nonnull %79, ptr noundef nonnull %87, ptr noundef nonnull %95, ptr noundef nonnull %103)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #4
  store <8 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, ptr %1, align 32, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #4
  store <8 x float> <float 5.000000e-01, float 2.500000e-01, float 1.250000e-01, float -1.000000e+00, float -2.000000e+00, float -4.000000e+00, float 0x3F50624DE0000000, float 1.000000e+03>, ptr %2, align 32, !tbaa !9
  %105 = tail call fastcc <8 x float> @arith8(ptr noundef nonnull byval(<8 x float>) align 32 %1, ptr noundef nonnull byval(<8 x float>) align 32 %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #4
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #4
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  br label %118

107:                                              ; preds = %133
  %108 = load i32, ptr @show.k, align 4, !tbaa !5
  %109 = add nsw i32 %108, 1
  %110 = and i32 %109, 15
  store i32 %110, ptr @show.k, align 4, !tbaa !5
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %111
  %113 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %112, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0xBFF1777780000000) #4
  %114 = load i32, ptr @show.k, align 4, !tbaa !5
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %115
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %116)
  ret i32 10

118:                                              ; preds = %0, %133
  %119 = phi i32 [ 0, %0 ], [ %136, %133 ]
  %120 = extractelement <8 x float> %105, i32 %119
  %121 = load i32, ptr @show.k, align 4, !tbaa !5
  %122 = add nsw i32 %121, 1
  %123 = and i32 %122, 15
  store i32 %123, ptr @show.k, align 4, !tbaa !5
  %124 = fcmp uno float %120, 0.000000e+00
  br i1 %124, label %133, label %125

125:                                              ; preds = %118
  %126 = zext nneg i32 %123 to i64
  %127 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %126
  %128 = fpext float %120 to double
  %129 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %127, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef %128) #4
  %130 = load i32, ptr @show.k, align 4, !tbaa !5
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %131
  br label %133

133:                                              ; preds = %118, %125
  %134 = phi ptr [ %132, %125 ], [ @.str.7, %118 ]
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %134)
  %136 = add nuw nsw i32 %119, 1
  %137 = icmp eq i32 %136, 8
  br i1 %137, label %107, label %118, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x float> @arith8(ptr nocapture noundef readonly byval(<8 x float>) align 32 %0, ptr nocapture noundef readonly byval(<8 x float>) align 32 %1) unnamed_addr #3 {
  %3 = load <8 x float>, ptr %0, align 32, !tbaa !9
  %4 = load <8 x float>, ptr %1, align 32, !tbaa !9
  %5 = fmul <8 x float> %3, %4
  %6 = fadd <8 x float> %3, %5
  ret <8 x float> %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
