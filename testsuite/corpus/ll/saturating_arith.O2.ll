; ModuleID = 'programs/saturating_arith.c'
source_filename = "programs/saturating_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v32 = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 -1, i32 46340, i32 46341, i32 -46341, i32 65536, i32 2147483647, i32 -2147483648, i32 123456], align 16
@.str = private unnamed_addr constant [16 x i8] c"umul %llu %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [59 x i8] c"sadd8(100,100)=%d sadd8(-100,-100)=%d uadd16=%u usub16=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x i64], align 16
  br label %2

2:                                                ; preds = %0, %6
  %3 = phi i64 [ 0, %0 ], [ %22, %6 ]
  %4 = phi i32 [ -128, %0 ], [ %7, %6 ]
  %5 = trunc i32 %4 to i8
  br label %9

6:                                                ; preds = %9
  %7 = add nsw i32 %4, 1
  %8 = icmp eq i32 %7, 128
  br i1 %8, label %25, label %2, !llvm.loop !5

9:                                                ; preds = %9, %2
  %10 = phi i64 [ %3, %2 ], [ %22, %9 ]
  %11 = phi i32 [ -128, %2 ], [ %23, %9 ]
  %12 = trunc i32 %11 to i8
  %13 = tail call noundef i8 @llvm.sadd.sat.i8(i8 %5, i8 %12)
  %14 = mul i64 %10, 3
  %15 = zext i8 %13 to i64
  %16 = add i64 %14, %15
  %17 = trunc i32 %11 to i8
  %18 = or disjoint i8 %17, 1
  %19 = tail call noundef i8 @llvm.sadd.sat.i8(i8 %5, i8 %18)
  %20 = mul i64 %16, 3
  %21 = zext i8 %19 to i64
  %22 = add i64 %20, %21
  %23 = add nsw i32 %11, 2
  %24 = icmp eq i32 %23, 128
  br i1 %24, label %6, label %9, !llvm.loop !7

25:                                               ; preds = %6, %61
  %26 = phi i32 [ %62, %61 ], [ 0, %6 ]
  %27 = phi i64 [ %63, %61 ], [ %22, %6 ]
  %28 = phi i32 [ %64, %61 ], [ 0, %6 ]
  %29 = trunc nuw i32 %28 to i16
  %30 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %26, i64 0
  %31 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %27, i64 0
  %32 = insertelement <2 x i16> poison, i16 %29, i64 0
  %33 = shufflevector <2 x i16> %32, <2 x i16> poison, <2 x i32> zeroinitializer
  %34 = insertelement <2 x i32> poison, i32 %28, i64 0
  %35 = shufflevector <2 x i32> %34, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %36

36:                                               ; preds = %36, %25
  %37 = phi i32 [ 0, %25 ], [ %57, %36 ]
  %38 = phi <2 x i32> [ %30, %25 ], [ %53, %36 ]
  %39 = phi <2 x i64> [ %31, %25 ], [ %56, %36 ]
  %40 = phi <2 x i32> [ <i32 0, i32 241>, %25 ], [ %58, %36 ]
  %41 = phi <2 x i16> [ <i16 0, i16 241>, %25 ], [ %59, %36 ]
  %42 = tail call <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16> %33, <2 x i16> %41)
  %43 = tail call <2 x i16> @llvm.usub.sat.v2i16(<2 x i16> %33, <2 x i16> %41)
  %44 = zext <2 x i16> %42 to <2 x i32>
  %45 = add nuw nsw <2 x i32> %40, %35
  %46 = tail call <2 x i32> @llvm.umin.v2i32(<2 x i32> %45, <2 x i32> <i32 65535, i32 65535>)
  %47 = icmp ne <2 x i32> %46, %44
  %48 = zext <2 x i16> %43 to <2 x i32>
  %49 = tail call <2 x i32> @llvm.usub.sat.v2i32(<2 x i32> %35, <2 x i32> %40)
  %50 = icmp ne <2 x i32> %49, %48
  %51 = select <2 x i1> %47, <2 x i1> <i1 true, i1 true>, <2 x i1> %50
  %52 = zext <2 x i1> %51 to <2 x i32>
  %53 = add <2 x i32> %38, %52
  %54 = xor <2 x i16> %42, %43
  %55 = zext <2 x i16> %54 to <2 x i64>
  %56 = add <2 x i64> %39, %55
  %57 = add nuw i32 %37, 2
  %58 = add <2 x i32> %40, <i32 482, i32 482>
  %59 = add <2 x i16> %41, <i16 482, i16 482>
  %60 = icmp eq i32 %57, 272
  br i1 %60, label %61, label %36, !llvm.loop !8

61:                                               ; preds = %36
  %62 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %53)
  %63 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %56)
  %64 = add nuw nsw i32 %28, 251
  %65 = icmp ult i32 %28, 65285
  br i1 %65, label %25, label %66, !llvm.loop !11

66:                                               ; preds = %61, %80
  %67 = phi i64 [ %81, %80 ], [ 0, %61 ]
  %68 = phi i32 [ %103, %80 ], [ %62, %61 ]
  %69 = phi i64 [ %106, %80 ], [ %63, %61 ]
  %70 = getelementptr inbounds [10 x i32], ptr @__const.main.v32, i64 0, i64 %67
  %71 = load i32, ptr %70, align 4, !tbaa !12
  %72 = sext i32 %71 to i64
  br label %83

73:                                               ; preds = %80
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, i8 0, i64 16, i1 false)
  %74 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 1, ptr %74, align 8
  %75 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 -1, ptr %75, align 16
  %76 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 9223372036854775807, ptr %76, align 8
  %77 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 -9223372036854775808, ptr %77, align 16
  %78 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 4611686018427387903, ptr %78, align 8
  %79 = getelementptr inbounds i8, ptr %1, i64 48
  store i64 -4611686018427387905, ptr %79, align 16
  br label %109

80:                                               ; preds = %83
  %81 = add nuw nsw i64 %67, 1
  %82 = icmp eq i64 %81, 10
  br i1 %82, label %73, label %66, !llvm.loop !16

83:                                               ; preds = %66, %83
  %84 = phi i64 [ 0, %66 ], [ %107, %83 ]
  %85 = phi i32 [ %68, %66 ], [ %103, %83 ]
  %86 = phi i64 [ %69, %66 ], [ %106, %83 ]
  %87 = getelementptr inbounds [10 x i32], ptr @__const.main.v32, i64 0, i64 %84
  %88 = load i32, ptr %87, align 4, !tbaa !12
  %89 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %71, i32 %88)
  %90 = extractvalue { i32, i1 } %89, 1
  %91 = xor i32 %88, %71
  %92 = icmp sgt i32 %91, -1
  %93 = select i1 %92, i32 2147483647, i32 -2147483648
  %94 = extractvalue { i32, i1 } %89, 0
  %95 = select i1 %90, i32 %93, i32 %94
  %96 = sext i32 %88 to i64
  %97 = mul nsw i64 %96, %72
  %98 = tail call i64 @llvm.smax.i64(i64 %97, i64 -2147483648)
  %99 = tail call i64 @llvm.smin.i64(i64 %98, i64 2147483647)
  %100 = trunc nsw i64 %99 to i32
  %101 = icmp ne i32 %95, %100
  %102 = zext i1 %101 to i32
  %103 = add nsw i32 %85, %102
  %104 = mul i64 %86, 5
  %105 = zext i32 %95 to i64
  %106 = add i64 %104, %105
  %107 = add nuw nsw i64 %84, 1
  %108 = icmp eq i64 %107, 10
  br i1 %108, label %80, label %83, !llvm.loop !17

109:                                              ; preds = %73, %109
  %110 = phi i64 [ 0, %73 ], [ %127, %109 ]
  %111 = phi i64 [ %106, %73 ], [ %126, %109 ]
  %112 = getelementptr inbounds [7 x i64], ptr %1, i64 0, i64 %110
  %113 = load i64, ptr %112, align 8, !tbaa !18
  %114 = tail call i64 @llvm.sadd.sat.i64(i64 %113, i64 -1)
  %115 = xor i64 %111, %114
  %116 = tail call i64 @llvm.sadd.sat.i64(i64 %113, i64 1)
  %117 = xor i64 %115, %116
  %118 = tail call i64 @llvm.sadd.sat.i64(i64 %113, i64 -9223372036854775807)
  %119 = xor i64 %117, %118
  %120 = tail call noundef i64 @llvm.ssub.sat.i64(i64 %113, i64 -9223372036854775808)
  %121 = xor i64 %119, %120
  %122 = tail call i64 @llvm.sadd.sat.i64(i64 %113, i64 -4611686018427387903)
  %123 = xor i64 %121, %122
  %124 = tail call i64 @llvm.sadd.sat.i64(i64 %113, i64 4611686018427387905)
  %125 = xor i64 %123, %124
  %126 = xor i64 %125, %113
  %127 = add nuw nsw i64 %110, 1
  %128 = icmp eq i64 %127, 7
  br i1 %128, label %129, label %109, !llvm.loop !20

129:                                              ; preds = %109
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -9223372036854775808, i64 noundef -1)
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 127, i32 noundef -128, i32 noundef 65535, i32 noundef 0)
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %103, i64 noundef %126)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #6
  ret i32 %103
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.sadd.sat.i8(i8, i8) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ssub.sat.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.sadd.sat.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16>, <2 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.usub.sat.v2i16(<2 x i16>, <2 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.umin.v2i32(<2 x i32>, <2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.usub.sat.v2i32(<2 x i32>, <2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6, !9, !10}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !6}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !14, i64 0}
!20 = distinct !{!20, !6}
