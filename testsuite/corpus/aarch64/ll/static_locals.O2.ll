; ModuleID = 'programs/static_locals.c'
source_filename = "programs/static_locals.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"id %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"fib(90)=%llu fib(50)=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"depth %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"f1=%d f2=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"avg=%g\0A\00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"sfl=%g sshort=%d suc=%u\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"suc %u \00", align 1
@next_id.id = internal unnamed_addr global i32 100, align 4
@fib_memo.cache = internal unnamed_addr global [94 x i64] zeroinitializer, align 8
@fib_memo.init = internal unnamed_addr global i1 false, align 4
@.str.12 = private unnamed_addr constant [4 x i8] c"Mar\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"Jun\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"Sep\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"Dec\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@depth_tracker.maxdepth = internal unnamed_addr global i32 0, align 4
@depth_tracker.cur = internal unnamed_addr global i32 0, align 4
@f1.x = internal unnamed_addr global i32 1, align 4
@f2.x = internal unnamed_addr global i32 1, align 4
@fmt_num.buf = internal global [32 x i8] zeroinitializer, align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1
@running_avg.sum = internal unnamed_addr global double 0.000000e+00, align 8
@running_avg.n = internal unnamed_addr global i64 0, align 8
@sfl.f = internal unnamed_addr global float 5.000000e-01, align 4
@sshort.s = internal unnamed_addr global i16 30000, align 4
@suc.c = internal unnamed_addr global i8 -6, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -2147483648, 2147483548) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @next_id.id, align 4, !tbaa !6
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @next_id.id, align 4, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  %4 = load i32, ptr @next_id.id, align 4, !tbaa !6
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @next_id.id, align 4, !tbaa !6
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4)
  %7 = load i32, ptr @next_id.id, align 4, !tbaa !6
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @next_id.id, align 4, !tbaa !6
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  %10 = tail call fastcc i64 @fib_memo(i32 noundef 90)
  %11 = tail call fastcc i64 @fib_memo(i32 noundef 50)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %10, i64 noundef %11)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.22)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.12)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.15)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.18)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.21)
  %18 = tail call i32 @putchar(i32 10)
  %19 = tail call fastcc i32 @depth_tracker(i32 noundef 5)
  %20 = tail call fastcc i32 @depth_tracker(i32 noundef 12)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %19, i32 noundef %20)
  %22 = load i32, ptr @f1.x, align 4, !tbaa !6
  %23 = shl nsw i32 %22, 1
  store i32 %23, ptr @f1.x, align 4, !tbaa !6
  %24 = load i32, ptr @f2.x, align 4, !tbaa !6
  %25 = mul nsw i32 %24, 3
  store i32 %25, ptr @f2.x, align 4, !tbaa !6
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %23, i32 noundef %25)
  %27 = load i32, ptr @f1.x, align 4, !tbaa !6
  %28 = shl nsw i32 %27, 1
  store i32 %28, ptr @f1.x, align 4, !tbaa !6
  %29 = load i32, ptr @f2.x, align 4, !tbaa !6
  %30 = mul nsw i32 %29, 3
  store i32 %30, ptr @f2.x, align 4, !tbaa !6
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %28, i32 noundef %30)
  %32 = load i32, ptr @f1.x, align 4, !tbaa !6
  %33 = shl nsw i32 %32, 1
  store i32 %33, ptr @f1.x, align 4, !tbaa !6
  %34 = load i32, ptr @f2.x, align 4, !tbaa !6
  %35 = mul nsw i32 %34, 3
  store i32 %35, ptr @f2.x, align 4, !tbaa !6
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %33, i32 noundef %35)
  %37 = load i32, ptr @f1.x, align 4, !tbaa !6
  %38 = shl nsw i32 %37, 1
  store i32 %38, ptr @f1.x, align 4, !tbaa !6
  %39 = load i32, ptr @f2.x, align 4, !tbaa !6
  %40 = mul nsw i32 %39, 3
  store i32 %40, ptr @f2.x, align 4, !tbaa !6
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %38, i32 noundef %40)
  %42 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @fmt_num.buf, i64 noundef 32, ptr noundef nonnull @.str.23, i32 noundef 1) #5
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @fmt_num.buf)
  %44 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @fmt_num.buf, i64 noundef 32, ptr noundef nonnull @.str.23, i32 noundef 22) #5
  %45 = tail call i32 @puts(ptr nonnull dereferenceable(1) @fmt_num.buf)
  %46 = load double, ptr @running_avg.sum, align 8, !tbaa !10
  %47 = load i64, ptr @running_avg.n, align 8, !tbaa !12
  %48 = fadd double %46, 1.000000e+00
  %49 = fadd double %48, 4.000000e+00
  %50 = fadd double %49, 9.000000e+00
  %51 = fadd double %50, 1.600000e+01
  %52 = fadd double %51, 2.500000e+01
  %53 = fadd double %52, 3.600000e+01
  %54 = fadd double %53, 4.900000e+01
  %55 = fadd double %54, 6.400000e+01
  %56 = fadd double %55, 8.100000e+01
  %57 = fadd double %56, 1.000000e+02
  %58 = add i64 %47, 10
  %59 = sitofp i64 %58 to double
  %60 = fdiv double %57, %59
  store double %57, ptr @running_avg.sum, align 8, !tbaa !10
  store i64 %58, ptr @running_avg.n, align 8, !tbaa !12
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %60)
  %62 = load float, ptr @sfl.f, align 4, !tbaa !14
  %63 = fmul float %62, 1.500000e+00
  store float %63, ptr @sfl.f, align 4, !tbaa !14
  %64 = fpext float %63 to double
  %65 = load i16, ptr @sshort.s, align 4, !tbaa !16
  %66 = add i16 %65, 1000
  store i16 %66, ptr @sshort.s, align 4, !tbaa !16
  %67 = sext i16 %66 to i32
  %68 = load i8, ptr @suc.c, align 4, !tbaa !18
  %69 = add i8 %68, 1
  store i8 %69, ptr @suc.c, align 4, !tbaa !18
  %70 = zext i8 %68 to i32
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %64, i32 noundef %67, i32 noundef %70)
  %72 = load float, ptr @sfl.f, align 4, !tbaa !14
  %73 = fmul float %72, 1.500000e+00
  store float %73, ptr @sfl.f, align 4, !tbaa !14
  %74 = fpext float %73 to double
  %75 = load i16, ptr @sshort.s, align 4, !tbaa !16
  %76 = add i16 %75, 1000
  store i16 %76, ptr @sshort.s, align 4, !tbaa !16
  %77 = sext i16 %76 to i32
  %78 = load i8, ptr @suc.c, align 4, !tbaa !18
  %79 = add i8 %78, 1
  store i8 %79, ptr @suc.c, align 4, !tbaa !18
  %80 = zext i8 %78 to i32
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %74, i32 noundef %77, i32 noundef %80)
  %82 = load float, ptr @sfl.f, align 4, !tbaa !14
  %83 = fmul float %82, 1.500000e+00
  store float %83, ptr @sfl.f, align 4, !tbaa !14
  %84 = fpext float %83 to double
  %85 = load i16, ptr @sshort.s, align 4, !tbaa !16
  %86 = add i16 %85, 1000
  store i16 %86, ptr @sshort.s, align 4, !tbaa !16
  %87 = sext i16 %86 to i32
  %88 = load i8, ptr @suc.c, align 4, !tbaa !18
  %89 = add i8 %88, 1
  store i8 %89, ptr @suc.c, align 4, !tbaa !18
  %90 = zext i8 %88 to i32
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %84, i32 noundef %87, i32 noundef %90)
  %92 = load i8, ptr @suc.c, align 4, !tbaa !18
  %93 = add i8 %92, 1
  store i8 %93, ptr @suc.c, align 4, !tbaa !18
  %94 = zext i8 %92 to i32
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %94)
  %96 = load i8, ptr @suc.c, align 4, !tbaa !18
  %97 = add i8 %96, 1
  store i8 %97, ptr @suc.c, align 4, !tbaa !18
  %98 = zext i8 %96 to i32
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %98)
  %100 = load i8, ptr @suc.c, align 4, !tbaa !18
  %101 = add i8 %100, 1
  store i8 %101, ptr @suc.c, align 4, !tbaa !18
  %102 = zext i8 %100 to i32
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %102)
  %104 = load i8, ptr @suc.c, align 4, !tbaa !18
  %105 = add i8 %104, 1
  store i8 %105, ptr @suc.c, align 4, !tbaa !18
  %106 = zext i8 %104 to i32
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %106)
  %108 = load i8, ptr @suc.c, align 4, !tbaa !18
  %109 = add i8 %108, 1
  store i8 %109, ptr @suc.c, align 4, !tbaa !18
  %110 = zext i8 %108 to i32
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %110)
  %112 = tail call i32 @putchar(i32 10)
  %113 = load i32, ptr @next_id.id, align 4, !tbaa !6
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr @next_id.id, align 4, !tbaa !6
  %115 = add nsw i32 %113, -100
  ret i32 %115
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @fib_memo(i32 noundef %0) unnamed_addr #2 {
  %2 = load i1, ptr @fib_memo.init, align 4
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(752) @fib_memo.cache, i8 0, i64 752, i1 false)
  store i1 true, ptr @fib_memo.init, align 4
  br label %4

4:                                                ; preds = %3, %1
  %5 = icmp slt i32 %0, 2
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = sext i32 %0 to i64
  br label %13

8:                                                ; preds = %4
  %9 = zext nneg i32 %0 to i64
  %10 = getelementptr inbounds [94 x i64], ptr @fib_memo.cache, i64 0, i64 %9
  %11 = load i64, ptr %10, align 8, !tbaa !19
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %8, %6, %15
  %14 = phi i64 [ %20, %15 ], [ %7, %6 ], [ %11, %8 ]
  ret i64 %14

15:                                               ; preds = %8
  %16 = add nsw i32 %0, -1
  %17 = tail call fastcc i64 @fib_memo(i32 noundef %16)
  %18 = add nsw i32 %0, -2
  %19 = tail call fastcc i64 @fib_memo(i32 noundef %18)
  %20 = add i64 %19, %17
  store i64 %20, ptr %10, align 8, !tbaa !19
  br label %13
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, -2147483648) i32 @depth_tracker(i32 noundef %0) unnamed_addr #2 {
  %2 = load i32, ptr @depth_tracker.cur, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @depth_tracker.cur, align 4, !tbaa !6
  %4 = load i32, ptr @depth_tracker.maxdepth, align 4, !tbaa !6
  %5 = icmp slt i32 %2, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  store i32 %3, ptr @depth_tracker.maxdepth, align 4, !tbaa !6
  br label %7

7:                                                ; preds = %6, %1
  %8 = phi i32 [ %3, %6 ], [ %4, %1 ]
  %9 = icmp sgt i32 %0, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %7
  %11 = add nsw i32 %0, -1
  %12 = tail call fastcc i32 @depth_tracker(i32 noundef %11)
  %13 = load i32, ptr @depth_tracker.cur, align 4, !tbaa !6
  %14 = load i32, ptr @depth_tracker.maxdepth, align 4, !tbaa !6
  %15 = add nsw i32 %13, -1
  br label %16

16:                                               ; preds = %10, %7
  %17 = phi i32 [ %14, %10 ], [ %8, %7 ]
  %18 = phi i32 [ %15, %10 ], [ %2, %7 ]
  store i32 %18, ptr @depth_tracker.cur, align 4, !tbaa !6
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !8, i64 0}
!18 = !{!8, !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !8, i64 0}
