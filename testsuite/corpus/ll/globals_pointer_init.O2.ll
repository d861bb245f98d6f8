; ModuleID = 'programs/globals_pointer_init.c'
source_filename = "programs/globals_pointer_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !tbaa !5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i64 noundef 5, i64 noundef 20)
  %3 = load double, ptr getelementptr inbounds (i8, ptr @rec, i64 8), align 8, !tbaa !9
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @rec, i64 32), align 8, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %3, ptr noundef nonnull getelementptr inbounds (i8, ptr @rec, i64 18), i32 noundef %4)
  %6 = load i8, ptr getelementptr inbounds (i8, ptr @arr, i64 13), align 1, !tbaa !11
  %7 = sext i8 %6 to i32
  %8 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !tbaa !5
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 40), align 8, !tbaa !5
  %10 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 68), align 4, !tbaa !5
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10)
  %12 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 12), align 4, !tbaa !5
  %13 = mul nsw i32 %12, %12
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 28), align 4, !tbaa !5
  %16 = sub nsw i32 0, %15
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.7, i32 noundef %15, i32 noundef %16)
  %18 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 76), align 4, !tbaa !5
  %19 = mul nsw i32 %18, %18
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i32 noundef %18, i32 noundef %19)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.10, i64 2), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.11, i64 1), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.12, i64 8))
  %22 = load <16 x i32>, ptr @arr, align 64, !tbaa !5
  %23 = sext <16 x i32> %22 to <16 x i64>
  %24 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 64), align 64, !tbaa !5
  %25 = sext i32 %24 to i64
  %26 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 68), align 4, !tbaa !5
  %27 = sext i32 %26 to i64
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 72), align 8, !tbaa !5
  %29 = sext i32 %28 to i64
  %30 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 76), align 4, !tbaa !5
  %31 = sext i32 %30 to i64
  %32 = tail call i64 @llvm.vector.reduce.add.v16i64(<16 x i64> %23)
  %33 = add i64 %32, %25
  %34 = add nsw i64 %27, %29
  %35 = add i64 %33, %34
  %36 = add i64 %35, %31
  store i32 1000, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !tbaa !5
  store i32 2000, ptr getelementptr inbounds (i8, ptr @arr, i64 24), align 8, !tbaa !5
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %36, i32 noundef 1000, i32 noundef 2000, i64 noundef 24)
  %38 = trunc i64 %36 to i32
  %39 = and i32 %38, 127
  ret i32 %39
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v16i64(<16 x i64>) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!7, !7, i64 0}
