; ModuleID = 'programs/return_narrow_types.c'
source_filename = "programs/return_narrow_types.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [72 x i8] c"x=%3d i8=%4d u8=%3u i16=%6d u16=%5u b=%d c=%4d u32=%10u f=%a ld=%La %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"s=%ld\0A\00", align 1
@r_ptr.names.rel = internal unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @r_ptr.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @r_ptr.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @r_ptr.names.rel to i64)) to i32)], align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"two\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %5

1:                                                ; preds = %5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %32)
  %3 = trunc i64 %32 to i32
  %4 = and i32 %3, 127
  ret i32 %4

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %32, %5 ]
  %7 = phi i32 [ -20, %0 ], [ %45, %5 ]
  %8 = tail call fastcc i8 @r_i8(i32 noundef %7)
  %9 = sext i8 %8 to i64
  %10 = mul nsw i64 %9, 1000000
  %11 = tail call fastcc i8 @r_u8(i32 noundef %7)
  %12 = zext i8 %11 to i64
  %13 = mul nuw nsw i64 %12, 1000
  %14 = tail call fastcc i16 @r_i16(i32 noundef %7)
  %15 = sext i16 %14 to i64
  %16 = tail call fastcc i16 @r_u16(i32 noundef %7)
  %17 = zext i16 %16 to i64
  %18 = tail call fastcc i1 @r_bool(i32 noundef %7)
  %19 = zext i1 %18 to i64
  %20 = tail call fastcc i8 @r_char(i32 noundef %7)
  %21 = zext i8 %20 to i64
  %22 = tail call fastcc i32 @r_u32(i32 noundef %7)
  %23 = zext i32 %22 to i64
  %24 = shl nuw nsw i64 %17, 1
  %25 = add i64 %6, %9
  %26 = add i64 %25, %10
  %27 = add i64 %26, %13
  %28 = add i64 %27, %15
  %29 = add i64 %28, %19
  %30 = add i64 %29, %24
  %31 = add i64 %30, %21
  %32 = add i64 %31, %23
  %33 = sext i8 %8 to i32
  %34 = zext i8 %11 to i32
  %35 = sext i16 %14 to i32
  %36 = zext i16 %16 to i32
  %37 = zext i1 %18 to i32
  %38 = zext i8 %20 to i32
  %39 = tail call fastcc float @r_float(i32 noundef %7)
  %40 = fpext float %39 to double
  %41 = tail call fastcc fp128 @r_ld(i32 noundef %7)
  %42 = add nsw i32 %7, 30
  %43 = tail call fastcc ptr @r_ptr(i32 noundef %42)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %22, double noundef %40, fp128 noundef %41, ptr noundef %43)
  %45 = add nsw i32 %7, 3
  %46 = icmp slt i32 %7, 18
  br i1 %46, label %5, label %1, !llvm.loop !6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @r_i8(i32 noundef %0) unnamed_addr #1 {
  %2 = trunc i32 %0 to i8
  %3 = mul i8 %2, 37
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @r_u16(i32 noundef %0) unnamed_addr #1 {
  %2 = trunc i32 %0 to i16
  %3 = mul i16 %2, 3701
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @r_u8(i32 noundef %0) unnamed_addr #1 {
  %2 = trunc i32 %0 to i8
  %3 = mul i8 %2, 37
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @r_i16(i32 noundef %0) unnamed_addr #1 {
  %2 = trunc i32 %0 to i16
  %3 = mul i16 %2, 3701
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @r_bool(i32 noundef %0) unnamed_addr #1 {
  %2 = srem i32 %0, 3
  %3 = icmp eq i32 %2, 0
  ret i1 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @r_char(i32 noundef %0) unnamed_addr #1 {
  %2 = trunc i32 %0 to i8
  %3 = mul i8 %2, 50
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @r_u32(i32 noundef %0) unnamed_addr #1 {
  %2 = mul i32 %0, -1640531527
  ret i32 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @r_float(i32 noundef %0) unnamed_addr #1 {
  %2 = sitofp i32 %0 to float
  %3 = fdiv float %2, 3.000000e+00
  ret float %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @r_ld(i32 noundef %0) unnamed_addr #1 {
  %2 = sitofp i32 %0 to fp128
  %3 = fdiv fp128 %2, 0xL00000000000000004000800000000000
  ret fp128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @r_ptr(i32 noundef %0) unnamed_addr #1 {
  %2 = srem i32 %0, 3
  %3 = sext i32 %2 to i64
  %4 = shl i64 %3, 2
  %5 = call ptr @llvm.load.relative.i64(ptr @r_ptr.names.rel, i64 %4)
  ret ptr %5
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

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
