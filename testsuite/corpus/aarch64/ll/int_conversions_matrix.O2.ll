; ModuleID = 'programs/int_conversions_matrix.c'
source_filename = "programs/int_conversions_matrix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [25 x i64] [i64 0, i64 1, i64 -1, i64 127, i64 128, i64 -128, i64 -129, i64 255, i64 256, i64 32767, i64 32768, i64 -32768, i64 -32769, i64 65535, i64 65536, i64 2147483647, i64 2147483648, i64 -2147483648, i64 -2147483649, i64 4294967295, i64 4294967296, i64 9223372036854775807, i64 -9223372036854775808, i64 81985529216486895, i64 -81985529216486895], align 8
@.str = private unnamed_addr constant [6 x i8] c"%lld:\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c" sc=%lld/%llu\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c" uc=%lld/%llu\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c" ss=%lld/%llu\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c" us=%lld/%llu\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c" si=%lld/%llu\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c" ui=%lld/%llu\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c" sl=%lld/%llu\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c" ul=%lld/%llu\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c" sll=%lld/%llu\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c" ull=%lld/%llu\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c" b=%lld/%llu\00", align 1
@.str.13 = private unnamed_addr constant [33 x i8] c"chain %lld: %lld %lld %llu %llu\0A\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"h=%016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 16) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %72, %1 ]
  %3 = getelementptr inbounds [25 x i64], ptr @__const.main.vals, i64 0, i64 %2
  %4 = load i64, ptr %3, align 8, !tbaa !6
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %4)
  %6 = tail call fastcc i8 @from_ll_sc(i64 noundef %4)
  %7 = tail call fastcc i64 @to_ll_sc(i8 noundef %6)
  %8 = tail call fastcc i64 @to_ull_sc(i8 noundef %6)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %7, i64 noundef %8)
  %10 = load i64, ptr @h, align 8, !tbaa !6
  %11 = mul i64 %10, 131
  %12 = add i64 %11, %8
  store i64 %12, ptr @h, align 8, !tbaa !6
  %13 = tail call fastcc i8 @from_ll_uc(i64 noundef %4)
  %14 = tail call fastcc i64 @to_ll_uc(i8 noundef %13)
  %15 = tail call fastcc i64 @to_ull_uc(i8 noundef %13)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %14, i64 noundef %15)
  %17 = load i64, ptr @h, align 8, !tbaa !6
  %18 = mul i64 %17, 131
  %19 = add i64 %18, %15
  store i64 %19, ptr @h, align 8, !tbaa !6
  %20 = tail call fastcc i16 @from_ll_ss(i64 noundef %4)
  %21 = tail call fastcc i64 @to_ll_ss(i16 noundef %20)
  %22 = tail call fastcc i64 @to_ull_ss(i16 noundef %20)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %21, i64 noundef %22)
  %24 = load i64, ptr @h, align 8, !tbaa !6
  %25 = mul i64 %24, 131
  %26 = add i64 %25, %22
  store i64 %26, ptr @h, align 8, !tbaa !6
  %27 = tail call fastcc i16 @from_ll_us(i64 noundef %4)
  %28 = tail call fastcc i64 @to_ll_us(i16 noundef %27)
  %29 = tail call fastcc i64 @to_ull_us(i16 noundef %27)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %28, i64 noundef %29)
  %31 = load i64, ptr @h, align 8, !tbaa !6
  %32 = mul i64 %31, 131
  %33 = add i64 %32, %29
  store i64 %33, ptr @h, align 8, !tbaa !6
  %34 = tail call fastcc i32 @from_ll_si(i64 noundef %4)
  %35 = tail call fastcc i64 @to_ll_si(i32 noundef %34)
  %36 = tail call fastcc i64 @to_ull_si(i32 noundef %34)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %35, i64 noundef %36)
  %38 = load i64, ptr @h, align 8, !tbaa !6
  %39 = mul i64 %38, 131
  %40 = add i64 %39, %36
  store i64 %40, ptr @h, align 8, !tbaa !6
  %41 = tail call fastcc i32 @from_ll_ui(i64 noundef %4)
  %42 = tail call fastcc i64 @to_ll_ui(i32 noundef %41)
  %43 = tail call fastcc i64 @to_ull_ui(i32 noundef %41)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %42, i64 noundef %43)
  %45 = load i64, ptr @h, align 8, !tbaa !6
  %46 = mul i64 %45, 131
  %47 = add i64 %46, %43
  store i64 %47, ptr @h, align 8, !tbaa !6
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %4, i64 noundef %4)
  %49 = load i64, ptr @h, align 8, !tbaa !6
  %50 = mul i64 %49, 131
  %51 = add i64 %50, %4
  store i64 %51, ptr @h, align 8, !tbaa !6
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %4, i64 noundef %4)
  %53 = load i64, ptr @h, align 8, !tbaa !6
  %54 = mul i64 %53, 131
  %55 = add i64 %54, %4
  store i64 %55, ptr @h, align 8, !tbaa !6
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %4, i64 noundef %4)
  %57 = load i64, ptr @h, align 8, !tbaa !6
  %58 = mul i64 %57, 131
  %59 = add i64 %58, %4
  store i64 %59, ptr @h, align 8, !tbaa !6
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %4, i64 noundef %4)
  %61 = load i64, ptr @h, align 8, !tbaa !6
  %62 = mul i64 %61, 131
  %63 = add i64 %62, %4
  store i64 %63, ptr @h, align 8, !tbaa !6
  %64 = tail call fastcc i1 @from_ll_b(i64 noundef %4)
  %65 = tail call fastcc i64 @to_ll_b(i1 noundef %64)
  %66 = tail call fastcc i64 @to_ull_b(i1 noundef %64)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %65, i64 noundef %66)
  %68 = load i64, ptr @h, align 8, !tbaa !6
  %69 = mul i64 %68, 131
  %70 = add i64 %69, %66
  store i64 %70, ptr @h, align 8, !tbaa !6
  %71 = tail call i32 @putchar(i32 10)
  %72 = add nuw nsw i64 %2, 1
  %73 = icmp eq i64 %72, 25
  br i1 %73, label %79, label %1, !llvm.loop !10

74:                                               ; preds = %79
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %100)
  %76 = load i64, ptr @h, align 8, !tbaa !6
  %77 = trunc i64 %76 to i32
  %78 = and i32 %77, 15
  ret i32 %78

79:                                               ; preds = %1, %79
  %80 = phi i64 [ %101, %79 ], [ 0, %1 ]
  %81 = getelementptr inbounds [25 x i64], ptr @__const.main.vals, i64 0, i64 %80
  %82 = load i64, ptr %81, align 8, !tbaa !6
  %83 = and i64 %82, 255
  %84 = shl i64 %82, 56
  %85 = ashr exact i64 %84, 56
  %86 = and i64 %85, 65535
  %87 = trunc i64 %82 to i32
  %88 = and i64 %82, 65535
  %89 = shl i32 %87, 16
  %90 = ashr exact i32 %89, 16
  %91 = zext i32 %90 to i64
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %82, i64 noundef %83, i64 noundef %86, i64 noundef %88, i64 noundef %91)
  %93 = mul nuw nsw i64 %86, 3
  %94 = mul nuw nsw i64 %88, 5
  %95 = mul nuw nsw i64 %91, 7
  %96 = add nuw nsw i64 %94, %83
  %97 = add nuw nsw i64 %96, %93
  %98 = add nuw nsw i64 %97, %95
  %99 = load i64, ptr @h, align 8, !tbaa !6
  %100 = xor i64 %98, %99
  store i64 %100, ptr @h, align 8, !tbaa !6
  %101 = add nuw nsw i64 %80, 1
  %102 = icmp eq i64 %101, 25
  br i1 %102, label %74, label %79, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @from_ll_sc(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc i64 %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @to_ll_sc(i8 noundef %0) unnamed_addr #2 {
  %2 = sext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @to_ull_sc(i8 noundef %0) unnamed_addr #2 {
  %2 = sext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @from_ll_uc(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc i64 %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @to_ll_uc(i8 noundef %0) unnamed_addr #2 {
  %2 = zext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @to_ull_uc(i8 noundef %0) unnamed_addr #2 {
  %2 = zext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @from_ll_ss(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc i64 %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @to_ll_ss(i16 noundef %0) unnamed_addr #2 {
  %2 = sext i16 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @to_ull_ss(i16 noundef %0) unnamed_addr #2 {
  %2 = sext i16 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @from_ll_us(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc i64 %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 65536) i64 @to_ll_us(i16 noundef %0) unnamed_addr #2 {
  %2 = zext i16 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 65536) i64 @to_ull_us(i16 noundef %0) unnamed_addr #2 {
  %2 = zext i16 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @from_ll_si(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc i64 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147483648, 2147483648) i64 @to_ll_si(i32 noundef %0) unnamed_addr #2 {
  %2 = sext i32 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147483648, 2147483648) i64 @to_ull_si(i32 noundef %0) unnamed_addr #2 {
  %2 = sext i32 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @from_ll_ui(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc i64 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 4294967296) i64 @to_ll_ui(i32 noundef %0) unnamed_addr #2 {
  %2 = zext i32 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 4294967296) i64 @to_ull_ui(i32 noundef %0) unnamed_addr #2 {
  %2 = zext i32 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @from_ll_b(i64 noundef %0) unnamed_addr #2 {
  %2 = icmp ne i64 %0, 0
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2) i64 @to_ll_b(i1 noundef %0) unnamed_addr #2 {
  %2 = zext i1 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2) i64 @to_ull_b(i1 noundef %0) unnamed_addr #2 {
  %2 = zext i1 %0 to i64
  ret i64 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
