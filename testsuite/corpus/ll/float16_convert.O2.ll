; ModuleID = 'programs/float16_convert.c'
source_filename = "programs/float16_convert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"from_l %04x %04x %04x %04x\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"from_ul %04x %04x\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"from_i128 %04x %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"to_l %lld %lld to_u %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"to_i128 %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [37 x i8] c"from_ld %04x %04x to_ld %.6Lg %.6Lg\0A\00", align 1
@.str.6 = private unnamed_addr constant [45 x i8] c"sign %04x: neg %04x abs %04x unord %d eq %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"fma %04x %04x\0A\00", align 1
@.str.8 = private unnamed_addr constant [38 x i8] c"min %04x max %04x copysign %04x %04x\0A\00", align 1
@.str.9 = private unnamed_addr constant [41 x i8] c"swap %04x %04x qsum %04x pick %04x %04x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc half @from_l(i64 noundef 2049)
  %2 = bitcast half %1 to i16
  %3 = zext i16 %2 to i32
  %4 = tail call fastcc half @from_l(i64 noundef -65504)
  %5 = bitcast half %4 to i16
  %6 = zext i16 %5 to i32
  %7 = tail call fastcc half @from_l(i64 noundef 1099511627776)
  %8 = bitcast half %7 to i16
  %9 = zext i16 %8 to i32
  %10 = tail call fastcc half @from_l(i64 noundef 65519)
  %11 = bitcast half %10 to i16
  %12 = zext i16 %11 to i32
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %6, i32 noundef %9, i32 noundef %12)
  %14 = tail call fastcc half @from_ul(i64 noundef -1)
  %15 = bitcast half %14 to i16
  %16 = zext i16 %15 to i32
  %17 = tail call fastcc half @from_ul(i64 noundef 4095)
  %18 = bitcast half %17 to i16
  %19 = zext i16 %18 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %16, i32 noundef %19)
  %21 = tail call fastcc half @from_i128(i64 noundef 0, i64 noundef 68719476736)
  %22 = bitcast half %21 to i16
  %23 = zext i16 %22 to i32
  %24 = tail call fastcc half @from_i128(i64 noundef -3000, i64 noundef -1)
  %25 = bitcast half %24 to i16
  %26 = zext i16 %25 to i32
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %23, i32 noundef %26)
  %28 = tail call fastcc i64 @to_l(half noundef 0xHE800)
  %29 = tail call fastcc i64 @to_l(half noundef 0xH7BFF)
  %30 = tail call fastcc i32 @to_u(half noundef 0xH47E6)
  %31 = tail call fastcc i32 @to_u(half noundef 0xH63D1)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %28, i64 noundef %29, i32 noundef %30, i32 noundef %31)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -65504)
  %34 = tail call fastcc half @from_ld(x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB)
  %35 = bitcast half %34 to i16
  %36 = zext i16 %35 to i32
  %37 = tail call fastcc half @from_ld(x86_fp80 noundef 0xK3FE7D6BF94D5E57A42BC)
  %38 = bitcast half %37 to i16
  %39 = zext i16 %38 to i32
  %40 = tail call fastcc x86_fp80 @to_ld(half noundef 0xH2E66)
  %41 = tail call fastcc x86_fp80 @to_ld(half noundef 0xH0001)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %36, i32 noundef %39, x86_fp80 noundef %40, x86_fp80 noundef %41)
  %43 = tail call fastcc half @hneg(half noundef 0xH7E01)
  %44 = bitcast half %43 to i16
  %45 = zext i16 %44 to i32
  %46 = tail call fastcc half @habs(half noundef 0xH7E01)
  %47 = bitcast half %46 to i16
  %48 = zext i16 %47 to i32
  %49 = tail call fastcc i32 @hunord(half noundef 0xH7E01)
  %50 = tail call fastcc i32 @heq(half noundef 0xH7E01, half noundef 0xH7E01)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 32257, i32 noundef %45, i32 noundef %48, i32 noundef %49, i32 noundef %50)
  %52 = tail call fastcc half @hneg(half noundef 0xHFE23)
  %53 = bitcast half %52 to i16
  %54 = zext i16 %53 to i32
  %55 = tail call fastcc half @habs(half noundef 0xHFE23)
  %56 = bitcast half %55 to i16
  %57 = zext i16 %56 to i32
  %58 = tail call fastcc i32 @hunord(half noundef 0xHFE23)
  %59 = tail call fastcc i32 @heq(half noundef 0xHFE23, half noundef 0xHFE23)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 65059, i32 noundef %54, i32 noundef %57, i32 noundef %58, i32 noundef %59)
  %61 = tail call fastcc half @hneg(half noundef 0xH7C00)
  %62 = bitcast half %61 to i16
  %63 = zext i16 %62 to i32
  %64 = tail call fastcc half @habs(half noundef 0xH7C00)
  %65 = bitcast half %64 to i16
  %66 = zext i16 %65 to i32
  %67 = tail call fastcc i32 @hunord(half noundef 0xH7C00)
  %68 = tail call fastcc i32 @heq(half noundef 0xH7C00, half noundef 0xH7C00)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 31744, i32 noundef %63, i32 noundef %66, i32 noundef %67, i32 noundef %68)
  %70 = tail call fastcc half @hneg(half noundef 0xHFC00)
  %71 = bitcast half %70 to i16
  %72 = zext i16 %71 to i32
  %73 = tail call fastcc half @habs(half noundef 0xHFC00)
  %74 = bitcast half %73 to i16
  %75 = zext i16 %74 to i32
  %76 = tail call fastcc i32 @hunord(half noundef 0xHFC00)
  %77 = tail call fastcc i32 @heq(half noundef 0xHFC00, half noundef 0xHFC00)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 64512, i32 noundef %72, i32 noundef %75, i32 noundef %76, i32 noundef %77)
  %79 = tail call fastcc half @hfma(half noundef 0xH3C01, half noundef 0xH3C01, half noundef 0xHBC00)
  %80 = bitcast half %79 to i16
  %81 = zext i16 %80 to i32
  %82 = tail call fastcc half @hfma(half noundef 0xH5CB0, half noundef 0xH5CB0, half noundef 0xHFBFF)
  %83 = bitcast half %82 to i16
  %84 = zext i16 %83 to i32
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %81, i32 noundef %84)
  %86 = tail call fastcc half @hcopysign(half noundef 0xH4100, half noundef 0xH8000)
  %87 = bitcast half %86 to i16
  %88 = zext i16 %87 to i32
  %89 = tail call fastcc half @hcopysign(half noundef 0xHC100, half noundef 0xH3C00)
  %90 = bitcast half %89 to i16
  %91 = zext i16 %90 to i32
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 47104, i32 noundef 16896, i32 noundef %88, i32 noundef %91)
  %93 = tail call fastcc <2 x half> @swap()
  %94 = extractelement <2 x half> %93, i64 0
  %95 = bitcast half %94 to i16
  %96 = zext i16 %95 to i32
  %97 = extractelement <2 x half> %93, i64 1
  %98 = bitcast half %97 to i16
  %99 = zext i16 %98 to i32
  %100 = tail call fastcc half @qsum()
  %101 = bitcast half %100 to i16
  %102 = zext i16 %101 to i32
  %103 = tail call fastcc half @pick(i32 noundef 1, half noundef %94, half noundef %97)
  %104 = bitcast half %103 to i16
  %105 = zext i16 %104 to i32
  %106 = tail call fastcc half @pick(i32 noundef 0, half noundef %94, half noundef %97)
  %107 = bitcast half %106 to i16
  %108 = zext i16 %107 to i32
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %96, i32 noundef %99, i32 noundef %102, i32 noundef %105, i32 noundef %108)
  %110 = and i16 %101, 63
  %111 = zext nneg i16 %110 to i32
  ret i32 %111
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @from_l(i64 noundef %0) unnamed_addr #2 {
  %2 = sitofp i64 %0 to half
  ret half %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @from_ul(i64 noundef %0) unnamed_addr #2 {
  %2 = uitofp i64 %0 to half
  ret half %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc half @from_i128(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = sitofp i128 %6 to half
  ret half %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @to_l(half noundef %0) unnamed_addr #2 {
  %2 = fptosi half %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @to_u(half noundef %0) unnamed_addr #2 {
  %2 = fptoui half %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @from_ld(x86_fp80 noundef %0) unnamed_addr #2 {
  %2 = fptrunc x86_fp80 %0 to half
  ret half %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @to_ld(half noundef %0) unnamed_addr #2 {
  %2 = fpext half %0 to x86_fp80
  ret x86_fp80 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @hneg(half noundef %0) unnamed_addr #2 {
  %2 = fneg half %0
  ret half %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @habs(half noundef %0) unnamed_addr #2 {
  %2 = tail call half @llvm.fabs.f16(half %0)
  ret half %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @hunord(half noundef %0) unnamed_addr #2 {
  %2 = fcmp uno half %0, 0xH0000
  %3 = zext i1 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @heq(half noundef %0, half noundef %1) unnamed_addr #2 {
  %3 = fcmp oeq half %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @hfma(half noundef %0, half noundef %1, half noundef %2) unnamed_addr #2 {
  %4 = tail call half @llvm.fma.f16(half %0, half %1, half %2)
  ret half %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @hcopysign(half noundef %0, half noundef %1) unnamed_addr #2 {
  %3 = tail call half @llvm.copysign.f16(half %0, half %1)
  ret half %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <2 x half> @swap() unnamed_addr #3 {
  ret <2 x half> <half 0xHC080, half 0xH3E00>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @qsum() unnamed_addr #4 {
  ret half 0xH63D1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @pick(i32 noundef %0, half noundef %1, half noundef %2) unnamed_addr #2 {
  %4 = icmp eq i32 %0, 0
  %5 = select i1 %4, half %2, half %1
  ret half %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fma.f16(half, half, half) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.copysign.f16(half, half) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="32" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
