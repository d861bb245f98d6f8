; ModuleID = 'programs/vector_float_ops.c'
source_filename = "programs/vector_float_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"arith4 %s %s %s %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"arith2 %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"lt %d %d %d %d ne %d %d %d %d ge %lld %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"min %s %s %s %s neg %s %s %s %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"arith8\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"\0Ahsum %s\0A\00", align 1
@show.buf = internal global [16 x [32 x i8]] zeroinitializer, align 1
@show.k = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"%a\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca <8 x float>, align 16
  %2 = alloca <8 x float>, align 16
  %3 = alloca <8 x float>, align 16
  %4 = load i32, ptr @show.k, align 4, !tbaa !6
  %5 = add nsw i32 %4, 1
  %6 = and i32 %5, 15
  store i32 %6, ptr @show.k, align 4, !tbaa !6
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %7
  %9 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0x3FF5555560000000) #4
  %10 = load i32, ptr @show.k, align 4, !tbaa !6
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %11
  %13 = add nsw i32 %10, 1
  %14 = and i32 %13, 15
  store i32 %14, ptr @show.k, align 4, !tbaa !6
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %15
  %17 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %16, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0xC003333340000000) #4
  %18 = load i32, ptr @show.k, align 4, !tbaa !6
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %19
  %21 = add nsw i32 %18, 1
  %22 = and i32 %21, 15
  store i32 %22, ptr @show.k, align 4, !tbaa !6
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %23
  %25 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %24, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0xBF999999A0000000) #4
  %26 = load i32, ptr @show.k, align 4, !tbaa !6
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %27
  %29 = add nsw i32 %26, 1
  %30 = and i32 %29, 15
  store i32 %30, ptr @show.k, align 4, !tbaa !6
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %31
  %33 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %32, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0.000000e+00) #4
  %34 = load i32, ptr @show.k, align 4, !tbaa !6
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %35
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %12, ptr noundef nonnull %20, ptr noundef nonnull %28, ptr noundef nonnull %36)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -2.970000e+01, double noundef 1.000000e+00)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef -1, i32 noundef -1, i32 noundef 0, i32 noundef 0, i64 noundef 0, i64 noundef -1)
  %40 = load i32, ptr @show.k, align 4, !tbaa !6
  %41 = add nsw i32 %40, 1
  %42 = and i32 %41, 15
  store i32 %42, ptr @show.k, align 4, !tbaa !6
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %43
  %45 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %44, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 5.000000e-01) #4
  %46 = load i32, ptr @show.k, align 4, !tbaa !6
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %47
  %49 = add nsw i32 %46, 1
  %50 = and i32 %49, 15
  store i32 %50, ptr @show.k, align 4, !tbaa !6
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %51
  %53 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %52, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef -2.000000e+00) #4
  %54 = load i32, ptr @show.k, align 4, !tbaa !6
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %55
  %57 = add nsw i32 %54, 1
  %58 = and i32 %57, 15
  store i32 %58, ptr @show.k, align 4, !tbaa !6
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %59
  %61 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %60, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0x3FB99999A0000000) #4
  %62 = load i32, ptr @show.k, align 4, !tbaa !6
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %63
  %65 = add nsw i32 %62, 1
  %66 = and i32 %65, 15
  store i32 %66, ptr @show.k, align 4, !tbaa !6
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %67
  %69 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %68, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0x46293E5940000000) #4
  %70 = load i32, ptr @show.k, align 4, !tbaa !6
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %71
  %73 = add nsw i32 %70, 1
  %74 = and i32 %73, 15
  store i32 %74, ptr @show.k, align 4, !tbaa !6
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %75
  %77 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %76, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef -0.000000e+00) #4
  %78 = load i32, ptr @show.k, align 4, !tbaa !6
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %79
  %81 = add nsw i32 %78, 1
  %82 = and i32 %81, 15
  store i32 %82, ptr @show.k, align 4, !tbaa !6
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %83
  %85 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %84, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 1.500000e+00) #4
  %86 = load i32, ptr @show.k, align 4, !tbaa !6
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %87
  %89 = add nsw i32 %86, 1
  %90 = and i32 %89, 15
  store i32 %90, ptr @show.k, align 4, !tbaa !6
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %91
  %93 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %92, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0xFFF0000000000000) #4
  %94 = load i32, ptr @show.k, align 4, !tbaa !6
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %95
  %97 = add nsw i32 %94, 1
  %98 = and i32 %97, 15
  store i32 %98, ptr @show.k, align 4, !tbaa !6
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %99
  %101 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %100, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef -2.000000e+00) #4
  %102 = load i32, ptr @show.k, align 4, !tbaa !6
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %103
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %48, ptr noundef nonnull %56, ptr noundef nonnull %64, ptr noundef nonnull %72, ptr noundef nonnull %80, ptr noundef nonnull %88, ptr noundef nonnull %96, ptr noundef nonnull %104)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #4
  store <8 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, ptr %2, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #4
  store <8 x float> <float 5.000000e-01, float 2.500000e-01, float 1.250000e-01, float -1.000000e+00, float -2.000000e+00, float -4.000000e+00, float 0x3F50624DE0000000, float 1.000000e+03>, ptr %3, align 16, !tbaa !10
  call fastcc void @arith8(ptr dead_on_unwind nonnull writable sret(<8 x float>) align 16 %1, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %106 = load <8 x float>, ptr %1, align 16, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #4
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  br label %119

108:                                              ; preds = %134
  %109 = load i32, ptr @show.k, align 4, !tbaa !6
  %110 = add nsw i32 %109, 1
  %111 = and i32 %110, 15
  store i32 %111, ptr @show.k, align 4, !tbaa !6
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %112
  %114 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %113, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0xBFF1777780000000) #4
  %115 = load i32, ptr @show.k, align 4, !tbaa !6
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %116
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %117)
  ret i32 10

119:                                              ; preds = %0, %134
  %120 = phi i32 [ 0, %0 ], [ %137, %134 ]
  %121 = extractelement <8 x float> %106, i32 %120
  %122 = load i32, ptr @show.k, align 4, !tbaa !6
  %123 = add nsw i32 %122, 1
  %124 = and i32 %123, 15
  store i32 %124, ptr @show.k, align 4, !tbaa !6
  %125 = fcmp uno float %121, 0.000000e+00
  br i1 %125, label %134, label %126

126:                                              ; preds = %119
  %127 = zext nneg i32 %124 to i64
  %128 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %127
  %129 = fpext float %121 to double
  %130 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %128, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef %129) #4
  %131 = load i32, ptr @show.k, align 4, !tbaa !6
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %132
  br label %134

134:                                              ; preds = %119, %126
  %135 = phi ptr [ %133, %126 ], [ @.str.7, %119 ]
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %135)
  %137 = add nuw nsw i32 %120, 1
  %138 = icmp eq i32 %137, 8
  br i1 %138, label %108, label %119, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @arith8(ptr dead_on_unwind noalias nocapture writable writeonly sret(<8 x float>) align 16 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #3 {
  %4 = load <8 x float>, ptr %1, align 16, !tbaa !10
  %5 = load <8 x float>, ptr %2, align 16, !tbaa !10
  %6 = fmul <8 x float> %4, %5
  %7 = fadd <8 x float> %4, %6
  store <8 x float> %7, ptr %0, align 16, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
