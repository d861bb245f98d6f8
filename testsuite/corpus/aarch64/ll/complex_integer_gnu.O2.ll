; ModuleID = 'programs/complex_integer_gnu.c'
source_filename = "programs/complex_integer_gnu.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"mul (%d,%d) conj (%d,%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"short add (%d,%d) sizeof=%zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"char sub (%d,%d) sizeof=%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [45 x i8] c"(1+i)^31 = (%lld,%lld) norm=%lld sizeof=%zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"acc (%d,%d)\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @make(i32 noundef 3, i32 noundef -4)
  %2 = tail call fastcc i64 @make(i32 noundef -2, i32 noundef 7)
  %3 = tail call fastcc i64 @mul_ci(i64 noundef %1, i64 noundef %2)
  %4 = trunc i64 %3 to i32
  %5 = lshr i64 %3, 32
  %6 = trunc nuw i64 %5 to i32
  %7 = tail call fastcc i64 @conj_ci(i64 noundef %1)
  %8 = trunc i64 %7 to i32
  %9 = lshr i64 %7, 32
  %10 = trunc nuw i64 %9 to i32
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %6, i32 noundef %8, i32 noundef %10)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3000, i32 noundef -29000, i64 noundef 4)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 127, i32 noundef -127, i64 noundef 2)
  br label %103

14:                                               ; preds = %103
  %15 = tail call fastcc i64 @norm([2 x i64] noundef %109)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %110, i64 noundef %111, i64 noundef %15, i64 noundef 16)
  %17 = tail call fastcc i64 @make(i32 noundef 0, i32 noundef 0)
  %18 = trunc i64 %17 to i32
  %19 = lshr i64 %17, 32
  %20 = trunc nuw i64 %19 to i32
  %21 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef 1)
  %22 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -1)
  %23 = tail call fastcc i64 @mul_ci(i64 noundef %21, i64 noundef %22)
  %24 = trunc i64 %23 to i32
  %25 = lshr i64 %23, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = add i32 %18, %24
  %28 = add i32 %20, %26
  %29 = tail call fastcc i64 @make(i32 noundef 2, i32 noundef 1)
  %30 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -2)
  %31 = tail call fastcc i64 @mul_ci(i64 noundef %29, i64 noundef %30)
  %32 = trunc i64 %31 to i32
  %33 = lshr i64 %31, 32
  %34 = trunc nuw i64 %33 to i32
  %35 = add i32 %27, %32
  %36 = add i32 %28, %34
  %37 = tail call fastcc i64 @make(i32 noundef 3, i32 noundef 1)
  %38 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -3)
  %39 = tail call fastcc i64 @mul_ci(i64 noundef %37, i64 noundef %38)
  %40 = trunc i64 %39 to i32
  %41 = lshr i64 %39, 32
  %42 = trunc nuw i64 %41 to i32
  %43 = add i32 %35, %40
  %44 = add i32 %36, %42
  %45 = tail call fastcc i64 @make(i32 noundef 4, i32 noundef 1)
  %46 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -4)
  %47 = tail call fastcc i64 @mul_ci(i64 noundef %45, i64 noundef %46)
  %48 = trunc i64 %47 to i32
  %49 = lshr i64 %47, 32
  %50 = trunc nuw i64 %49 to i32
  %51 = add i32 %43, %48
  %52 = add i32 %44, %50
  %53 = tail call fastcc i64 @make(i32 noundef 5, i32 noundef 1)
  %54 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -5)
  %55 = tail call fastcc i64 @mul_ci(i64 noundef %53, i64 noundef %54)
  %56 = trunc i64 %55 to i32
  %57 = lshr i64 %55, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = add i32 %51, %56
  %60 = add i32 %52, %58
  %61 = tail call fastcc i64 @make(i32 noundef 6, i32 noundef 1)
  %62 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -6)
  %63 = tail call fastcc i64 @mul_ci(i64 noundef %61, i64 noundef %62)
  %64 = trunc i64 %63 to i32
  %65 = lshr i64 %63, 32
  %66 = trunc nuw i64 %65 to i32
  %67 = add i32 %59, %64
  %68 = add i32 %60, %66
  %69 = tail call fastcc i64 @make(i32 noundef 7, i32 noundef 1)
  %70 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -7)
  %71 = tail call fastcc i64 @mul_ci(i64 noundef %69, i64 noundef %70)
  %72 = trunc i64 %71 to i32
  %73 = lshr i64 %71, 32
  %74 = trunc nuw i64 %73 to i32
  %75 = add i32 %67, %72
  %76 = add i32 %68, %74
  %77 = tail call fastcc i64 @make(i32 noundef 8, i32 noundef 1)
  %78 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -8)
  %79 = tail call fastcc i64 @mul_ci(i64 noundef %77, i64 noundef %78)
  %80 = trunc i64 %79 to i32
  %81 = lshr i64 %79, 32
  %82 = trunc nuw i64 %81 to i32
  %83 = add i32 %75, %80
  %84 = add i32 %76, %82
  %85 = tail call fastcc i64 @make(i32 noundef 9, i32 noundef 1)
  %86 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -9)
  %87 = tail call fastcc i64 @mul_ci(i64 noundef %85, i64 noundef %86)
  %88 = trunc i64 %87 to i32
  %89 = lshr i64 %87, 32
  %90 = trunc nuw i64 %89 to i32
  %91 = add i32 %83, %88
  %92 = add i32 %84, %90
  %93 = tail call fastcc i64 @make(i32 noundef 10, i32 noundef 1)
  %94 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -10)
  %95 = tail call fastcc i64 @mul_ci(i64 noundef %93, i64 noundef %94)
  %96 = trunc i64 %95 to i32
  %97 = lshr i64 %95, 32
  %98 = trunc nuw i64 %97 to i32
  %99 = add i32 %91, %96
  %100 = add i32 %92, %98
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %99, i32 noundef %100)
  %102 = and i32 %99, 127
  ret i32 %102

103:                                              ; preds = %0, %103
  %104 = phi i64 [ 1, %0 ], [ %111, %103 ]
  %105 = phi i64 [ 1, %0 ], [ %110, %103 ]
  %106 = phi i32 [ 0, %0 ], [ %112, %103 ]
  %107 = insertvalue [2 x i64] poison, i64 %105, 0
  %108 = insertvalue [2 x i64] %107, i64 %104, 1
  %109 = tail call fastcc [2 x i64] @mul_cll([2 x i64] noundef %108)
  %110 = extractvalue [2 x i64] %109, 0
  %111 = extractvalue [2 x i64] %109, 1
  %112 = add nuw nsw i32 %106, 1
  %113 = icmp eq i32 %112, 30
  br i1 %113, label %14, label %103, !llvm.loop !6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @make(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = zext i32 %1 to i64
  %4 = shl nuw i64 %3, 32
  %5 = zext i32 %0 to i64
  %6 = or disjoint i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @mul_ci(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = lshr i64 %0, 32
  %4 = lshr i64 %1, 32
  %5 = mul i64 %1, %0
  %6 = mul nuw i64 %4, %3
  %7 = sub i64 %5, %6
  %8 = mul i64 %3, %1
  %9 = mul i64 %4, %0
  %10 = add i64 %9, %8
  %11 = shl i64 %10, 32
  %12 = and i64 %7, 4294967295
  %13 = or disjoint i64 %11, %12
  ret i64 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @conj_ci(i64 noundef %0) unnamed_addr #1 {
  %2 = and i64 %0, -4294967296
  %3 = and i64 %0, 4294967295
  %4 = sub i64 %3, %2
  ret i64 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @mul_cll([2 x i64] noundef %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = sub i64 %2, %3
  %5 = add i64 %3, %2
  %6 = insertvalue [2 x i64] poison, i64 %4, 0
  %7 = insertvalue [2 x i64] %6, i64 %5, 1
  ret [2 x i64] %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @norm([2 x i64] noundef %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = mul nsw i64 %2, %2
  %5 = mul nsw i64 %3, %3
  %6 = add nuw nsw i64 %4, %5
  ret i64 %6
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
