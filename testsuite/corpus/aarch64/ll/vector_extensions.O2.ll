; ModuleID = 'programs/vector_extensions.c'
source_filename = "programs/vector_extensions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = alloca <4 x i64>, align 16
  %2 = alloca <4 x i64>, align 16
  %3 = alloca <4 x i64>, align 16
  %4 = alloca [64 x i32], align 16
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 21, i32 noundef 58, i32 noundef -117, i32 noundef -2147483648)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef -1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 4.000000e+00, double noundef 7.000000e+00, double noundef 1.000000e+00, double noundef 4.000000e+00)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  store <4 x i64> <i64 1, i64 -1, i64 1099511627776, i64 7>, ptr %2, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #7
  store <4 x i64> <i64 -8, i64 8, i64 3, i64 4611686018427387904>, ptr %3, align 16, !tbaa !6
  call fastcc void @wide(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %8 = load <4 x i64>, ptr %1, align 16, !tbaa !6
  %9 = extractelement <4 x i64> %8, i64 0
  %10 = extractelement <4 x i64> %8, i64 1
  %11 = extractelement <4 x i64> %8, i64 2
  %12 = extractelement <4 x i64> %8, i64 3
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12)
  %14 = tail call fastcc <16 x i8> @bytes_op(<16 x i8> noundef <i8 0, i8 17, i8 34, i8 51, i8 68, i8 85, i8 102, i8 119, i8 -120, i8 -103, i8 -86, i8 -69, i8 -52, i8 -35, i8 -18, i8 -1>, <16 x i8> noundef <i8 -6, i8 -7, i8 -8, i8 -9, i8 -10, i8 -11, i8 -12, i8 -13, i8 -14, i8 -15, i8 -16, i8 -17, i8 -18, i8 -19, i8 -20, i8 -21>)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %16 = extractelement <16 x i8> %14, i64 0
  %17 = zext i8 %16 to i32
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %17)
  %19 = extractelement <16 x i8> %14, i64 1
  %20 = zext i8 %19 to i32
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %20)
  %22 = extractelement <16 x i8> %14, i64 2
  %23 = zext i8 %22 to i32
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %23)
  %25 = extractelement <16 x i8> %14, i64 3
  %26 = zext i8 %25 to i32
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %26)
  %28 = extractelement <16 x i8> %14, i64 4
  %29 = zext i8 %28 to i32
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %29)
  %31 = extractelement <16 x i8> %14, i64 5
  %32 = zext i8 %31 to i32
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %32)
  %34 = extractelement <16 x i8> %14, i64 6
  %35 = zext i8 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %35)
  %37 = extractelement <16 x i8> %14, i64 7
  %38 = zext i8 %37 to i32
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %38)
  %40 = extractelement <16 x i8> %14, i64 8
  %41 = zext i8 %40 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %41)
  %43 = extractelement <16 x i8> %14, i64 9
  %44 = zext i8 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %44)
  %46 = extractelement <16 x i8> %14, i64 10
  %47 = zext i8 %46 to i32
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %47)
  %49 = extractelement <16 x i8> %14, i64 11
  %50 = zext i8 %49 to i32
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %50)
  %52 = extractelement <16 x i8> %14, i64 12
  %53 = zext i8 %52 to i32
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %53)
  %55 = extractelement <16 x i8> %14, i64 13
  %56 = zext i8 %55 to i32
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %56)
  %58 = extractelement <16 x i8> %14, i64 14
  %59 = zext i8 %58 to i32
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %59)
  %61 = extractelement <16 x i8> %14, i64 15
  %62 = zext i8 %61 to i32
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %62)
  %64 = tail call i32 @putchar(i32 10)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef -7.500000e-01, double noundef -6.000000e+00)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 7)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 14)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 21)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 27)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -33)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -40)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -5611)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -8193)
  %75 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #7
  br label %76

76:                                               ; preds = %76, %0
  %77 = phi i64 [ 0, %0 ], [ %87, %76 ]
  %78 = or disjoint i64 %77, 1
  %79 = mul nuw nsw i64 %77, %77
  %80 = mul nuw nsw i64 %78, %78
  %81 = trunc nuw i64 %79 to i32
  %82 = trunc nuw i64 %80 to i32
  %83 = add nsw i32 %81, -100
  %84 = add nsw i32 %82, -100
  %85 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %77
  %86 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %78
  store i32 %83, ptr %85, align 8, !tbaa !9
  store i32 %84, ptr %86, align 4, !tbaa !9
  %87 = add nuw i64 %77, 2
  %88 = icmp eq i64 %87, 64
  br i1 %88, label %89, label %76, !llvm.loop !11

89:                                               ; preds = %76
  %90 = load <4 x i32>, ptr %4, align 16
  %91 = getelementptr inbounds i8, ptr %4, i64 16
  %92 = load <4 x i32>, ptr %91, align 16
  %93 = add <4 x i32> %92, %90
  %94 = getelementptr inbounds i8, ptr %4, i64 32
  %95 = load <4 x i32>, ptr %94, align 16
  %96 = add <4 x i32> %95, %93
  %97 = getelementptr inbounds i8, ptr %4, i64 48
  %98 = load <4 x i32>, ptr %97, align 16
  %99 = add <4 x i32> %98, %96
  %100 = getelementptr inbounds i8, ptr %4, i64 64
  %101 = load <4 x i32>, ptr %100, align 16
  %102 = add <4 x i32> %101, %99
  %103 = getelementptr inbounds i8, ptr %4, i64 80
  %104 = load <4 x i32>, ptr %103, align 16
  %105 = add <4 x i32> %104, %102
  %106 = getelementptr inbounds i8, ptr %4, i64 96
  %107 = load <4 x i32>, ptr %106, align 16
  %108 = add <4 x i32> %107, %105
  %109 = getelementptr inbounds i8, ptr %4, i64 112
  %110 = load <4 x i32>, ptr %109, align 16
  %111 = add <4 x i32> %110, %108
  %112 = getelementptr inbounds i8, ptr %4, i64 128
  %113 = load <4 x i32>, ptr %112, align 16
  %114 = add <4 x i32> %113, %111
  %115 = getelementptr inbounds i8, ptr %4, i64 144
  %116 = load <4 x i32>, ptr %115, align 16
  %117 = add <4 x i32> %116, %114
  %118 = getelementptr inbounds i8, ptr %4, i64 160
  %119 = load <4 x i32>, ptr %118, align 16
  %120 = add <4 x i32> %119, %117
  %121 = getelementptr inbounds i8, ptr %4, i64 176
  %122 = load <4 x i32>, ptr %121, align 16
  %123 = add <4 x i32> %122, %120
  %124 = getelementptr inbounds i8, ptr %4, i64 192
  %125 = load <4 x i32>, ptr %124, align 16
  %126 = add <4 x i32> %125, %123
  %127 = getelementptr inbounds i8, ptr %4, i64 208
  %128 = load <4 x i32>, ptr %127, align 16
  %129 = add <4 x i32> %128, %126
  %130 = getelementptr inbounds i8, ptr %4, i64 224
  %131 = load <4 x i32>, ptr %130, align 16
  %132 = add <4 x i32> %131, %129
  %133 = getelementptr inbounds i8, ptr %4, i64 240
  %134 = load <4 x i32>, ptr %133, align 16
  %135 = add <4 x i32> %134, %132
  %136 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %135)
  %137 = extractelement <4 x i32> %135, i64 0
  %138 = extractelement <4 x i32> %135, i64 1
  %139 = extractelement <4 x i32> %135, i64 2
  %140 = extractelement <4 x i32> %135, i64 3
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %137, i32 noundef %138, i32 noundef %139, i32 noundef %140, i32 noundef %136)
  %142 = and i32 %136, 255
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7
  ret i32 %142
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @wide(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #3 {
  %4 = load <4 x i64>, ptr %1, align 16, !tbaa !6
  %5 = shl <4 x i64> %4, <i64 3, i64 3, i64 3, i64 3>
  %6 = load <4 x i64>, ptr %2, align 16, !tbaa !6
  %7 = ashr <4 x i64> %6, <i64 1, i64 1, i64 1, i64 1>
  %8 = xor <4 x i64> %7, %5
  store <4 x i64> %8, ptr %0, align 16, !tbaa !6
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
