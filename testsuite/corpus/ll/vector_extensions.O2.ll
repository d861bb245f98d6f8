; ModuleID = 'programs/vector_extensions.c'
source_filename = "programs/vector_extensions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"addmul %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"float %g %g %g %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"wide %lld %lld %lld %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"bytes\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"double %g %g\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"shorts\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.10 = private unnamed_addr constant [24 x i8] c"acc %d %d %d %d sum=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca <4 x i64>, align 32
  %2 = alloca <4 x i64>, align 32
  %3 = alloca <4 x i64>, align 32
  %4 = alloca [64 x i32], align 16
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 21, i32 noundef 58, i32 noundef -117, i32 noundef -2147483648)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef -1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 4.000000e+00, double noundef 7.000000e+00, double noundef 1.000000e+00, double noundef 4.000000e+00)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #6
  store <4 x i64> <i64 1, i64 -1, i64 1099511627776, i64 7>, ptr %2, align 32, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6
  store <4 x i64> <i64 -8, i64 8, i64 3, i64 4611686018427387904>, ptr %3, align 32, !tbaa !5
  call fastcc void @wide(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %8 = load i64, ptr %1, align 32
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  %12 = load i64, ptr %11, align 16
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %8, i64 noundef %10, i64 noundef %12, i64 noundef %14)
  %16 = tail call fastcc <16 x i8> @bytes_op(<16 x i8> noundef <i8 0, i8 17, i8 34, i8 51, i8 68, i8 85, i8 102, i8 119, i8 -120, i8 -103, i8 -86, i8 -69, i8 -52, i8 -35, i8 -18, i8 -1>, <16 x i8> noundef <i8 -6, i8 -7, i8 -8, i8 -9, i8 -10, i8 -11, i8 -12, i8 -13, i8 -14, i8 -15, i8 -16, i8 -17, i8 -18, i8 -19, i8 -20, i8 -21>)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %18 = extractelement <16 x i8> %16, i64 0
  %19 = zext i8 %18 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %19)
  %21 = extractelement <16 x i8> %16, i64 1
  %22 = zext i8 %21 to i32
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %22)
  %24 = extractelement <16 x i8> %16, i64 2
  %25 = zext i8 %24 to i32
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %25)
  %27 = extractelement <16 x i8> %16, i64 3
  %28 = zext i8 %27 to i32
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %28)
  %30 = extractelement <16 x i8> %16, i64 4
  %31 = zext i8 %30 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %31)
  %33 = extractelement <16 x i8> %16, i64 5
  %34 = zext i8 %33 to i32
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %34)
  %36 = extractelement <16 x i8> %16, i64 6
  %37 = zext i8 %36 to i32
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %37)
  %39 = extractelement <16 x i8> %16, i64 7
  %40 = zext i8 %39 to i32
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %40)
  %42 = extractelement <16 x i8> %16, i64 8
  %43 = zext i8 %42 to i32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %43)
  %45 = extractelement <16 x i8> %16, i64 9
  %46 = zext i8 %45 to i32
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %46)
  %48 = extractelement <16 x i8> %16, i64 10
  %49 = zext i8 %48 to i32
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %49)
  %51 = extractelement <16 x i8> %16, i64 11
  %52 = zext i8 %51 to i32
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %52)
  %54 = extractelement <16 x i8> %16, i64 12
  %55 = zext i8 %54 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %55)
  %57 = extractelement <16 x i8> %16, i64 13
  %58 = zext i8 %57 to i32
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %58)
  %60 = extractelement <16 x i8> %16, i64 14
  %61 = zext i8 %60 to i32
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %61)
  %63 = extractelement <16 x i8> %16, i64 15
  %64 = zext i8 %63 to i32
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %64)
  %66 = tail call i32 @putchar(i32 10)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef -7.500000e-01, double noundef -6.000000e+00)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 7)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 14)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 21)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 27)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -33)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -40)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -5611)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -8193)
  %77 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #6
  br label %78

78:                                               ; preds = %78, %0
  %79 = phi i64 [ 0, %0 ], [ %85, %78 ]
  %80 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %86, %78 ]
  %81 = mul nuw nsw <4 x i64> %80, %80
  %82 = trunc <4 x i64> %81 to <4 x i32>
  %83 = add nsw <4 x i32> %82, <i32 -100, i32 -100, i32 -100, i32 -100>
  %84 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %79
  store <4 x i32> %83, ptr %84, align 16, !tbaa !8
  %85 = add nuw i64 %79, 4
  %86 = add <4 x i64> %80, <i64 4, i64 4, i64 4, i64 4>
  %87 = icmp eq i64 %85, 64
  br i1 %87, label %88, label %78, !llvm.loop !10

88:                                               ; preds = %78
  %89 = load <4 x i32>, ptr %4, align 16
  %90 = getelementptr inbounds i8, ptr %4, i64 16
  %91 = load <4 x i32>, ptr %90, align 16
  %92 = add <4 x i32> %91, %89
  %93 = getelementptr inbounds i8, ptr %4, i64 32
  %94 = load <4 x i32>, ptr %93, align 16
  %95 = add <4 x i32> %94, %92
  %96 = getelementptr inbounds i8, ptr %4, i64 48
  %97 = load <4 x i32>, ptr %96, align 16
  %98 = add <4 x i32> %97, %95
  %99 = getelementptr inbounds i8, ptr %4, i64 64
  %100 = load <4 x i32>, ptr %99, align 16
  %101 = add <4 x i32> %100, %98
  %102 = getelementptr inbounds i8, ptr %4, i64 80
  %103 = load <4 x i32>, ptr %102, align 16
  %104 = add <4 x i32> %103, %101
  %105 = getelementptr inbounds i8, ptr %4, i64 96
  %106 = load <4 x i32>, ptr %105, align 16
  %107 = add <4 x i32> %106, %104
  %108 = getelementptr inbounds i8, ptr %4, i64 112
  %109 = load <4 x i32>, ptr %108, align 16
  %110 = add <4 x i32> %109, %107
  %111 = getelementptr inbounds i8, ptr %4, i64 128
  %112 = load <4 x i32>, ptr %111, align 16
  %113 = add <4 x i32> %112, %110
  %114 = getelementptr inbounds i8, ptr %4, i64 144
  %115 = load <4 x i32>, ptr %114, align 16
  %116 = add <4 x i32> %115, %113
  %117 = getelementptr inbounds i8, ptr %4, i64 160
  %118 = load <4 x i32>, ptr %117, align 16
  %119 = add <4 x i32> %118, %116
  %120 = getelementptr inbounds i8, ptr %4, i64 176
  %121 = load <4 x i32>, ptr %120, align 16
  %122 = add <4 x i32> %121, %119
  %123 = getelementptr inbounds i8, ptr %4, i64 192
  %124 = load <4 x i32>, ptr %123, align 16
  %125 = add <4 x i32> %124, %122
  %126 = getelementptr inbounds i8, ptr %4, i64 208
  %127 = load <4 x i32>, ptr %126, align 16
  %128 = add <4 x i32> %127, %125
  %129 = getelementptr inbounds i8, ptr %4, i64 224
  %130 = load <4 x i32>, ptr %129, align 16
  %131 = add <4 x i32> %130, %128
  %132 = getelementptr inbounds i8, ptr %4, i64 240
  %133 = load <4 x i32>, ptr %132, align 16
  %134 = add <4 x i32> %133, %131
  %135 = extractelement <4 x i32> %134, i64 0
  %136 = extractelement <4 x i32> %134, i64 1
  %137 = extractelement <4 x i32> %134, i64 2
  %138 = extractelement <4 x i32> %134, i64 3
  %139 = add nsw i32 %135, %136
  %140 = add nsw i32 %139, %137
  %141 = add nsw i32 %140, %138
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %135, i32 noundef %136, i32 noundef %137, i32 noundef %138, i32 noundef %141)
  %143 = and i32 %141, 255
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6
  ret i32 %143
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @wide(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #3 {
  %4 = load <4 x i64>, ptr %1, align 32, !tbaa !5
  %5 = shl <4 x i64> %4, <i64 3, i64 3, i64 3, i64 3>
  %6 = load <4 x i64>, ptr %2, align 32, !tbaa !5
  %7 = ashr <4 x i64> %6, <i64 1, i64 1, i64 1, i64 1>
  %8 = xor <4 x i64> %7, %5
  store <4 x i64> %8, ptr %0, align 32, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <16 x i8> @bytes_op(<16 x i8> noundef %0, <16 x i8> noundef %1) unnamed_addr #4 {
  %3 = add <16 x i8> %1, %0
  %4 = and <16 x i8> %0, <i8 -16, i8 15, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>
  %5 = xor <16 x i8> %3, %4
  ret <16 x i8> %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
