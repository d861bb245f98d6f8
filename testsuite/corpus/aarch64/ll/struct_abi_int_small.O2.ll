; ModuleID = 'programs/struct_abi_int_small.c'
source_filename = "programs/struct_abi_int_small.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %3 = zext i8 %1 to i64
  %4 = tail call fastcc i64 @late_s1(i64 %3)
  %5 = tail call fastcc i64 @sum_s1(i64 111)
  %6 = tail call fastcc i64 @sum_s1(i64 %3)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef 1, i64 noundef %5, i64 noundef %6, i64 noundef %6, i64 noundef %2, i64 noundef %5, i64 noundef %4)
  %8 = tail call fastcc i16 @twice_s2()
  %9 = tail call fastcc i64 @mutate_s2()
  %10 = zext i16 %8 to i64
  %11 = tail call fastcc i64 @late_s2(i64 %10)
  %12 = tail call fastcc i64 @sum_s2(i64 28536)
  %13 = tail call fastcc i64 @sum_s2(i64 %10)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef 2, i64 noundef %12, i64 noundef %13, i64 noundef %13, i64 noundef %9, i64 noundef %12, i64 noundef %11)
  %15 = add nsw i64 %11, %4
  %16 = tail call fastcc i24 @twice_s3()
  %17 = tail call fastcc i64 @mutate_s3()
  %18 = zext i24 %16 to i64
  %19 = tail call fastcc i64 @late_s3(i64 %18)
  %20 = tail call fastcc i64 @sum_s3(i64 14362149)
  %21 = tail call fastcc i64 @sum_s3(i64 %18)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef 3, i64 noundef %20, i64 noundef %21, i64 noundef %21, i64 noundef %17, i64 noundef %20, i64 noundef %19)
  %23 = add nsw i64 %15, %19
  %24 = tail call fastcc i32 @twice_s4()
  %25 = tail call fastcc i64 @mutate_s4()
  %26 = zext i32 %24 to i64
  %27 = tail call fastcc i64 @late_s4(i64 %26)
  %28 = tail call fastcc i64 @sum_s4(i64 15936348)
  %29 = tail call fastcc i64 @sum_s4(i64 %26)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef 4, i64 noundef %28, i64 noundef %29, i64 noundef %29, i64 noundef %25, i64 noundef %28, i64 noundef %27)
  %31 = add nsw i64 %23, %27
  %32 = tail call fastcc i40 @make_s5()
  %33 = zext i40 %32 to i64
  %34 = tail call fastcc i40 @twice_s5(i64 %33)
  %35 = tail call fastcc i64 @mutate_s5(i64 %33)
  %36 = zext i40 %34 to i64
  %37 = tail call fastcc i64 @late_s5(i64 %33, i64 %36)
  %38 = tail call fastcc i64 @sum_s5(i64 %33)
  %39 = tail call fastcc i64 @sum_s5(i64 %36)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef 5, i64 noundef %38, i64 noundef %39, i64 noundef %39, i64 noundef %35, i64 noundef %38, i64 noundef %37)
  %41 = add nsw i64 %31, %37
  %42 = tail call fastcc i48 @twice_s6()
  %43 = tail call fastcc i64 @mutate_s6()
  %44 = zext i48 %42 to i64
  %45 = tail call fastcc i64 @late_s6(i64 %44)
  %46 = tail call fastcc i64 @sum_s6(i64 481126055973)
  %47 = tail call fastcc i64 @sum_s6(i64 %44)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef 6, i64 noundef %46, i64 noundef %47, i64 noundef %47, i64 noundef %43, i64 noundef %46, i64 noundef %45)
  %49 = add nsw i64 %41, %45
  %50 = tail call fastcc i64 @twice_s7()
  %51 = tail call fastcc i64 @mutate_s7()
  %52 = tail call fastcc i64 @late_s7(i64 %50)
  %53 = tail call fastcc i64 @sum_s7(i64 33779544118460453)
  %54 = tail call fastcc i64 @sum_s7(i64 %50)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef 8, i64 noundef %53, i64 noundef %54, i64 noundef %54, i64 noundef %51, i64 noundef %53, i64 noundef %52)
  %56 = add nsw i64 %49, %52
  %57 = tail call fastcc i64 @twice_s8a()
  %58 = tail call fastcc i64 @mutate_s8a()
  %59 = tail call fastcc i64 @late_s8a(i64 %57)
  %60 = tail call fastcc i64 @sum_s8a(i64 158917490063)
  %61 = tail call fastcc i64 @sum_s8a(i64 %57)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef 8, i64 noundef %60, i64 noundef %61, i64 noundef %61, i64 noundef %58, i64 noundef %60, i64 noundef %59)
  %63 = add nsw i64 %56, %59
  %64 = tail call fastcc i64 @twice_s8b()
  %65 = tail call fastcc i64 @mutate_s8b()
  %66 = tail call fastcc i64 @late_s8b(i64 %64)
  %67 = tail call fastcc i64 @sum_s8b(i64 -44190454652076069)
  %68 = tail call fastcc i64 @sum_s8b(i64 %64)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 8, i64 noundef %67, i64 noundef %68, i64 noundef %68, i64 noundef %65, i64 noundef %67, i64 noundef %66)
  %70 = add nsw i64 %63, %66
  %71 = tail call fastcc i64 @twice_s8c()
  %72 = tail call fastcc i64 @mutate_s8c()
  %73 = tail call fastcc i64 @late_s8c(i64 %71)
  %74 = tail call fastcc i64 @sum_s8c(i64 158913789989)
  %75 = tail call fastcc i64 @sum_s8c(i64 %71)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef 8, i64 noundef %74, i64 noundef %75, i64 noundef %75, i64 noundef %72, i64 noundef %74, i64 noundef %73)
  %77 = add nsw i64 %70, %73
  %78 = tail call fastcc i56 @make_s7b()
  %79 = zext i56 %78 to i64
  %80 = tail call fastcc i56 @twice_s7b(i64 %79)
  %81 = tail call fastcc i64 @mutate_s7b(i64 %79)
  %82 = zext i56 %80 to i64
  %83 = tail call fastcc i64 @late_s7b(i64 %79, i64 %82)
  %84 = tail call fastcc i64 @sum_s7b(i64 %79)
  %85 = tail call fastcc i64 @sum_s7b(i64 %82)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef 7, i64 noundef %84, i64 noundef %85, i64 noundef %85, i64 noundef %81, i64 noundef %84, i64 noundef %83)
  %87 = add nsw i64 %77, %83
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %87)
  %89 = trunc i64 %87 to i32
  %90 = and i32 %89, 127
  ret i32 %90
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @twice_s1() unnamed_addr #1 {
  ret i8 -33
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @sum_s1(i64 %0) unnamed_addr #1 {
  %2 = and i64 %0, 255
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @mutate_s1() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s1(i64 144)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -227, 794) i64 @late_s1(i64 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s1(i64 111)
  %3 = mul nuw nsw i64 %2, 3
  %4 = add nuw nsw i64 %3, 28
  %5 = and i64 %0, 255
  %6 = tail call fastcc i64 @sum_s1(i64 %5)
  %7 = sub nsw i64 %4, %6
  ret i64 %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @twice_s2() unnamed_addr #1 {
  ret i16 -8207
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @sum_s2(i64 %0) unnamed_addr #1 {
  %2 = shl i64 %0, 48
  %3 = ashr exact i64 %2, 48
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @mutate_s2() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s2(i64 28551)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -131043, 131098) i64 @late_s2(i64 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s2(i64 28536)
  %3 = mul nsw i64 %2, 3
  %4 = add nsw i64 %3, 28
  %5 = and i64 %0, 65535
  %6 = tail call fastcc i64 @sum_s2(i64 %5)
  %7 = sub nsw i64 %4, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @twice_s3() unnamed_addr #1 {
  ret i24 -4764341
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2575756) i64 @sum_s3(i64 %0) unnamed_addr #1 {
  %2 = lshr i64 %0, 8
  %3 = lshr i64 %0, 16
  %4 = and i64 %0, 255
  %5 = mul nuw nsw i64 %4, 10000
  %6 = and i64 %2, 255
  %7 = mul nuw nsw i64 %6, 100
  %8 = and i64 %3, 255
  %9 = add nuw nsw i64 %8, %5
  %10 = add nuw nsw i64 %9, %7
  ret i64 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2575756) i64 @mutate_s3() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s3(i64 14362330)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2575727, 7727294) i64 @late_s3(i64 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s3(i64 14362149)
  %3 = mul nuw nsw i64 %2, 3
  %4 = add nuw nsw i64 %3, 28
  %5 = and i64 %0, 16777215
  %6 = tail call fastcc i64 @sum_s3(i64 %5)
  %7 = sub nsw i64 %4, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @twice_s4() unnamed_addr #1 {
  ret i32 31938489
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768000, 32767256) i64 @sum_s4(i64 %0) unnamed_addr #1 {
  %2 = lshr i64 %0, 16
  %3 = shl i64 %0, 48
  %4 = ashr exact i64 %3, 48
  %5 = mul nsw i64 %4, 1000
  %6 = and i64 %2, 255
  %7 = add nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768000, 32767256) i64 @mutate_s4() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s4(i64 15936419)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -131071227, 131069794) i64 @late_s4(i64 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s4(i64 15936348)
  %3 = mul nsw i64 %2, 3
  %4 = add nsw i64 %3, 28
  %5 = and i64 %0, 4294967295
  %6 = tail call fastcc i64 @sum_s4(i64 %5)
  %7 = sub nsw i64 %4, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i40 @make_s5() unnamed_addr #1 {
  ret i40 504143624485
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i40 @twice_s5(i64 %0) unnamed_addr #1 {
  %2 = trunc i64 %0 to i8
  %3 = shl i8 %2, 1
  %4 = or disjoint i8 %3, 1
  %5 = insertelement <4 x i64> poison, i64 %0, i64 0
  %6 = shufflevector <4 x i64> %5, <4 x i64> poison, <4 x i32> zeroinitializer
  %7 = lshr <4 x i64> %6, <i64 31, i64 23, i64 15, i64 7>
  %8 = trunc <4 x i64> %7 to <4 x i8>
  %9 = or <4 x i8> %8, <i8 1, i8 1, i8 1, i8 1>
  %10 = zext <4 x i8> %9 to <4 x i40>
  %11 = shl nuw <4 x i40> %10, <i40 32, i40 24, i40 16, i40 8>
  %12 = zext i8 %4 to i40
  %13 = tail call i40 @llvm.vector.reduce.or.v4i40(<4 x i40> %11)
  %14 = or disjoint i40 %13, %12
  ret i40 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 3826) i64 @sum_s5(i64 %0) unnamed_addr #1 {
  %2 = lshr i64 %0, 16
  %3 = lshr i64 %0, 32
  %4 = and i64 %0, 255
  %5 = lshr i64 %0, 7
  %6 = and i64 %5, 510
  %7 = add nuw nsw i64 %6, %4
  %8 = and i64 %2, 255
  %9 = mul nuw nsw i64 %8, 3
  %10 = lshr i64 %0, 22
  %11 = and i64 %10, 1020
  %12 = and i64 %3, 255
  %13 = mul nuw nsw i64 %12, 5
  %14 = add nuw nsw i64 %7, %11
  %15 = add nuw nsw i64 %14, %9
  %16 = add nuw nsw i64 %15, %13
  ret i64 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 3826) i64 @mutate_s5(i64 %0) unnamed_addr #1 {
  %2 = and i64 %0, 1099511627775
  %3 = xor i64 %2, 255
  %4 = tail call fastcc i64 @sum_s5(i64 %3)
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -3797, 11504) i64 @late_s5(i64 %0, i64 %1) unnamed_addr #1 {
  %3 = and i64 %0, 1099511627775
  %4 = tail call fastcc i64 @sum_s5(i64 %3)
  %5 = mul nuw nsw i64 %4, 3
  %6 = add nuw nsw i64 %5, 28
  %7 = and i64 %1, 1099511627775
  %8 = tail call fastcc i64 @sum_s5(i64 %7)
  %9 = sub nsw i64 %6, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @twice_s6() unnamed_addr #1 {
  ret i48 2066075550027
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -229376, 484625) i64 @sum_s6(i64 %0) unnamed_addr #1 {
  %2 = lshr i64 %0, 32
  %3 = and i64 %0, 255
  %4 = shl i64 %0, 32
  %5 = ashr i64 %4, 48
  %6 = mul nsw i64 %5, 7
  %7 = add nsw i64 %6, %3
  %8 = and i64 %2, 255
  %9 = mul nuw nsw i64 %8, 1000
  %10 = add nsw i64 %7, %9
  ret i64 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -229376, 484625) i64 @mutate_s6() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s6(i64 481126056154)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1172724, 1683277) i64 @late_s6(i64 %0) unnamed_addr #1 {
  %2 = tail call fastcc i64 @sum_s6(i64 481126055973)
  %3 = mul nsw i64 %2, 3
  %4 = add nsw i64 %3, 28
  %5 = and i64 %0, 281474976710655
  %6 = tail call fastcc i64 @sum_s6(i64 %5)
  %7 = sub nsw i64 %4, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @twice_s7() unnamed_addr #1 {
  ret i64 139899256763253067
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -294909, 295162) i64 @sum_s7(i64 %0) unnamed_addr #1 {
  %2 = lshr i64 %0, 48
  %3 = shl i64 %0, 48
  %4 = ashr exact i64 %3, 48
  %5 = shl i64 %0, 32
  %6 = ashr i64 %5, 48
  %7 = mul nsw i64 %6, -3
  %8 = shl i64 %0, 16
  %9 = ashr i64 %8, 48
  %10 = mul nsw i64 %9, 5
  %11 = and i64 %2, 255
  %12 = add nsw i64 %11, %4
  %13 = add nsw i64 %12, %7
  %14 = add nsw i64 %13, %10
  ret i64 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -294909, 295162) i64 @mutate_s7() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s7(i64 33779544118460634)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1179860, 1180421) i64 @late_s7(i64 %0) unnamed_addr #1 {
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
define internal fastcc range(i64 -6442450944, 6442451197) i64 @sum_s8a(i64 %0) unnamed_addr #1 {
  %2 = lshr i64 %0, 32
  %3 = shl i64 %0, 32
  %4 = ashr exact i64 %3, 32
  %5 = mul nsw i64 %4, 3
  %6 = and i64 %2, 255
  %7 = add nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -6442450944, 6442451197) i64 @mutate_s8a() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s8a(i64 158917490032)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -25769804000, 25769804561) i64 @late_s8a(i64 %0) unnamed_addr #1 {
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
define internal fastcc range(i64 -2147844096, 2147851735) i64 @sum_s8b(i64 %0) unnamed_addr #1 {
  %2 = lshr i64 %0, 48
  %3 = lshr i64 %0, 56
  %4 = shl i64 %0, 32
  %5 = ashr exact i64 %4, 32
  %6 = shl i64 %0, 16
  %7 = ashr i64 %6, 48
  %8 = mul nsw i64 %7, 11
  %9 = and i64 %2, 255
  %10 = mul nuw nsw i64 %9, 13
  %11 = mul nuw nsw i64 %3, 17
  %12 = add nsw i64 %11, %5
  %13 = add nsw i64 %12, %8
  %14 = add nsw i64 %13, %10
  ret i64 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147844096, 2147851735) i64 @mutate_s8b() unnamed_addr #1 {
  %1 = tail call fastcc i64 @sum_s8b(i64 -44190454652076252)
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -8591383994, 8591399327) i64 @late_s8b(i64 %0) unnamed_addr #1 {
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
define internal fastcc i56 @twice_s7b(i64 %0) unnamed_addr #1 {
  %2 = trunc i64 %0 to i8
  %3 = shl i8 %2, 1
  %4 = or disjoint i8 %3, 1
  %5 = lshr i64 %0, 7
  %6 = trunc i64 %5 to i8
  %7 = or i8 %6, 1
  %8 = lshr i64 %0, 15
  %9 = trunc i64 %8 to i8
  %10 = or i8 %9, 1
  %11 = insertelement <4 x i64> poison, i64 %0, i64 0
  %12 = shufflevector <4 x i64> %11, <4 x i64> poison, <4 x i32> zeroinitializer
  %13 = lshr <4 x i64> %12, <i64 47, i64 39, i64 31, i64 23>
  %14 = trunc <4 x i64> %13 to <4 x i8>
  %15 = or <4 x i8> %14, <i8 1, i8 1, i8 1, i8 1>
  %16 = zext <4 x i8> %15 to <4 x i56>
  %17 = shl nuw <4 x i56> %16, <i56 48, i56 40, i56 32, i56 24>
  %18 = zext i8 %10 to i56
  %19 = shl nuw nsw i56 %18, 16
  %20 = zext i8 %7 to i56
  %21 = shl nuw nsw i56 %20, 8
  %22 = zext i8 %4 to i56
  %23 = tail call i56 @llvm.vector.reduce.or.v4i56(<4 x i56> %17)
  %24 = or i56 %23, %19
  %25 = or disjoint i56 %21, %22
  %26 = or i56 %24, %25
  ret i56 %26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 16777216) i64 @sum_s7b(i64 %0) unnamed_addr #1 {
  %2 = and i64 %0, 255
  %3 = lshr i64 %0, 16
  %4 = and i64 %3, 65280
  %5 = or disjoint i64 %4, %2
  %6 = lshr i64 %0, 32
  %7 = and i64 %6, 16711680
  %8 = or disjoint i64 %5, %7
  ret i64 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 16777216) i64 @mutate_s7b(i64 %0) unnamed_addr #1 {
  %2 = and i64 %0, 72057594037927935
  %3 = xor i64 %2, 255
  %4 = tail call fastcc i64 @sum_s7b(i64 %3)
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -16777187, 50331674) i64 @late_s7b(i64 %0, i64 %1) unnamed_addr #1 {
  %3 = and i64 %0, 72057594037927935
  %4 = tail call fastcc i64 @sum_s7b(i64 %3)
  %5 = mul nuw nsw i64 %4, 3
  %6 = add nuw nsw i64 %5, 28
  %7 = and i64 %1, 72057594037927935
  %8 = tail call fastcc i64 @sum_s7b(i64 %7)
  %9 = sub nsw i64 %6, %8
  ret i64 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i40 @llvm.vector.reduce.or.v4i40(<4 x i40>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i56 @llvm.vector.reduce.or.v4i56(<4 x i56>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
