; ModuleID = 'programs/float_int_conv_limits.c'
source_filename = "programs/float_int_conv_limits.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"i8: %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"u8: %u %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"i16: %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"u16: %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"i32: %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"u32: %u %u %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"i64: %lld %lld %lld %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"u64: %llu %llu %llu %llu\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"bool: %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"i8->: %g %g %Lg\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"u8->: %g %g %Lg\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"i16->: %g %g\0A\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"u16->: %g %g\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"i32->: %.17g %.9g %.20Lg\0A\00", align 1
@.str.14 = private unnamed_addr constant [26 x i8] c"u32->: %.17g %.9g %.20Lg\0A\00", align 1
@.str.15 = private unnamed_addr constant [26 x i8] c"i64->: %.17g %.9g %.20Lg\0A\00", align 1
@.str.16 = private unnamed_addr constant [26 x i8] c"u64->: %.17g %.9g %.20Lg\0A\00", align 1
@.str.17 = private unnamed_addr constant [26 x i8] c"u64->: %.17g %.17g %.17g\0A\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"b->: %g %g\0A\00", align 1
@.str.19 = private unnamed_addr constant [27 x i8] c"ties: %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.20 = private unnamed_addr constant [21 x i8] c"trunc %g -> %d %lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i8 @d2_i8(double noundef 1.279000e+02)
  %2 = sext i8 %1 to i32
  %3 = tail call fastcc i8 @d2_i8(double noundef -1.289000e+02)
  %4 = sext i8 %3 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %4, i32 noundef 0, i32 noundef 100)
  %6 = tail call fastcc i8 @d2_u8(double noundef 2.559900e+02)
  %7 = zext i8 %6 to i32
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %7, i32 noundef 0, i32 noundef 254)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 32767, i32 noundef -32768, i32 noundef -12345)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 65535, i32 noundef 65535)
  %11 = tail call fastcc i32 @d2_i32(double noundef 0x41DFFFFFFFFF5C29)
  %12 = tail call fastcc i32 @d2_i32(double noundef 0xC1E00000001FAE14)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %11, i32 noundef %12, i32 noundef 2147483520, i32 noundef -2147483648)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -1, i32 noundef -256, i32 noundef -1294967296)
  %15 = tail call fastcc i64 @d2_i64(double noundef 0x43DFFFFFFFFFFFFF)
  %16 = tail call fastcc i64 @d2_i64(double noundef 0xC3E0000000000000)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %15, i64 noundef %16, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807)
  %18 = tail call fastcc i64 @d2_u64(double noundef 0x43EFFFFFFFFFFFFF)
  %19 = tail call fastcc i64 @d2_u64(double noundef 0x43E0000000000000)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %18, i64 noundef -1099511627776, i64 noundef -1, i64 noundef %19)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 0, i32 noundef 1)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef -1.280000e+02, double noundef 1.270000e+02, fp128 noundef 0xL0000000000000000BFFF000000000000)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 2.550000e+02, double noundef 1.280000e+02, fp128 noundef 0xL00000000000000000000000000000000)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef -3.276800e+04, double noundef 3.276700e+04)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 6.553500e+04, double noundef 6.553500e+04)
  %26 = tail call fastcc float @i32_2f(i32 noundef 2147483647)
  %27 = fpext float %26 to double
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x41DFFFFFFFC00000, double noundef %27, fp128 noundef 0xL0000000000000000C01E000000000000)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0x41EFFFFFFFE00000, double noundef 0x41F0000000000000, fp128 noundef 0xL0000000000000000401EFFFFFFFE0000)
  %30 = tail call fastcc double @i64_2d(i64 noundef 9223372036854775807)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %30, double noundef 0xC3E0000000000000, fp128 noundef 0xLFFFC000000000000403DFFFFFFFFFFFF)
  %32 = tail call fastcc double @u64_2d(i64 noundef -1)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %32, double noundef 0x43F0000000000000, fp128 noundef 0xLFFFE000000000000403EFFFFFFFFFFFF)
  %34 = tail call fastcc double @u64_2d(i64 noundef -9223372036854775808)
  %35 = tail call fastcc double @u64_2d(i64 noundef -9223372036854774783)
  %36 = tail call fastcc double @u64_2d(i64 noundef -2049)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %34, double noundef %35, double noundef %36)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %39 = tail call fastcc float @i32_2f(i32 noundef 16777217)
  %40 = fpext float %39 to double
  %41 = tail call fastcc float @i32_2f(i32 noundef 16777219)
  %42 = fpext float %41 to double
  %43 = tail call fastcc double @i64_2d(i64 noundef 9007199254740993)
  %44 = tail call fastcc double @i64_2d(i64 noundef 9007199254740995)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %40, double noundef %42, double noundef %43, double noundef %44)
  %46 = tail call fastcc i32 @d2_i32(double noundef 2.500000e+00)
  %47 = tail call fastcc i64 @d2_i64(double noundef 2.500000e+00)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 2.500000e+00, i32 noundef %46, i64 noundef %47)
  %49 = tail call fastcc i32 @d2_i32(double noundef -2.500000e+00)
  %50 = tail call fastcc i64 @d2_i64(double noundef -2.500000e+00)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef -2.500000e+00, i32 noundef %49, i64 noundef %50)
  %52 = tail call fastcc i32 @d2_i32(double noundef 0x3FEFFFFDE7210BE9)
  %53 = tail call fastcc i64 @d2_i64(double noundef 0x3FEFFFFDE7210BE9)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 0x3FEFFFFDE7210BE9, i32 noundef %52, i64 noundef %53)
  %55 = tail call fastcc i32 @d2_i32(double noundef 0xBFEFFFFDE7210BE9)
  %56 = tail call fastcc i64 @d2_i64(double noundef 0xBFEFFFFDE7210BE9)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 0xBFEFFFFDE7210BE9, i32 noundef %55, i64 noundef %56)
  %58 = tail call fastcc i32 @d2_i32(double noundef 0x41CDCD6500400000)
  %59 = tail call fastcc i64 @d2_i64(double noundef 0x41CDCD6500400000)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 0x41CDCD6500400000, i32 noundef %58, i64 noundef %59)
  %61 = tail call fastcc i32 @d2_i32(double noundef 0xC1CDCD6500400000)
  %62 = tail call fastcc i64 @d2_i64(double noundef 0xC1CDCD6500400000)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 0xC1CDCD6500400000, i32 noundef %61, i64 noundef %62)
  %64 = tail call fastcc i8 @d2_u8(double noundef 7.770000e+01)
  %65 = zext i8 %64 to i32
  ret i32 %65
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @d2_i8(double noundef %0) unnamed_addr #2 {
  %2 = fptosi double %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @d2_u8(double noundef %0) unnamed_addr #2 {
  %2 = fptoui double %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @d2_i32(double noundef %0) unnamed_addr #2 {
  %2 = fptosi double %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d2_i64(double noundef %0) unnamed_addr #2 {
  %2 = fptosi double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d2_u64(double noundef %0) unnamed_addr #2 {
  %2 = fptoui double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @i32_2f(i32 noundef %0) unnamed_addr #2 {
  %2 = uitofp nneg i32 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @i64_2d(i64 noundef %0) unnamed_addr #2 {
  %2 = uitofp nneg i64 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @u64_2d(i64 noundef %0) unnamed_addr #2 {
  %2 = uitofp i64 %0 to double
  ret double %2
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
