; ModuleID = 'programs/globals_pointer_init.c'
source_filename = "programs/globals_pointer_init.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i64, double, [8 x i8], [3 x i32] }

@.str = private unnamed_addr constant [32 x i8] c"*p5=%d p5-arr=%td pend-arr=%td\0A\00", align 1
@arr = internal unnamed_addr global [20 x i32] [i32 0, i32 1, i32 4, i32 9, i32 16, i32 25, i32 36, i32 49, i32 64, i32 81, i32 100, i32 121, i32 144, i32 169, i32 196, i32 225, i32 256, i32 289, i32 324, i32 361], align 64
@.str.1 = private unnamed_addr constant [27 x i8] c"*pb=%g pname=%s *ptail=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [40 x i8] c"*cp=%d **pp=%d **prow=%d rows[3][2]=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"%s(%d)=%d \00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"\0Awords: %s %s %s %s wp=%s\0A\00", align 1
@.str.5 = private unnamed_addr constant [47 x i8] c"sum=%ld arr[5]=%d arr[6]=%d offsetof tail=%zu\0A\00", align 1
@rec = internal global %struct.anon { i64 7, double 2.500000e+00, [8 x i8] c"record\00\00", [3 x i32] [i32 1, i32 2, i32 3] }, align 8
@.str.6 = private unnamed_addr constant [3 x i8] c"sq\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"literal pointer\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !tbaa !6
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i64 noundef 5, i64 noundef 20)
  %3 = load double, ptr getelementptr inbounds (i8, ptr @rec, i64 8), align 8, !tbaa !10
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @rec, i64 32), align 8, !tbaa !6
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %3, ptr noundef nonnull getelementptr inbounds (i8, ptr @rec, i64 18), i32 noundef %4)
  %6 = load i8, ptr getelementptr inbounds (i8, ptr @arr, i64 13), align 1, !tbaa !12
  %7 = zext i8 %6 to i32
  %8 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !tbaa !6
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 40), align 8, !tbaa !6
  %10 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 68), align 4, !tbaa !6
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10)
  %12 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 12), align 4, !tbaa !6
  %13 = mul nsw i32 %12, %12
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 28), align 4, !tbaa !6
  %16 = sub nsw i32 0, %15
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.7, i32 noundef %15, i32 noundef %16)
  %18 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 76), align 4, !tbaa !6
  %19 = mul nsw i32 %18, %18
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i32 noundef %18, i32 noundef %19)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.10, i64 2), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.11, i64 1), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.12, i64 8))
  %22 = load <16 x i32>, ptr @arr, align 64, !tbaa !6
  %23 = sext <16 x i32> %22 to <16 x i64>
  %24 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @arr, i64 64), align 64, !tbaa !6
  %25 = sext <4 x i32> %24 to <4 x i64>
  %26 = tail call i64 @llvm.vector.reduce.add.v16i64(<16 x i64> %23)
  %27 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %25)
  %28 = add i64 %26, %27
  store <2 x i32> <i32 1000, i32 2000>, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !tbaa !6
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %28, i32 noundef 1000, i32 noundef 2000, i64 noundef 24)
  %30 = trunc i64 %28 to i32
  %31 = and i32 %30, 127
  ret i32 %31
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v16i64(<16 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!8, !8, i64 0}
