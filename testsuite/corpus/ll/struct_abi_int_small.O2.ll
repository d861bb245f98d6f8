; ModuleID = 'programs/struct_abi_int_small.c'
source_filename = "programs/struct_abi_int_small.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [74 x i8] c"%-4s size=%zu sum=%ld twice=%ld fp=%ld mutate=%ld unchanged=%ld late=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"s1\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"s2\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"s3\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"s4\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"s5\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"s6\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"s7\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"s8a\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"s8b\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"s8c\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"s7b\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"total=%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i8 @twice_s1()
  %2 = tail call fastcc i64 @mutate_s1()
  %3 = tail call fastcc i64 @late_s1(i8 %1)
  %4 = tail call fastcc i64 @sum_s1(i8 111)
  %5 = tail call fastcc i64 @sum_s1(i8 %1)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef 1, i64 noundef %4, i64 noundef %5, i64 noundef %5, i64 noundef %2, i64 noundef %4, i64 noundef %3)
  %7 = tail call fastcc i16 @twice_s2()
  %8 = tail call fastcc i64 @mutate_s2()
  %9 = tail call fastcc i64 @late_s2(i16 %7)
  %10 = tail call fastcc i64 @sum_s2(i16 28536)
  %11 = tail call fastcc i64 @sum_s2(i16 %7)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef 2, i64 noundef %10, i64 noundef %11, i64 noundef %11, i64 noundef %8, i64 noundef %10, i64 noundef %9)
  %13 = add nsw i64 %9, %3
  %14 = tail call fastcc i24 @twice_s3()
  %15 = tail call fastcc i64 @mutate_s3()
  %16 = tail call fastcc i64 @late_s3(i24 %14)
  %17 = tail call fastcc i64 @sum_s3(i24 -2415067)
  %18 = tail call fastcc i64 @sum_s3(i24 %14)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef 3, i64 noundef %17, i64 noundef %18, i64 noundef %18, i64 noundef %15, i64 noundef %17, i64 noundef %16)
  %20 = add nsw i64 %13, %16
  %21 = tail call fastcc i32 @twice_s4()
  %22 = tail call fastcc i64 @mutate_s4()
  %23 = tail call fastcc i64 @late_s4(i32 %21)
  %24 = tail call fastcc i64 @sum_s4(i32 15936348)
  %25 = tail call fastcc i64 @sum_s4(i32 %21)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef 4, i64 noundef %24, i64 noundef %25, i64 noundef %25, i64 noundef %22, i64 noundef %24, i64 noundef %23)
  %27 = add nsw i64 %20, %23
  %28 = tail call fastcc i40 @make_s5()
  %29 = tail call fastcc i40 @twice_s5(i40 %28)
  %30 = tail call fastcc i64 @mutate_s5(i40 %28)
  %31 = tail call fastcc i64 @late_s5(i40 %28, i40 %29)
  %32 = tail call fastcc i64 @sum_s5(i40 %28)
  %33 = tail call fastcc i64 @sum_s5(i40 %29)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef 5, i64 noundef %32, i64 noundef %33, i64 noundef %33, i64 noundef %30, i64 noundef %32, i64 noundef %31)
  %35 = add nsw i64 %27, %31
  %36 = tail call fastcc i48 @twice_s6()
  %37 = tail call fastcc i64 @mutate_s6()
  %38 = tail call fastcc i64 @late_s6(i48 %36)
  %39 = tail call fastcc i64 @sum_s6(i48 481126055973)
  %40 = tail call fastcc i64 @sum_s6(i48 %36)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef 6, i64 noundef %39, i64 noundef %40, i64 noundef %40, i64 noundef %37, i64 noundef %39, i64 noundef %38)
  %42 = add nsw i64 %35, %38
  %43 = tail call fastcc i64 @twice_s7()
  %44 = tail call fastcc i64 @mutate_s7()
  %45 = tail call fastcc i64 @late_s7(i64 %43)
  %46 = tail call fastcc i64 @sum_s7(i64 33779544118460453)
  %47 = tail call fastcc i64 @sum_s7(i64 %43)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef 8, i64 noundef %46, i64 noundef %47, i64 noundef %47, i64 noundef %44, i64 noundef %46, i64 noundef %45)
  %49 = add nsw i64 %42, %45
  %50 = tail call fastcc i64 @twice_s8a()
  %51 = tail call fastcc i64 @mutate_s8a()
  %52 = tail call fastcc i64 @late_s8a(i64 %50)
  %53 = tail call fastcc i64 @sum_s8a(i64 158917490063)
  %54 = tail call fastcc i64 @sum_s8a(i64 %50)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef 8, i64 noundef %53, i64 noundef %54, i64 noundef %54, i64 noundef %51, i64 noundef %53, i64 noundef %52)
  %56 = add nsw i64 %49, %52
  %57 = tail call fastcc i64 @twice_s8b()
  %58 = tail call fastcc i64 @mutate_s8b()
  %59 = tail call fastcc i64 @late_s8b(i64 %57)
  %60 = tail call fastcc i64 @sum_s8b(i64 -44190454652076069)
  %61 = tail call fastcc i64 @sum_s8b(i64 %57)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 8, i64 noundef %60, i64 noundef %61, i64 noundef %61, i64 noundef %58, i64 noundef %60, i64 noundef %59)
  %63 = add nsw i64 %56, %59
  %64 = tail call fastcc i64 @twice_s8c()
  %65 = tail call fastcc i64 @mutate_s8c()
  %66 = tail call fastcc i64 @late_s8c(i64 %64)
  %67 = tail call fastcc i64 @sum_s8c(i64 158913789989)
  %68 = tail call fastcc i64 @sum_s8c(i64 %64)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef 8, i64 noundef %67, i64 noundef %68, i64 noundef %68, i64 noundef %65, i64 noundef %67, i64 noundef %66)
  %70 = add nsw i64 %63, %66
  %71 = tail call fastcc i56 @make_s7b()
  %72 = tail call fastcc i56 @twice_s7b(i56 %71)
  %73 = tail call fastcc i64 @mutate_s7b(i56 %71)
  %74 = tail call fastcc i64 @late_s7b(i56 %71, i56 %72)
  %75 = tail call fastcc i64 @sum_s7b(i56 %71)
  %76 = tail call fastcc i64 @sum_s7b(i56 %72)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef 7, i64 noundef %75, i64 noundef %76, i64 noundef %76, i64 noundef %73, i64 noundef %75, i64 noundef %74)
  %78 = add nsw i64 %70, %74
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %78)
  %80 = trunc i64 %78 to i32
  %81 = and i32 %80, 127
  ret i32 %81
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @twice_s1() unnamed_addr #1 {
  ret i8 -33
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @sum_s1(i8 %0) unnamed_addr #1 {
  %2 = sext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @mutate_s1() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s1(i8 -112)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -483, 538) i64 @late_s1(i8 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s1(i8 111)
  %3 = mul nsw i64 %2, 3
  %4 = add nsw i64 %3, 28
  %5 = tail call fastcc i64 @sum_s1(i8 %0)
  %6 = sub nsw i64 %4, %5
  ret i64 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @twice_s2() unnamed_addr #1 {
  ret i16 -8207
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @sum_s2(i16 %0) unnamed_addr #1 {
  %2 = sext i16 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @mutate_s2() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s2(i16 28551)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -131043, 131098) i64 @late_s2(i16 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s2(i16 28536)
  %3 = mul nsw i64 %2, 3
  %4 = add nsw i64 %3, 28
  %5 = tail call fastcc i64 @sum_s2(i16 %0)
  %6 = sub nsw i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @twice_s3() unnamed_addr #1 {
  ret i24 -4764341
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1292928, 1282828) i64 @sum_s3(i24 %0) unnamed_addr #1 {
  %2 = zext i24 %0 to i32
  %3 = lshr i24 %0, 8
  %4 = zext nneg i24 %3 to i32
  %5 = lshr i24 %0, 16
  %6 = zext nneg i24 %5 to i32
  %7 = shl i32 %2, 24
  %8 = ashr exact i32 %7, 24
  %9 = mul nsw i32 %8, 10000
  %10 = shl i32 %4, 24
  %11 = ashr exact i32 %10, 24
  %12 = mul nsw i32 %11, 100
  %13 = shl nuw i32 %6, 24
  %14 = ashr exact i32 %13, 24
  %15 = add nsw i32 %14, %9
  %16 = add nsw i32 %15, %12
  %17 = sext i32 %16 to i64
  ret i64 %17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1292928, 1282828) i64 @mutate_s3() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s3(i24 -2414886)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -5161583, 5141438) i64 @late_s3(i24 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s3(i24 -2415067)
  %3 = mul nsw i64 %2, 3
  %4 = add nsw i64 %3, 28
  %5 = tail call fastcc i64 @sum_s3(i24 %0)
  %6 = sub nsw i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @twice_s4() unnamed_addr #1 {
  ret i32 31938489
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768128, 32767128) i64 @sum_s4(i32 %0) unnamed_addr #1 {
  %2 = zext i32 %0 to i64
  %3 = lshr i32 %0, 16
  %4 = zext nneg i32 %3 to i64
  %5 = shl i64 %2, 48
  %6 = ashr exact i64 %5, 48
  %7 = mul nsw i64 %6, 1000
  %8 = shl i64 %4, 56
  %9 = ashr exact i64 %8, 56
  %10 = add nsw i64 %7, %9
  ret i64 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768128, 32767128) i64 @mutate_s4() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s4(i32 15936419)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -131071483, 131069538) i64 @late_s4(i32 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s4(i32 15936348)
  %3 = mul nsw i64 %2, 3
  %4 = add nsw i64 %3, 28
  %5 = tail call fastcc i64 @sum_s4(i32 %0)
  %6 = sub nsw i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i40 @make_s5() unnamed_addr #1 {
  ret i40 504143624485
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i40 @twice_s5(i40 %0) unnamed_addr #1 {
  %2 = trunc i40 %0 to i8
  %3 = shl i8 %2, 1
  %4 = or disjoint i8 %3, 1
  %5 = lshr i40 %0, 7
  %6 = trunc i40 %5 to i8
  %7 = or i8 %6, 1
  %8 = lshr i40 %0, 15
  %9 = trunc i40 %8 to i8
  %10 = or i8 %9, 1
  %11 = lshr i40 %0, 23
  %12 = trunc i40 %11 to i8
  %13 = or i8 %12, 1
  %14 = lshr i40 %0, 31
  %15 = trunc i40 %14 to i8
  %16 = or i8 %15, 1
  %17 = zext i8 %16 to i40
  %18 = shl nuw i40 %17, 32
  %19 = zext i8 %13 to i40
  %20 = shl nuw nsw i40 %19, 24
  %21 = or disjoint i40 %18, %20
  %22 = zext i8 %10 to i40
  %23 = shl nuw nsw i40 %22, 16
  %24 = or disjoint i40 %21, %23
  %25 = zext i8 %7 to i40
  %26 = shl nuw nsw i40 %25, 8
  %27 = or disjoint i40 %24, %26
  %28 = zext i8 %4 to i40
  %29 = or disjoint i40 %27, %28
  ret i40 %29
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1920, 1906) i64 @sum_s5(i40 %0) unnamed_addr #1 {
  %2 = trunc i40 %0 to i32
  %3 = shl i32 %2, 24
  %4 = ashr exact i32 %3, 24
  %5 = shl i32 %2, 16
  %6 = ashr i32 %5, 23
  %7 = and i32 %6, -2
  %8 = shl i32 %2, 8
  %9 = ashr i32 %8, 24
  %10 = mul nsw i32 %9, 3
  %11 = ashr i32 %2, 22
  %12 = and i32 %11, -4
  %13 = lshr i40 %0, 8
  %14 = trunc nuw i40 %13 to i32
  %15 = ashr i32 %14, 24
  %16 = mul nsw i32 %15, 5
  %17 = add nsw i32 %12, %4
  %18 = add nsw i32 %17, %7
  %19 = add nsw i32 %18, %10
  %20 = add nsw i32 %19, %16
  %21 = sext i32 %20 to i64
  ret i64 %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1920, 1906) i64 @mutate_s5(i40 %0) unnamed_addr #1 {
  %2 = trunc i40 %0 to i8
  %3 = and i40 %0, -256
  %4 = xor i8 %2, -1
  %5 = zext i8 %4 to i40
  %6 = or disjoint i40 %3, %5
  %7 = tail call fastcc i64 @sum_s5(i40 %6)
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -7637, 7664) i64 @late_s5(i40 %0, i40 %1) unnamed_addr #1 {
  %3 = tail call fastcc i64 @sum_s5(i40 %0)
  %4 = mul nsw i64 %3, 3
  %5 = add nsw i64 %4, 28
  %6 = tail call fastcc i64 @sum_s5(i40 %1)
  %7 = sub nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @twice_s6() unnamed_addr #1 {
  ret i48 2066075550027
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -357504, 356497) i64 @sum_s6(i48 %0) unnamed_addr #1 {
  %2 = zext i48 %0 to i64
  %3 = lshr i48 %0, 16
  %4 = zext nneg i48 %3 to i64
  %5 = lshr i48 %0, 32
  %6 = zext nneg i48 %5 to i64
  %7 = shl i64 %2, 56
  %8 = ashr exact i64 %7, 56
  %9 = shl i64 %4, 48
  %10 = ashr exact i64 %9, 48
  %11 = mul nsw i64 %10, 7
  %12 = add nsw i64 %11, %8
  %13 = shl i64 %6, 56
  %14 = ashr exact i64 %13, 56
  %15 = mul nsw i64 %14, 1000
  %16 = add nsw i64 %12, %15
  ret i64 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -357504, 356497) i64 @mutate_s6() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s6(i48 481126056154)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1428980, 1427021) i64 @late_s6(i48 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s6(i48 481126055973)
  %3 = mul nsw i64 %2, 3
  %4 = add nsw i64 %3, 28
  %5 = tail call fastcc i64 @sum_s6(i48 %0)
  %6 = sub nsw i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @twice_s7() unnamed_addr #1 {
  ret i64 139899256763253067
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -295037, 295034) i64 @sum_s7(i64 %0) unnamed_addr #1 {
  %2 = shl i64 %0, 48
  %3 = ashr exact i64 %2, 48
  %4 = shl i64 %0, 32
  %5 = ashr i64 %4, 48
  %6 = mul nsw i64 %5, -3
  %7 = shl i64 %0, 16
  %8 = ashr i64 %7, 48
  %9 = mul nsw i64 %8, 5
  %10 = shl i64 %0, 8
  %11 = ashr i64 %10, 56
  %12 = add nsw i64 %11, %3
  %13 = add nsw i64 %12, %6
  %14 = add nsw i64 %13, %9
  ret i64 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -295037, 295034) i64 @mutate_s7() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s7(i64 33779544118460634)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1180116, 1180165) i64 @late_s7(i64 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s7(i64 33779544118460453)
  %3 = mul nsw i64 %2, 3
  %4 = add nsw i64 %3, 28
  %5 = tail call fastcc i64 @sum_s7(i64 %0)
  %6 = sub nsw i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @twice_s8a() unnamed_addr #1 {
  ret i64 72340490673056543
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -6442451072, 6442451069) i64 @sum_s8a(i64 %0) unnamed_addr #1 {
  %2 = shl i64 %0, 32
  %3 = ashr exact i64 %2, 32
  %4 = mul nsw i64 %3, 3
  %5 = shl i64 %0, 24
  %6 = ashr i64 %5, 56
  %7 = add nsw i64 %4, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -6442451072, 6442451069) i64 @mutate_s8a() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s8a(i64 158917490032)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -25769804256, 25769804305) i64 @late_s8a(i64 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s8a(i64 158917490063)
  %3 = mul nsw i64 %2, 3
  %4 = add nsw i64 %3, 28
  %5 = tail call fastcc i64 @sum_s8a(i64 %0)
  %6 = sub nsw i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @twice_s8b() unnamed_addr #1 {
  ret i64 -16040740777885769
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147847936, 2147847895) i64 @sum_s8b(i64 %0) unnamed_addr #1 {
  %2 = shl i64 %0, 32
  %3 = ashr exact i64 %2, 32
  %4 = shl i64 %0, 16
  %5 = ashr i64 %4, 48
  %6 = mul nsw i64 %5, 11
  %7 = shl i64 %0, 8
  %8 = ashr i64 %7, 56
  %9 = mul nsw i64 %8, 13
  %10 = ashr i64 %0, 56
  %11 = mul nsw i64 %10, 17
  %12 = add nsw i64 %11, %3
  %13 = add nsw i64 %12, %6
  %14 = add nsw i64 %13, %9
  ret i64 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147847936, 2147847895) i64 @mutate_s8b() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s8b(i64 -44190454652076252)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -8591391674, 8591391647) i64 @late_s8b(i64 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s8b(i64 -44190454652076069)
  %3 = mul nsw i64 %2, 3
  %4 = add nsw i64 %3, 28
  %5 = tail call fastcc i64 @sum_s8b(i64 %0)
  %6 = sub nsw i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @twice_s8c() unnamed_addr #1 {
  ret i64 72340490665656651
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sum_s8c(i64 %0) unnamed_addr #1 {
  %2 = ashr i64 %0, 7
  %3 = xor i64 %2, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @mutate_s8c() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s8c(i64 158913790170)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @late_s8c(i64 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s8c(i64 158913789989)
  %3 = mul nsw i64 %2, 3
  %4 = add nsw i64 %3, 28
  %5 = tail call fastcc i64 @sum_s8c(i64 %0)
  %6 = sub i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i56 @make_s7b() unnamed_addr #1 {
  ret i56 1089313570769445
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i56 @twice_s7b(i56 %0) unnamed_addr #1 {
  %2 = trunc i56 %0 to i8
  %3 = shl i8 %2, 1
  %4 = or disjoint i8 %3, 1
  %5 = lshr i56 %0, 7
  %6 = trunc i56 %5 to i8
  %7 = or i8 %6, 1
  %8 = lshr i56 %0, 15
  %9 = trunc i56 %8 to i8
  %10 = or i8 %9, 1
  %11 = lshr i56 %0, 23
  %12 = trunc i56 %11 to i8
  %13 = or i8 %12, 1
  %14 = lshr i56 %0, 31
  %15 = trunc i56 %14 to i8
  %16 = or i8 %15, 1
  %17 = lshr i56 %0, 39
  %18 = trunc i56 %17 to i8
  %19 = or i8 %18, 1
  %20 = lshr i56 %0, 47
  %21 = trunc i56 %20 to i8
  %22 = or i8 %21, 1
  %23 = zext i8 %22 to i56
  %24 = shl nuw i56 %23, 48
  %25 = zext i8 %19 to i56
  %26 = shl nuw nsw i56 %25, 40
  %27 = or disjoint i56 %24, %26
  %28 = zext i8 %16 to i56
  %29 = shl nuw nsw i56 %28, 32
  %30 = or disjoint i56 %27, %29
  %31 = zext i8 %13 to i56
  %32 = shl nuw nsw i56 %31, 24
  %33 = or disjoint i56 %30, %32
  %34 = zext i8 %10 to i56
  %35 = shl nuw nsw i56 %34, 16
  %36 = or disjoint i56 %33, %35
  %37 = zext i8 %7 to i56
  %38 = shl nuw nsw i56 %37, 8
  %39 = zext i8 %4 to i56
  %40 = or disjoint i56 %36, %38
  %41 = or i56 %40, %39
  ret i56 %41
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 16777216) i64 @sum_s7b(i56 %0) unnamed_addr #1 {
  %2 = zext i56 %0 to i64
  %3 = and i56 %0, 255
  %4 = zext nneg i56 %3 to i64
  %5 = lshr i64 %2, 16
  %6 = and i64 %5, 65280
  %7 = or disjoint i64 %6, %4
  %8 = lshr i56 %0, 32
  %9 = and i56 %8, 16711680
  %10 = zext nneg i56 %9 to i64
  %11 = or disjoint i64 %7, %10
  ret i64 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 16777216) i64 @mutate_s7b(i56 %0) unnamed_addr #1 {
  %2 = trunc i56 %0 to i8
  %3 = and i56 %0, -256
  %4 = xor i8 %2, -1
  %5 = zext i8 %4 to i56
  %6 = or disjoint i56 %3, %5
  %7 = tail call fastcc i64 @sum_s7b(i56 %6)
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -16777187, 50331674) i64 @late_s7b(i56 %0, i56 %1) unnamed_addr #1 {
  %3 = tail call fastcc i64 @sum_s7b(i56 %0)
  %4 = mul nuw nsw i64 %3, 3
  %5 = add nuw nsw i64 %4, 28
  %6 = tail call fastcc i64 @sum_s7b(i56 %1)
  %7 = sub nsw i64 %5, %6
  ret i64 %7
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
