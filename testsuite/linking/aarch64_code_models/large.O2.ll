; ModuleID = 'models.c'
source_filename = "models.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@exported = dso_local local_unnamed_addr global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@weights = internal unnamed_addr constant [4 x double] [double 2.500000e-01, double 1.500000e+00, double -3.750000e+00, double 1.000000e+100], align 8
@table = internal unnamed_addr global [64 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [23 x i8] c"table %ld exported %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"op%d(7) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"classify(%d) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"weigh(%d) = %.6f\0A\00", align 1
@per_thread = internal thread_local unnamed_addr global i32 7, align 4
@shared_counter = external dso_local local_unnamed_addr global i32, align 4
@.str.4 = private unnamed_addr constant [33 x i8] c"per_thread %d shared %d name %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"points %ld %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"copied %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"a string of some length\00", align 1
@switch.table.classify = private unnamed_addr constant [6 x i32] [i32 11, i32 23, i32 37, i32 41, i32 59, i32 61], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @negate(i32 noundef %0) local_unnamed_addr #0 {
  %2 = sub nsw i32 0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define dso_local range(i32 -1, 62) i32 @classify(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp ult i32 %0, 6
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = getelementptr inbounds [6 x i32], ptr @switch.table.classify, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define dso_local double @weigh(i32 noundef %0, double noundef %1) local_unnamed_addr #1 {
  %3 = and i32 %0, 3
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds [4 x double], ptr @weights, i64 0, i64 %4
  %6 = load double, ptr %5, align 8, !tbaa !5
  %7 = tail call double @llvm.fmuladd.f64(double %1, double %6, double 0x4005BF0A8B04919B)
  ret double %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree noinline nounwind sspstrong willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @copy_name(ptr nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  %3 = call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %0, i64 noundef 31) #11
  %4 = getelementptr inbounds i8, ptr %2, i64 31
  store i8 0, ptr %4, align 1, !tbaa !9
  %5 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #12
  %6 = trunc i64 %5 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  ret i32 %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare dso_local ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind sspstrong uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %10, %1 ]
  %3 = or disjoint i64 %2, 1
  %4 = mul nuw nsw i64 %2, %2
  %5 = mul nuw nsw i64 %3, %3
  %6 = getelementptr inbounds [64 x i32], ptr @table, i64 0, i64 %2
  %7 = getelementptr inbounds [64 x i32], ptr @table, i64 0, i64 %3
  %8 = trunc nuw i64 %4 to i32
  %9 = trunc nuw i64 %5 to i32
  store i32 %8, ptr %6, align 8, !tbaa !10
  store i32 %9, ptr %7, align 4, !tbaa !10
  %10 = add nuw i64 %2, 2
  %11 = icmp eq i64 %10, 64
  br i1 %11, label %12, label %1, !llvm.loop !12

12:                                               ; preds = %1
  %13 = load <4 x i32>, ptr @table, align 16, !tbaa !10
  %14 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 16), align 16, !tbaa !10
  %15 = sext <4 x i32> %13 to <4 x i64>
  %16 = sext <4 x i32> %14 to <4 x i64>
  %17 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 32), align 16, !tbaa !10
  %18 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 48), align 16, !tbaa !10
  %19 = sext <4 x i32> %17 to <4 x i64>
  %20 = sext <4 x i32> %18 to <4 x i64>
  %21 = add nsw <4 x i64> %15, %19
  %22 = add nsw <4 x i64> %16, %20
  %23 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 64), align 16, !tbaa !10
  %24 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 80), align 16, !tbaa !10
  %25 = sext <4 x i32> %23 to <4 x i64>
  %26 = sext <4 x i32> %24 to <4 x i64>
  %27 = add nsw <4 x i64> %21, %25
  %28 = add nsw <4 x i64> %22, %26
  %29 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 96), align 16, !tbaa !10
  %30 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 112), align 16, !tbaa !10
  %31 = sext <4 x i32> %29 to <4 x i64>
  %32 = sext <4 x i32> %30 to <4 x i64>
  %33 = add nsw <4 x i64> %27, %31
  %34 = add nsw <4 x i64> %28, %32
  %35 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 128), align 16, !tbaa !10
  %36 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 144), align 16, !tbaa !10
  %37 = sext <4 x i32> %35 to <4 x i64>
  %38 = sext <4 x i32> %36 to <4 x i64>
  %39 = add nsw <4 x i64> %33, %37
  %40 = add nsw <4 x i64> %34, %38
  %41 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 160), align 16, !tbaa !10
  %42 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 176), align 16, !tbaa !10
  %43 = sext <4 x i32> %41 to <4 x i64>
  %44 = sext <4 x i32> %42 to <4 x i64>
  %45 = add nsw <4 x i64> %39, %43
  %46 = add nsw <4 x i64> %40, %44
  %47 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 192), align 16, !tbaa !10
  %48 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 208), align 16, !tbaa !10
  %49 = sext <4 x i32> %47 to <4 x i64>
  %50 = sext <4 x i32> %48 to <4 x i64>
  %51 = add nsw <4 x i64> %45, %49
  %52 = add nsw <4 x i64> %46, %50
  %53 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 224), align 16, !tbaa !10
  %54 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @table, i64 240), align 16, !tbaa !10
  %55 = sext <4 x i32> %53 to <4 x i64>
  %56 = sext <4 x i32> %54 to <4 x i64>
  %57 = add <4 x i64> %51, %55
  %58 = add <4 x i64> %52, %56
  %59 = add <4 x i64> %58, %57
  %60 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %59)
  %61 = load i32, ptr getelementptr inbounds (i8, ptr @exported, i64 8), align 4, !tbaa !10
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %60, i32 noundef %61)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 14)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 49)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef -7)
  %66 = tail call i32 @classify(i32 noundef -1)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef %66)
  %68 = tail call i32 @classify(i32 noundef 0)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef %68)
  %70 = tail call i32 @classify(i32 noundef 1)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef %70)
  %72 = tail call i32 @classify(i32 noundef 2)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef %72)
  %74 = tail call i32 @classify(i32 noundef 3)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef %74)
  %76 = tail call i32 @classify(i32 noundef 4)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef %76)
  %78 = tail call i32 @classify(i32 noundef 5)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef %78)
  %80 = tail call i32 @classify(i32 noundef 6)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6, i32 noundef %80)
  %82 = tail call i32 @classify(i32 noundef 7)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7, i32 noundef %82)
  %84 = tail call double @weigh(i32 noundef 0, double noundef 1.000000e+00)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, double noundef %84)
  %86 = tail call double @weigh(i32 noundef 1, double noundef 2.000000e+00)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, double noundef %86)
  %88 = tail call double @weigh(i32 noundef 2, double noundef 3.000000e+00)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, double noundef %88)
  %90 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @per_thread)
  %91 = load i32, ptr %90, align 4, !tbaa !10
  %92 = add nsw i32 %91, 5
  store i32 %92, ptr %90, align 4, !tbaa !10
  %93 = load i32, ptr @shared_counter, align 4, !tbaa !10
  %94 = add nsw i32 %93, 3
  store i32 %94, ptr @shared_counter, align 4, !tbaa !10
  %95 = tail call ptr @other_name() #11
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %92, i32 noundef %94, ptr noundef %95)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 5, i64 noundef 4)
  %98 = tail call i32 @copy_name(ptr noundef nonnull @.str.7)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %98)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

declare dso_local ptr @other_name() local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #10

attributes #0 = { mustprogress nofree norecurse nosync nounwind sspstrong willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline nounwind sspstrong willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind sspstrong uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"Code Model", i32 4}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
