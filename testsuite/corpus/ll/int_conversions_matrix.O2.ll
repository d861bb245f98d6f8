; ModuleID = 'programs/int_conversions_matrix.c'
source_filename = "programs/int_conversions_matrix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [25 x i64] [i64 0, i64 1, i64 -1, i64 127, i64 128, i64 -128, i64 -129, i64 255, i64 256, i64 32767, i64 32768, i64 -32768, i64 -32769, i64 65535, i64 65536, i64 2147483647, i64 2147483648, i64 -2147483648, i64 -2147483649, i64 4294967295, i64 4294967296, i64 9223372036854775807, i64 -9223372036854775808, i64 81985529216486895, i64 -81985529216486895], align 16
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
  %4 = load i64, ptr %3, align 8, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %4)
  %6 = tail call fastcc signext i8 @from_ll_sc(i64 noundef %4)
  %7 = tail call fastcc i64 @to_ll_sc(i8 noundef signext %6)
  %8 = tail call fastcc i64 @to_ull_sc(i8 noundef signext %6)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %7, i64 noundef %8)
  %10 = load i64, ptr @h, align 8, !tbaa !5
  %11 = mul i64 %10, 131
  %12 = add i64 %11, %8
  store i64 %12, ptr @h, align 8, !tbaa !5
  %13 = tail call fastcc zeroext i8 @from_ll_uc(i64 noundef %4)
  %14 = tail call fastcc i64 @to_ll_uc(i8 noundef zeroext %13)
  %15 = tail call fastcc i64 @to_ull_uc(i8 noundef zeroext %13)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %14, i64 noundef %15)
  %17 = load i64, ptr @h, align 8, !tbaa !5
  %18 = mul i64 %17, 131
  %19 = add i64 %18, %15
  store i64 %19, ptr @h, align 8, !tbaa !5
  %20 = tail call fastcc signext i16 @from_ll_ss(i64 noundef %4)
  %21 = tail call fastcc i64 @to_ll_ss(i16 noundef signext %20)
  %22 = tail call fastcc i64 @to_ull_ss(i16 noundef signext %20)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %21, i64 noundef %22)
  %24 = load i64, ptr @h, align 8, !tbaa !5
  %25 = mul i64 %24, 131
  %26 = add i64 %25, %22
  store i64 %26, ptr @h, align 8, !tbaa !5
  %27 = tail call fastcc zeroext i16 @from_ll_us(i64 noundef %4)
  %28 = tail call fastcc i64 @to_ll_us(i16 noundef zeroext %27)
  %29 = tail call fastcc i64 @to_ull_us(i16 noundef zeroext %27)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %28, i64 noundef %29)
  %31 = load i64, ptr @h, align 8, !tbaa !5
  %32 = mul i64 %31, 131
  %33 = add i64 %32, %29
  store i64 %33, ptr @h, align 8, !tbaa !5
  %34 = tail call fastcc i32 @from_ll_si(i64 noundef %4)
  %35 = tail call fastcc i64 @to_ll_si(i32 noundef %34)
  %36 = tail call fastcc i64 @to_ull_si(i32 noundef %34)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %35, i64 noundef %36)
  %38 = load i64, ptr @h, align 8, !tbaa !5
  %39 = mul i64 %38, 131
  %40 = add i64 %39, %36
  store i64 %40, ptr @h, align 8, !tbaa !5
  %41 = tail call fastcc i32 @from_ll_ui(i64 noundef %4)
  %42 = tail call fastcc i64 @to_ll_ui(i32 noundef %41)
  %43 = tail call fastcc i64 @to_ull_ui(i32 noundef %41)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %42, i64 noundef %43)
  %45 = load i64, ptr @h, align 8, !tbaa !5
  %46 = mul i64 %45, 131
  %47 = add i64 %46, %43
  store i64 %47, ptr @h, align 8, !tbaa !5
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %4, i64 noundef %4)
  %49 = load i64, ptr @h, align 8, !tbaa !5
  %50 = mul i64 %49, 131
  %51 = add i64 %50, %4
  store i64 %51, ptr @h, align 8, !tbaa !5
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %4, i64 noundef %4)
  %53 = load i64, ptr @h, align 8, !tbaa !5
  %54 = mul i64 %53, 131
  %55 = add i64 %54, %4
  store i64 %55, ptr @h, align 8, !tbaa !5
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %4, i64 noundef %4)
  %57 = load i64, ptr @h, align 8, !tbaa !5
  %58 = mul i64 %57, 131
  %59 = add i64 %58, %4
  store i64 %59, ptr @h, align 8, !tbaa !5
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %4, i64 noundef %4)
  %61 = load i64, ptr @h, align 8, !tbaa !5
  %62 = mul i64 %61, 131
  %63 = add i64 %62, %4
  store i64 %63, ptr @h, align 8, !tbaa !5
  %64 = tail call fastcc zeroext i1 @from_ll_b(i64 noundef %4)
  %65 = tail call fastcc i64 @to_ll_b(i1 noundef zeroext %64)
  %66 = tail call fastcc i64 @to_ull_b(i1 noundef zeroext %64)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %65, i64 noundef %66)
  %68 = load i64, ptr @h, align 8, !tbaa !5
  %69 = mul i64 %68, 131
  %70 = add i64 %69, %66
  store i64 %70, ptr @h, align 8, !tbaa !5
  %71 = tail call i32 @putchar(i32 10)
  %72 = add nuw nsw i64 %2, 1
  %73 = icmp eq i64 %72, 25
  br i1 %73, label %79, label %1, !llvm.loop !9

74:                                               ; preds = %79
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %101)
  %76 = load i64, ptr @h, align 8, !tbaa !5
  %77 = trunc i64 %76 to i32
  %78 = and i32 %77, 15
  ret i32 %78

79:                                               ; preds = %1, %79
  %80 = phi i64 [ %102, %79 ], [ 0, %1 ]
  %81 = getelementptr inbounds [25 x i64], ptr @__const.main.vals, i64 0, i64 %80
  %82 = load i64, ptr %81, align 8, !tbaa !5
  %83 = trunc i64 %82 to i16
  %84 = and i64 %82, 255
  %85 = shl i16 %83, 8
  %86 = ashr exact i16 %85, 8
  %87 = zext i16 %86 to i64
  %88 = trunc i64 %82 to i32
  %89 = and i64 %82, 65535
  %90 = shl i32 %88, 16
  %91 = ashr exact i32 %90, 16
  %92 = zext i32 %91 to i64
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %82, i64 noundef %84, i64 noundef %87, i64 noundef %89, i64 noundef %92)
  %94 = mul nuw nsw i64 %87, 3
  %95 = mul nuw nsw i64 %89, 5
  %96 = mul nuw nsw i64 %92, 7
  %97 = add nuw nsw i64 %95, %84
  %98 = add nuw nsw i64 %97, %94
  %99 = add nuw nsw i64 %98, %96
  %100 = load i64, ptr @h, align 8, !tbaa !5
  %101 = xor i64 %99, %100
  store i64 %101, ptr @h, align 8, !tbaa !5
  %102 = add nuw nsw i64 %80, 1
  %103 = icmp eq i64 %102, 25
  br i1 %103, label %74, label %79, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @from_ll_sc(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc i64 %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @to_ll_sc(i8 noundef signext %0) unnamed_addr #2 {
  %2 = sext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @to_ull_sc(i8 noundef signext %0) unnamed_addr #2 {
  %2 = sext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @from_ll_uc(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc i64 %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @to_ll_uc(i8 noundef zeroext %0) unnamed_addr #2 {
  %2 = zext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @to_ull_uc(i8 noundef zeroext %0) unnamed_addr #2 {
  %2 = zext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @from_ll_ss(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc i64 %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @to_ll_ss(i16 noundef signext %0) unnamed_addr #2 {
  %2 = sext i16 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @to_ull_ss(i16 noundef signext %0) unnamed_addr #2 {
  %2 = sext i16 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @from_ll_us(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc i64 %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 65536) i64 @to_ll_us(i16 noundef zeroext %0) unnamed_addr #2 {
  %2 = zext i16 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 65536) i64 @to_ull_us(i16 noundef zeroext %0) unnamed_addr #2 {
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
define internal fastcc noundef zeroext i1 @from_ll_b(i64 noundef %0) unnamed_addr #2 {
  %2 = icmp ne i64 %0, 0
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2) i64 @to_ll_b(i1 noundef zeroext %0) unnamed_addr #2 {
  %2 = zext i1 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2) i64 @to_ull_b(i1 noundef zeroext %0) unnamed_addr #2 {
  %2 = zext i1 %0 to i64
  ret i64 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
