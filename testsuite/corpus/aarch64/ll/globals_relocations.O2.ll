; ModuleID = 'programs/globals_relocations.c'
source_filename = "programs/globals_relocations.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.node = type { i32, ptr, ptr }
%struct.anon = type { i32, double, [8 x i8] }
%struct.ops = type { ptr, ptr, ptr }

@garr = dso_local global [10 x i32] [i32 0, i32 1, i32 4, i32 9, i32 16, i32 25, i32 36, i32 49, i32 64, i32 81], align 4
@gp_mid = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @garr, i64 20), align 8
@gp_end = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @garr, i64 40), align 8
@gp_const = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @garr, i64 36), align 8
@gscalar = dso_local global i32 1234, align 4
@gp_scalar = dso_local global ptr @gscalar, align 8
@gpp = dso_local local_unnamed_addr global ptr @gp_scalar, align 8
@.str = private unnamed_addr constant [6 x i8] c"three\00", align 1
@n3 = dso_local global %struct.node { i32 3, ptr null, ptr @.str }, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@n2 = dso_local global %struct.node { i32 2, ptr @n3, ptr @.str.1 }, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@n1 = dso_local local_unnamed_addr global %struct.node { i32 1, ptr @n2, ptr @.str.2 }, align 8
@ring = dso_local global [3 x %struct.node] [%struct.node { i32 10, ptr getelementptr (i8, ptr @ring, i64 24), ptr @.str.3 }, %struct.node { i32 11, ptr getelementptr (i8, ptr @ring, i64 48), ptr @.str.4 }, %struct.node { i32 12, ptr @ring, ptr @.str.5 }], align 8
@.str.3 = private unnamed_addr constant [3 x i8] c"r0\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"r1\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"r2\00", align 1
@rec = dso_local global %struct.anon { i32 7, double 2.500000e+00, [8 x i8] c"rec\00\00\00\00\00" }, align 8
@gp_field = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @rec, i64 8), align 8
@gp_field_str = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @rec, i64 17), align 8
@greeting = dso_local constant [13 x i8] c"hello, world\00", align 1
@gtail = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @greeting, i64 7), align 8
@funcs = dso_local constant [3 x ptr] [ptr @add1, ptr @dbl, ptr @sq], align 8
@fp2 = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @funcs, i64 8), align 8
@.str.6 = private unnamed_addr constant [5 x i8] c"add1\00", align 1
@counters = internal global [3 x i32] zeroinitializer, align 4
@.str.7 = private unnamed_addr constant [4 x i8] c"dbl\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"sq\00", align 1
@optab = dso_local local_unnamed_addr global [3 x %struct.ops] [%struct.ops { ptr @.str.6, ptr @add1, ptr @counters }, %struct.ops { ptr @.str.7, ptr @dbl, ptr getelementptr (i8, ptr @counters, i64 4) }, %struct.ops { ptr @.str.8, ptr @sq, ptr getelementptr (i8, ptr @counters, i64 8) }], align 8
@addr_diff = dso_local local_unnamed_addr global i64 10, align 8
@matrix = dso_local global [3 x [4 x i8]] [[4 x i8] c"abc\00", [4 x i8] c"def\00", [4 x i8] c"ghi\00"], align 1
@row1 = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @matrix, i64 4), align 8
@cell = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @matrix, i64 9), align 8
@bytes = dso_local global [8 x i8] c"\01\02\03\04\05\06\07\08", align 1
@vp = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @bytes, i64 3), align 8
@.str.9 = private unnamed_addr constant [39 x i8] c"gp_mid=%d gp_end-garr=%td gp_const=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"gscalar=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"node %d %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"ring sum=%d at %s\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"rec.b=%g str=%s\0A\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"wp=%s %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"gtail=%s\0A\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"funcs[%d](5)=%d \00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"fp2=%d\0A\00", align 1
@.str.18 = private unnamed_addr constant [19 x i8] c"counters %d %d %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [37 x i8] c"addr_diff=%ld row1=%s cell=%c vp=%d\0A\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"hidden=%d\0A\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@static_local_ptr.hidden = internal unnamed_addr global i32 77, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 -2147483647, -2147483648) i32 @add1(i32 noundef %0) #0 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @dbl(i32 noundef %0) #0 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @sq(i32 noundef %0) #0 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = load ptr, ptr @gp_mid, align 8, !tbaa !6
  %2 = load i32, ptr %1, align 4, !tbaa !10
  %3 = load ptr, ptr @gp_end, align 8, !tbaa !6
  %4 = ptrtoint ptr %3 to i64
  %5 = sub i64 %4, ptrtoint (ptr @garr to i64)
  %6 = ashr exact i64 %5, 2
  %7 = load ptr, ptr @gp_const, align 8, !tbaa !6
  %8 = load i32, ptr %7, align 4, !tbaa !10
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %2, i64 noundef %6, i32 noundef %8)
  %10 = load ptr, ptr @gpp, align 8, !tbaa !6
  %11 = load ptr, ptr %10, align 8, !tbaa !6
  %12 = load i32, ptr %11, align 4, !tbaa !10
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %11, align 4, !tbaa !10
  %14 = load i32, ptr @gscalar, align 4, !tbaa !10
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %14)
  br label %16

16:                                               ; preds = %0, %16
  %17 = phi ptr [ @n1, %0 ], [ %23, %16 ]
  %18 = load i32, ptr %17, align 8, !tbaa !12
  %19 = getelementptr inbounds i8, ptr %17, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !14
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %18, ptr noundef %20)
  %22 = getelementptr inbounds i8, ptr %17, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = icmp eq ptr %23, null
  br i1 %24, label %25, label %16, !llvm.loop !16

25:                                               ; preds = %16
  %26 = load i32, ptr @ring, align 8, !tbaa !12
  %27 = load ptr, ptr getelementptr inbounds (i8, ptr @ring, i64 8), align 8, !tbaa !15
  %28 = load i32, ptr %27, align 8, !tbaa !12
  %29 = add nsw i32 %28, %26
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !15
  %32 = load i32, ptr %31, align 8, !tbaa !12
  %33 = add nsw i32 %29, %32
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load ptr, ptr %34, align 8, !tbaa !15
  %36 = load i32, ptr %35, align 8, !tbaa !12
  %37 = add nsw i32 %33, %36
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !15
  %40 = load i32, ptr %39, align 8, !tbaa !12
  %41 = add nsw i32 %37, %40
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load ptr, ptr %42, align 8, !tbaa !15
  %44 = load i32, ptr %43, align 8, !tbaa !12
  %45 = add nsw i32 %41, %44
  %46 = getelementptr inbounds i8, ptr %43, i64 8
  %47 = load ptr, ptr %46, align 8, !tbaa !15
  %48 = load i32, ptr %47, align 8, !tbaa !12
  %49 = add nsw i32 %45, %48
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load ptr, ptr %50, align 8, !tbaa !15
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load ptr, ptr %52, align 8, !tbaa !14
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %49, ptr noundef %53)
  %55 = load ptr, ptr @gp_field, align 8, !tbaa !6
  %56 = load double, ptr %55, align 8, !tbaa !18
  %57 = fmul double %56, 4.000000e+00
  store double %57, ptr %55, align 8, !tbaa !18
  %58 = load double, ptr getelementptr inbounds (i8, ptr @rec, i64 8), align 8, !tbaa !20
  %59 = load ptr, ptr @gp_field_str, align 8, !tbaa !6
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %58, ptr noundef %59)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24)
  %62 = load ptr, ptr @gtail, align 8, !tbaa !6
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %62)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 0, i32 noundef 6)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1, i32 noundef 10)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 2, i32 noundef 25)
  %67 = load ptr, ptr @fp2, align 8, !tbaa !6
  %68 = load ptr, ptr %67, align 8, !tbaa !6
  %69 = tail call i32 %68(i32 noundef 21) #3
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %69)
  %71 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 8), align 8, !tbaa !22
  %72 = tail call i32 %71(i32 noundef 0) #3
  %73 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 16), align 8, !tbaa !24
  %74 = load i32, ptr %73, align 4, !tbaa !10
  %75 = add nsw i32 %74, %72
  store i32 %75, ptr %73, align 4, !tbaa !10
  %76 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 32), align 8, !tbaa !22
  %77 = tail call i32 %76(i32 noundef 1) #3
  %78 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 40), align 8, !tbaa !24
  %79 = load i32, ptr %78, align 4, !tbaa !10
  %80 = add nsw i32 %79, %77
  store i32 %80, ptr %78, align 4, !tbaa !10
  %81 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 56), align 8, !tbaa !22
  %82 = tail call i32 %81(i32 noundef 2) #3
  %83 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 64), align 8, !tbaa !24
  %84 = load i32, ptr %83, align 4, !tbaa !10
  %85 = add nsw i32 %84, %82
  store i32 %85, ptr %83, align 4, !tbaa !10
  %86 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 8), align 8, !tbaa !22
  %87 = tail call i32 %86(i32 noundef 3) #3
  %88 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 16), align 8, !tbaa !24
  %89 = load i32, ptr %88, align 4, !tbaa !10
  %90 = add nsw i32 %89, %87
  store i32 %90, ptr %88, align 4, !tbaa !10
  %91 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 32), align 8, !tbaa !22
  %92 = tail call i32 %91(i32 noundef 4) #3
  %93 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 40), align 8, !tbaa !24
  %94 = load i32, ptr %93, align 4, !tbaa !10
  %95 = add nsw i32 %94, %92
  store i32 %95, ptr %93, align 4, !tbaa !10
  %96 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 56), align 8, !tbaa !22
  %97 = tail call i32 %96(i32 noundef 5) #3
  %98 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 64), align 8, !tbaa !24
  %99 = load i32, ptr %98, align 4, !tbaa !10
  %100 = add nsw i32 %99, %97
  store i32 %100, ptr %98, align 4, !tbaa !10
  %101 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 8), align 8, !tbaa !22
  %102 = tail call i32 %101(i32 noundef 6) #3
  %103 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 16), align 8, !tbaa !24
  %104 = load i32, ptr %103, align 4, !tbaa !10
  %105 = add nsw i32 %104, %102
  store i32 %105, ptr %103, align 4, !tbaa !10
  %106 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 32), align 8, !tbaa !22
  %107 = tail call i32 %106(i32 noundef 7) #3
  %108 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 40), align 8, !tbaa !24
  %109 = load i32, ptr %108, align 4, !tbaa !10
  %110 = add nsw i32 %109, %107
  store i32 %110, ptr %108, align 4, !tbaa !10
  %111 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 56), align 8, !tbaa !22
  %112 = tail call i32 %111(i32 noundef 8) #3
  %113 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 64), align 8, !tbaa !24
  %114 = load i32, ptr %113, align 4, !tbaa !10
  %115 = add nsw i32 %114, %112
  store i32 %115, ptr %113, align 4, !tbaa !10
  %116 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 8), align 8, !tbaa !22
  %117 = tail call i32 %116(i32 noundef 9) #3
  %118 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 16), align 8, !tbaa !24
  %119 = load i32, ptr %118, align 4, !tbaa !10
  %120 = add nsw i32 %119, %117
  store i32 %120, ptr %118, align 4, !tbaa !10
  %121 = load i32, ptr @counters, align 4, !tbaa !10
  %122 = load i32, ptr getelementptr inbounds (i8, ptr @counters, i64 4), align 4, !tbaa !10
  %123 = load i32, ptr getelementptr inbounds (i8, ptr @counters, i64 8), align 4, !tbaa !10
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %121, i32 noundef %122, i32 noundef %123)
  %125 = load i64, ptr @addr_diff, align 8, !tbaa !25
  %126 = load ptr, ptr @row1, align 8, !tbaa !6
  %127 = load ptr, ptr @cell, align 8, !tbaa !6
  %128 = load i8, ptr %127, align 1, !tbaa !27
  %129 = zext i8 %128 to i32
  %130 = load ptr, ptr @vp, align 8, !tbaa !6
  %131 = load i8, ptr %130, align 1, !tbaa !27
  %132 = zext i8 %131 to i32
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %125, ptr noundef %126, i32 noundef %129, i32 noundef %132)
  %134 = load i32, ptr @static_local_ptr.hidden, align 4, !tbaa !10
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr @static_local_ptr.hidden, align 4, !tbaa !10
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %135)
  %137 = load ptr, ptr @gp_mid, align 8, !tbaa !6
  %138 = load i32, ptr %137, align 4, !tbaa !10
  %139 = add nsw i32 %138, %49
  ret i32 %139
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !11, i64 0}
!13 = !{!"node", !11, i64 0, !7, i64 8, !7, i64 16}
!14 = !{!13, !7, i64 16}
!15 = !{!13, !7, i64 8}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !8, i64 0}
!20 = !{!21, !19, i64 8}
!21 = !{!"", !11, i64 0, !19, i64 8, !8, i64 16}
!22 = !{!23, !7, i64 8}
!23 = !{!"ops", !7, i64 0, !7, i64 8, !7, i64 16}
!24 = !{!23, !7, i64 16}
!25 = !{!26, !26, i64 0}
!26 = !{!"long", !8, i64 0}
!27 = !{!8, !8, i64 0}
