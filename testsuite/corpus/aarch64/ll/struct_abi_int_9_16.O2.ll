; ModuleID = 'programs/struct_abi_int_9_16.c'
source_filename = "programs/struct_abi_int_9_16.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"%-5s size=%zu sum=%ld swapped=%ld r=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"t9\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"t12\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"t16\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"t11\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"t14\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"t16b\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"t16c\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"t12n\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"t15\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"total=%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc [2 x i64] @make_t9()
  %2 = tail call fastcc [2 x i64] @swap_t9([2 x i64] %1)
  %3 = tail call fastcc i64 @five_then_t9([2 x i64] %1)
  %4 = tail call fastcc i64 @two_t9([2 x i64] %1, [2 x i64] %2)
  %5 = add i64 %4, %3
  %6 = tail call fastcc i64 @sum_t9([2 x i64] %1)
  %7 = tail call fastcc i64 @sum_t9([2 x i64] %2)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef 16, i64 noundef %6, i64 noundef %7, i64 noundef %5)
  %9 = tail call fastcc [2 x i64] @make_t12()
  %10 = extractvalue [2 x i64] %9, 1
  %11 = and i64 %10, 4294967295
  %12 = insertvalue [2 x i64] %9, i64 %11, 1
  %13 = tail call fastcc [2 x i64] @swap_t12([2 x i64] %12)
  %14 = extractvalue [2 x i64] %13, 1
  %15 = tail call fastcc i64 @five_then_t12([2 x i64] %12)
  %16 = and i64 %14, 4294967295
  %17 = insertvalue [2 x i64] %13, i64 %16, 1
  %18 = tail call fastcc i64 @two_t12([2 x i64] %12, [2 x i64] %17)
  %19 = add nsw i64 %18, %15
  %20 = tail call fastcc i64 @sum_t12([2 x i64] %12)
  %21 = tail call fastcc i64 @sum_t12([2 x i64] %17)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef 12, i64 noundef %20, i64 noundef %21, i64 noundef %19)
  %23 = xor i64 %19, %5
  %24 = tail call fastcc [2 x i64] @make_t16()
  %25 = tail call fastcc [2 x i64] @swap_t16([2 x i64] %24)
  %26 = tail call fastcc i64 @five_then_t16([2 x i64] %24)
  %27 = tail call fastcc i64 @two_t16([2 x i64] %24, [2 x i64] %25)
  %28 = add i64 %27, %26
  %29 = tail call fastcc i64 @sum_t16([2 x i64] %24)
  %30 = tail call fastcc i64 @sum_t16([2 x i64] %25)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef 16, i64 noundef %29, i64 noundef %30, i64 noundef %28)
  %32 = xor i64 %23, %28
  %33 = tail call fastcc [2 x i64] @make_t11()
  %34 = extractvalue [2 x i64] %33, 1
  %35 = and i64 %34, 16777215
  %36 = insertvalue [2 x i64] %33, i64 %35, 1
  %37 = tail call fastcc [2 x i64] @swap_t11([2 x i64] %36)
  %38 = extractvalue [2 x i64] %37, 1
  %39 = tail call fastcc i64 @five_then_t11([2 x i64] %36)
  %40 = and i64 %38, 16777215
  %41 = insertvalue [2 x i64] %37, i64 %40, 1
  %42 = tail call fastcc i64 @two_t11([2 x i64] %36, [2 x i64] %41)
  %43 = add nsw i64 %42, %39
  %44 = tail call fastcc i64 @sum_t11([2 x i64] %36)
  %45 = tail call fastcc i64 @sum_t11([2 x i64] %41)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef 11, i64 noundef %44, i64 noundef %45, i64 noundef %43)
  %47 = xor i64 %32, %43
  %48 = tail call fastcc [2 x i64] @make_t14()
  %49 = extractvalue [2 x i64] %48, 1
  %50 = and i64 %49, 281474976710655
  %51 = insertvalue [2 x i64] %48, i64 %50, 1
  %52 = tail call fastcc [2 x i64] @swap_t14([2 x i64] %51)
  %53 = extractvalue [2 x i64] %52, 1
  %54 = tail call fastcc i64 @five_then_t14([2 x i64] %51)
  %55 = and i64 %53, 281474976710655
  %56 = insertvalue [2 x i64] %52, i64 %55, 1
  %57 = tail call fastcc i64 @two_t14([2 x i64] %51, [2 x i64] %56)
  %58 = add nsw i64 %57, %54
  %59 = tail call fastcc i64 @sum_t14([2 x i64] %51)
  %60 = tail call fastcc i64 @sum_t14([2 x i64] %56)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef 14, i64 noundef %59, i64 noundef %60, i64 noundef %58)
  %62 = xor i64 %47, %58
  %63 = tail call fastcc [2 x i64] @make_t16b()
  %64 = tail call fastcc [2 x i64] @swap_t16b([2 x i64] %63)
  %65 = tail call fastcc i64 @five_then_t16b([2 x i64] %63)
  %66 = tail call fastcc i64 @two_t16b([2 x i64] %63, [2 x i64] %64)
  %67 = add i64 %66, %65
  %68 = tail call fastcc i64 @sum_t16b([2 x i64] %63)
  %69 = tail call fastcc i64 @sum_t16b([2 x i64] %64)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef 16, i64 noundef %68, i64 noundef %69, i64 noundef %67)
  %71 = xor i64 %62, %67
  %72 = tail call fastcc [2 x i64] @make_t16c()
  %73 = tail call fastcc [2 x i64] @swap_t16c([2 x i64] %72)
  %74 = tail call fastcc i64 @five_then_t16c([2 x i64] %72)
  %75 = tail call fastcc i64 @two_t16c([2 x i64] %72, [2 x i64] %73)
  %76 = add i64 %75, %74
  %77 = tail call fastcc i64 @sum_t16c([2 x i64] %72)
  %78 = tail call fastcc i64 @sum_t16c([2 x i64] %73)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef 16, i64 noundef %77, i64 noundef %78, i64 noundef %76)
  %80 = xor i64 %71, %76
  %81 = tail call fastcc [2 x i64] @make_t12n()
  %82 = extractvalue [2 x i64] %81, 1
  %83 = and i64 %82, 4294967295
  %84 = insertvalue [2 x i64] %81, i64 %83, 1
  %85 = tail call fastcc [2 x i64] @swap_t12n([2 x i64] %84)
  %86 = extractvalue [2 x i64] %85, 1
  %87 = tail call fastcc i64 @five_then_t12n([2 x i64] %84)
  %88 = and i64 %86, 4294967295
  %89 = insertvalue [2 x i64] %85, i64 %88, 1
  %90 = tail call fastcc i64 @two_t12n([2 x i64] %84, [2 x i64] %89)
  %91 = add nsw i64 %90, %87
  %92 = tail call fastcc i64 @sum_t12n([2 x i64] %84)
  %93 = tail call fastcc i64 @sum_t12n([2 x i64] %89)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef 12, i64 noundef %92, i64 noundef %93, i64 noundef %91)
  %95 = xor i64 %80, %91
  %96 = tail call fastcc [2 x i64] @make_t15()
  %97 = extractvalue [2 x i64] %96, 1
  %98 = and i64 %97, 72057594037927935
  %99 = insertvalue [2 x i64] %96, i64 %98, 1
  %100 = tail call fastcc [2 x i64] @swap_t15([2 x i64] %99)
  %101 = extractvalue [2 x i64] %100, 1
  %102 = tail call fastcc i64 @five_then_t15([2 x i64] %99)
  %103 = and i64 %101, 72057594037927935
  %104 = insertvalue [2 x i64] %100, i64 %103, 1
  %105 = tail call fastcc i64 @two_t15([2 x i64] %99, [2 x i64] %104)
  %106 = add nsw i64 %105, %102
  %107 = tail call fastcc i64 @sum_t15([2 x i64] %99)
  %108 = tail call fastcc i64 @sum_t15([2 x i64] %104)
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 15, i64 noundef %107, i64 noundef %108, i64 noundef %106)
  %110 = xor i64 %95, %106
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %110)
  %112 = trunc i64 %110 to i32
  %113 = and i32 %112, 127
  ret i32 %113
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make_t9() unnamed_addr #1 {
  ret [2 x i64] [i64 29000000203, i64 29]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @swap_t9([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = xor i64 %2, -1
  %5 = xor i64 %3, 90
  %6 = insertvalue [2 x i64] poison, i64 %4, 0
  %7 = insertvalue [2 x i64] %6, i64 %5, 1
  ret [2 x i64] %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @five_then_t9([2 x i64] %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_t9([2 x i64] %0)
  %3 = shl i64 %2, 1
  %4 = add i64 %3, 90
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @two_t9([2 x i64] %0, [2 x i64] %1) unnamed_addr #1 {
  %3 = tail call fastcc i64 @sum_t9([2 x i64] %0)
  %4 = mul i64 %3, 5
  %5 = tail call fastcc i64 @sum_t9([2 x i64] %1)
  %6 = sub i64 %4, %5
  ret i64 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sum_t9([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = and i64 %3, 255
  %5 = add i64 %4, %2
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make_t12() unnamed_addr #1 {
  ret [2 x i64] [i64 -373662154723, i64 30408704]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @swap_t12([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = and i64 %2, -4294967296
  %5 = and i64 %3, 4294967295
  %6 = sub i64 %5, %4
  %7 = and i64 %2, 4294967295
  %8 = insertvalue [2 x i64] poison, i64 %6, 0
  %9 = insertvalue [2 x i64] %8, i64 %7, 1
  ret [2 x i64] %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -47244640166, 47244640325) i64 @five_then_t12([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 1
  %3 = and i64 %2, 4294967295
  %4 = insertvalue [2 x i64] %0, i64 %3, 1
  %5 = tail call fastcc i64 @sum_t12([2 x i64] %4)
  %6 = shl nsw i64 %5, 1
  %7 = add nsw i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -141733920757, 141733920714) i64 @two_t12([2 x i64] %0, [2 x i64] %1) unnamed_addr #1 {
  %3 = extractvalue [2 x i64] %0, 1
  %4 = extractvalue [2 x i64] %1, 1
  %5 = and i64 %3, 4294967295
  %6 = insertvalue [2 x i64] %0, i64 %5, 1
  %7 = tail call fastcc i64 @sum_t12([2 x i64] %6)
  %8 = mul nsw i64 %7, 5
  %9 = and i64 %4, 4294967295
  %10 = insertvalue [2 x i64] %1, i64 %9, 1
  %11 = tail call fastcc i64 @sum_t12([2 x i64] %10)
  %12 = sub nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -23622320128, 23622320118) i64 @sum_t12([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = shl i64 %2, 32
  %5 = ashr exact i64 %4, 32
  %6 = ashr i64 %2, 32
  %7 = mul nsw i64 %6, 7
  %8 = add nsw i64 %5, %7
  %9 = shl i64 %3, 32
  %10 = ashr exact i64 %9, 32
  %11 = mul nsw i64 %10, 3
  %12 = add nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make_t16() unnamed_addr #1 {
  ret [2 x i64] [i64 29, i64 -30]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @swap_t16([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = shl i64 %2, 7
  %5 = ashr i64 %3, 3
  %6 = insertvalue [2 x i64] poison, i64 %4, 0
  %7 = insertvalue [2 x i64] %6, i64 %5, 1
  ret [2 x i64] %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @five_then_t16([2 x i64] %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_t16([2 x i64] %0)
  %3 = shl i64 %2, 1
  %4 = add i64 %3, 90
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @two_t16([2 x i64] %0, [2 x i64] %1) unnamed_addr #1 {
  %3 = tail call fastcc i64 @sum_t16([2 x i64] %0)
  %4 = mul i64 %3, 5
  %5 = tail call fastcc i64 @sum_t16([2 x i64] %1)
  %6 = sub i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sum_t16([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = mul i64 %2, 31
  %5 = add i64 %4, %3
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make_t11() unnamed_addr #1 {
  ret [2 x i64] [i64 -3769915909196866304, i64 2229736]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @swap_t11([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = lshr i64 %3, 16
  %5 = shl i64 %2, 32
  %6 = and i64 %5, -72057594037927936
  %7 = shl i64 %2, 16
  %8 = and i64 %7, 71776119061217280
  %9 = or disjoint i64 %6, %8
  %10 = and i64 %2, 280375465082880
  %11 = or disjoint i64 %9, %10
  %12 = lshr i64 %2, 16
  %13 = and i64 %12, 1095216660480
  %14 = or disjoint i64 %11, %13
  %15 = lshr i64 %2, 32
  %16 = and i64 %15, 4278190080
  %17 = or disjoint i64 %14, %16
  %18 = shl i64 %3, 16
  %19 = and i64 %18, 16711680
  %20 = and i64 %3, 65280
  %21 = or disjoint i64 %17, %19
  %22 = and i64 %4, 255
  %23 = or i64 %21, %20
  %24 = or i64 %23, %22
  %25 = trunc i64 %2 to i24
  %26 = shl i24 %25, 16
  %27 = trunc i64 %2 to i24
  %28 = and i24 %27, 65280
  %29 = or disjoint i24 %26, %28
  %30 = trunc i64 %2 to i24
  %31 = lshr i24 %30, 16
  %32 = or disjoint i24 %29, %31
  %33 = zext i24 %32 to i64
  %34 = insertvalue [2 x i64] poison, i64 %24, 0
  %35 = insertvalue [2 x i64] %34, i64 %33, 1
  ret [2 x i64] %35
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 90, 5151601) i64 @five_then_t11([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 1
  %3 = and i64 %2, 16777215
  %4 = insertvalue [2 x i64] %0, i64 %3, 1
  %5 = tail call fastcc i64 @sum_t11([2 x i64] %4)
  %6 = shl nuw nsw i64 %5, 1
  %7 = add nuw nsw i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2575755, 12878776) i64 @two_t11([2 x i64] %0, [2 x i64] %1) unnamed_addr #1 {
  %3 = extractvalue [2 x i64] %0, 1
  %4 = extractvalue [2 x i64] %1, 1
  %5 = and i64 %3, 16777215
  %6 = insertvalue [2 x i64] %0, i64 %5, 1
  %7 = tail call fastcc i64 @sum_t11([2 x i64] %6)
  %8 = mul nuw nsw i64 %7, 5
  %9 = and i64 %4, 16777215
  %10 = insertvalue [2 x i64] %1, i64 %9, 1
  %11 = tail call fastcc i64 @sum_t11([2 x i64] %10)
  %12 = sub nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2575756) i64 @sum_t11([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = lshr i64 %2, 40
  %5 = lshr i64 %3, 16
  %6 = and i64 %2, 255
  %7 = and i64 %4, 255
  %8 = mul nuw nsw i64 %7, 100
  %9 = add nuw nsw i64 %8, %6
  %10 = and i64 %5, 255
  %11 = mul nuw nsw i64 %10, 10000
  %12 = add nuw nsw i64 %9, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make_t14() unnamed_addr #1 {
  ret [2 x i64] [i64 269023486467588, i64 37366595586900]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @swap_t14([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = add i64 %3, 4
  %5 = and i64 %2, -281474976710656
  %6 = add i64 %5, 844424930131968
  %7 = add i64 %2, 8589934592
  %8 = and i64 %7, 281470681743360
  %9 = or disjoint i64 %6, %8
  %10 = add i64 %2, 65536
  %11 = and i64 %10, 4294901760
  %12 = or disjoint i64 %9, %11
  %13 = and i64 %2, 65535
  %14 = or disjoint i64 %12, %13
  %15 = add i64 %3, 25769803776
  %16 = and i64 %15, 281470681743360
  %17 = add i64 %3, 327680
  %18 = and i64 %17, 4294901760
  %19 = or disjoint i64 %16, %18
  %20 = and i64 %4, 65535
  %21 = or disjoint i64 %19, %20
  %22 = insertvalue [2 x i64] poison, i64 %14, 0
  %23 = insertvalue [2 x i64] %22, i64 %21, 1
  ret [2 x i64] %23
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -851878, 852033) i64 @five_then_t14([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 1
  %3 = and i64 %2, 281474976710655
  %4 = insertvalue [2 x i64] %0, i64 %3, 1
  %5 = tail call fastcc i64 @sum_t14([2 x i64] %4)
  %6 = shl nsw i64 %5, 1
  %7 = add nsw i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2555891, 2555840) i64 @two_t14([2 x i64] %0, [2 x i64] %1) unnamed_addr #1 {
  %3 = extractvalue [2 x i64] %0, 1
  %4 = extractvalue [2 x i64] %1, 1
  %5 = and i64 %3, 281474976710655
  %6 = insertvalue [2 x i64] %0, i64 %5, 1
  %7 = tail call fastcc i64 @sum_t14([2 x i64] %6)
  %8 = mul nsw i64 %7, 5
  %9 = and i64 %4, 281474976710655
  %10 = insertvalue [2 x i64] %1, i64 %9, 1
  %11 = tail call fastcc i64 @sum_t14([2 x i64] %10)
  %12 = sub nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -425984, 425972) i64 @sum_t14([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = shl i64 %2, 48
  %5 = ashr exact i64 %4, 48
  %6 = ashr i64 %2, 48
  %7 = mul nsw i64 %6, 3
  %8 = add nsw i64 %5, %7
  %9 = shl i64 %3, 16
  %10 = ashr i64 %9, 48
  %11 = mul nsw i64 %10, 9
  %12 = add nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make_t16b() unnamed_addr #1 {
  ret [2 x i64] [i64 122, i64 -841]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @swap_t16b([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = and i64 %2, -256
  %4 = extractvalue [2 x i64] %0, 1
  %5 = add i64 %2, 231
  %6 = mul nsw i64 %4, 3
  %7 = and i64 %5, 255
  %8 = or disjoint i64 %7, %3
  %9 = insertvalue [2 x i64] poison, i64 %8, 0
  %10 = insertvalue [2 x i64] %9, i64 %6, 1
  ret [2 x i64] %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @five_then_t16b([2 x i64] %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_t16b([2 x i64] %0)
  %3 = shl i64 %2, 1
  %4 = add i64 %3, 90
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @two_t16b([2 x i64] %0, [2 x i64] %1) unnamed_addr #1 {
  %3 = tail call fastcc i64 @sum_t16b([2 x i64] %0)
  %4 = mul i64 %3, 5
  %5 = tail call fastcc i64 @sum_t16b([2 x i64] %1)
  %6 = sub i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sum_t16b([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = and i64 %2, 255
  %5 = add i64 %4, %3
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make_t16c() unnamed_addr #1 {
  ret [2 x i64] [i64 4294967267, i64 249108103168]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @swap_t16c([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = and i64 %2, -4294967296
  %4 = extractvalue [2 x i64] %0, 1
  %5 = ashr i64 %4, 33
  %6 = mul nsw i64 %5, 1000
  %7 = and i64 %5, 4294967295
  %8 = or disjoint i64 %7, %3
  %9 = insertvalue [2 x i64] poison, i64 %8, 0
  %10 = insertvalue [2 x i64] %9, i64 %6, 1
  ret [2 x i64] %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2305843013508661158, 2305843013508661335) i64 @five_then_t16c([2 x i64] %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_t16c([2 x i64] %0)
  %3 = shl nsw i64 %2, 1
  %4 = add nsw i64 %3, 90
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -6917529040525983742, 6917529040525983735) i64 @two_t16c([2 x i64] %0, [2 x i64] %1) unnamed_addr #1 {
  %3 = tail call fastcc i64 @sum_t16c([2 x i64] %0)
  %4 = mul nsw i64 %3, 5
  %5 = tail call fastcc i64 @sum_t16c([2 x i64] %1)
  %6 = sub nsw i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1152921506754330624, 1152921506754330623) i64 @sum_t16c([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = shl i64 %2, 32
  %5 = ashr exact i64 %4, 32
  %6 = ashr i64 %3, 3
  %7 = add nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make_t12n() unnamed_addr #1 {
  ret [2 x i64] [i64 3612071297053, i64 104]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @swap_t12n([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = lshr i64 %2, 16
  %5 = and i64 %2, -4294967296
  %6 = and i64 %3, 4294967040
  %7 = or disjoint i64 %6, 72
  %8 = and i64 %4, 65535
  %9 = shl nuw nsw i64 %8, 16
  %10 = sub i64 %9, %5
  %11 = or disjoint i64 %10, %8
  %12 = insertvalue [2 x i64] poison, i64 %11, 0
  %13 = insertvalue [2 x i64] %12, i64 %7, 1
  ret [2 x i64] %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -429497450406, 429497450875) i64 @five_then_t12n([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 1
  %3 = and i64 %2, 4294967295
  %4 = insertvalue [2 x i64] %0, i64 %3, 1
  %5 = tail call fastcc i64 @sum_t12n([2 x i64] %4)
  %6 = shl nsw i64 %5, 1
  %7 = add nsw i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1288492351632, 1288492352209) i64 @two_t12n([2 x i64] %0, [2 x i64] %1) unnamed_addr #1 {
  %3 = extractvalue [2 x i64] %0, 1
  %4 = extractvalue [2 x i64] %1, 1
  %5 = and i64 %3, 4294967295
  %6 = insertvalue [2 x i64] %0, i64 %5, 1
  %7 = tail call fastcc i64 @sum_t12n([2 x i64] %6)
  %8 = mul nsw i64 %7, 5
  %9 = and i64 %4, 4294967295
  %10 = insertvalue [2 x i64] %1, i64 %9, 1
  %11 = tail call fastcc i64 @sum_t12n([2 x i64] %10)
  %12 = sub nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -214748725248, 214748725393) i64 @sum_t12n([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = shl i64 %2, 48
  %5 = ashr exact i64 %4, 48
  %6 = shl i64 %2, 32
  %7 = ashr i64 %6, 48
  %8 = mul nsw i64 %7, 10
  %9 = ashr i64 %2, 32
  %10 = mul nsw i64 %9, 100
  %11 = and i64 %3, 255
  %12 = add nsw i64 %5, %11
  %13 = add nsw i64 %12, %10
  %14 = add nsw i64 %13, %8
  ret i64 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make_t15() unnamed_addr #1 {
  ret [2 x i64] [i64 -7745221171863409123, i64 3372107015108261]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @swap_t15([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = and i64 %2, -72057594037927936
  %5 = lshr i64 %3, 48
  %6 = shl i64 %3, 48
  %7 = and i64 %6, 71776119061217280
  %8 = or disjoint i64 %4, %7
  %9 = shl i64 %3, 32
  %10 = and i64 %9, 280375465082880
  %11 = or disjoint i64 %8, %10
  %12 = shl i64 %3, 16
  %13 = and i64 %12, 1095216660480
  %14 = or disjoint i64 %11, %13
  %15 = and i64 %3, 4278190080
  %16 = or disjoint i64 %14, %15
  %17 = lshr i64 %3, 16
  %18 = and i64 %17, 16711680
  %19 = lshr i64 %3, 32
  %20 = and i64 %19, 65280
  %21 = or disjoint i64 %16, %18
  %22 = and i64 %5, 255
  %23 = or i64 %21, %20
  %24 = or i64 %23, %22
  %25 = trunc i64 %2 to i56
  %26 = shl i56 %25, 48
  %27 = trunc i64 %2 to i56
  %28 = shl i56 %27, 32
  %29 = and i56 %28, 280375465082880
  %30 = or disjoint i56 %26, %29
  %31 = trunc i64 %2 to i56
  %32 = shl i56 %31, 16
  %33 = and i56 %32, 1095216660480
  %34 = or disjoint i56 %30, %33
  %35 = trunc i64 %2 to i56
  %36 = and i56 %35, 4278190080
  %37 = or disjoint i56 %34, %36
  %38 = trunc i64 %2 to i56
  %39 = lshr i56 %38, 16
  %40 = and i56 %39, 16711680
  %41 = or disjoint i56 %37, %40
  %42 = trunc i64 %2 to i56
  %43 = lshr i56 %42, 32
  %44 = and i56 %43, 65280
  %45 = trunc i64 %2 to i56
  %46 = lshr i56 %45, 48
  %47 = or disjoint i56 %41, %44
  %48 = or i56 %47, %46
  %49 = zext i56 %48 to i64
  %50 = insertvalue [2 x i64] poison, i64 %24, 0
  %51 = insertvalue [2 x i64] %50, i64 %49, 1
  ret [2 x i64] %51
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 90, 33554521) i64 @five_then_t15([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 1
  %3 = and i64 %2, 72057594037927935
  %4 = insertvalue [2 x i64] %0, i64 %3, 1
  %5 = tail call fastcc i64 @sum_t15([2 x i64] %4)
  %6 = shl nuw nsw i64 %5, 1
  %7 = add nuw nsw i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -16777215, 83886076) i64 @two_t15([2 x i64] %0, [2 x i64] %1) unnamed_addr #1 {
  %3 = extractvalue [2 x i64] %0, 1
  %4 = extractvalue [2 x i64] %1, 1
  %5 = and i64 %3, 72057594037927935
  %6 = insertvalue [2 x i64] %0, i64 %5, 1
  %7 = tail call fastcc i64 @sum_t15([2 x i64] %6)
  %8 = mul nuw nsw i64 %7, 5
  %9 = and i64 %4, 72057594037927935
  %10 = insertvalue [2 x i64] %1, i64 %9, 1
  %11 = tail call fastcc i64 @sum_t15([2 x i64] %10)
  %12 = sub nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 16777216) i64 @sum_t15([2 x i64] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = and i64 %2, 255
  %5 = lshr i64 %2, 48
  %6 = and i64 %5, 65280
  %7 = or disjoint i64 %6, %4
  %8 = lshr i64 %3, 32
  %9 = and i64 %8, 16711680
  %10 = or disjoint i64 %7, %9
  ret i64 %10
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
