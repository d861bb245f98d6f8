; ModuleID = 'programs/fp_long_double_conversions.c'
source_filename = "programs/fp_long_double_conversions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"from: %La %La %La %La\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"from i64: %La %La %La\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"from u64: %La %La %La\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"from f/d: %La %La %La %La\0A\00", align 1
@__const.main.v = private unnamed_addr constant [15 x fp128] [fp128 0xL00000000000000000000000000000000, fp128 0xL0000000000000000BFFE800000000000, fp128 0xLF5C28F5C28F5C28F4005FFF5C28F5C28, fp128 0xL0000000000000000C006010000000000, fp128 0xL0000000000000000400EFFFF00000000, fp128 0xL999999999999999A401DFFFFFFFF9999, fp128 0xLCCCCCCCCCCCCCCCDC01E00000001CCCC, fp128 0xL0000000000000000401EFFFFFFFF0000, fp128 0xLFFFC000000000000403DFFFFFFFFFFFF, fp128 0xL0000000000000000C03E000000000000, fp128 0xL0000000000000000403E000000000000, fp128 0xLFFFE000000000000403EFFFFFFFFFFFF, fp128 0xL18C21AB905450CC373E6A3750647FCAB, fp128 0xL0B8049732D11A23D0C17387AE70C9E70, fp128 0xLAFAB216377E00000C07F074F8C4D3CD7], align 16
@.str.4 = private unnamed_addr constant [8 x i8] c"%-26La:\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c" i8=%d\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c" u16=%d\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c" f=%a d=%a\0A\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"ties: %a %a %a\0A\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"to float ties: %a %a\0A\00", align 1
@.str.14 = private unnamed_addr constant [37 x i8] c"i128 from ld: %llx%016llx, back %La\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -28, 228) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [15 x fp128], align 16
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, fp128 noundef 0xL0000000000000000C006000000000000, fp128 noundef 0xL0000000000000000400EFFFE00000000, fp128 noundef 0xL0000000000000000C01E000000000000, fp128 noundef 0xL0000000000000000401EFFFFFFFE0000)
  %6 = tail call fastcc fp128 @from_i64(i64 noundef -9223372036854775808)
  %7 = tail call fastcc fp128 @from_i64(i64 noundef 9223372036854775807)
  %8 = tail call fastcc fp128 @from_i64(i64 noundef -1)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef %6, fp128 noundef %7, fp128 noundef %8)
  %10 = tail call fastcc fp128 @from_u64(i64 noundef -1)
  %11 = tail call fastcc fp128 @from_u64(i64 noundef -9223372036854775808)
  %12 = tail call fastcc fp128 @from_u64(i64 noundef -9223372036854775807)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %10, fp128 noundef %11, fp128 noundef %12)
  %14 = tail call fastcc fp128 @from_f(float noundef 0x36A0000000000000)
  %15 = tail call fastcc fp128 @from_f(float noundef 0xC7EFFFFFE0000000)
  %16 = tail call fastcc fp128 @from_d(double noundef 4.940660e-324)
  %17 = tail call fastcc fp128 @from_d(double noundef 1.000000e-01)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, fp128 noundef %14, fp128 noundef %15, fp128 noundef %16, fp128 noundef %17)
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.v, i64 240, i1 true)
  br label %44

19:                                               ; preds = %90
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  store volatile fp128 0xL08000000000000003FFF000000000000, ptr %2, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  store volatile fp128 0xL08020000000000003FFF000000000000, ptr %3, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  store volatile fp128 0xL18000000000000003FFF000000000000, ptr %4, align 16, !tbaa !6
  %20 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %21 = tail call fastcc double @to_d(fp128 noundef %20)
  %22 = load volatile fp128, ptr %3, align 16, !tbaa !6
  %23 = tail call fastcc double @to_d(fp128 noundef %22)
  %24 = load volatile fp128, ptr %4, align 16, !tbaa !6
  %25 = tail call fastcc double @to_d(fp128 noundef %24)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %21, double noundef %23, double noundef %25)
  %27 = tail call fastcc float @to_f(fp128 noundef 0xL00000000000000003FFF000001000000)
  %28 = fpext float %27 to double
  %29 = tail call fastcc float @to_f(fp128 noundef 0xL00100000000000003FFF000001000000)
  %30 = fpext float %29 to double
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %28, double noundef %30)
  %32 = getelementptr inbounds i8, ptr %1, i64 176
  %33 = load volatile fp128, ptr %32, align 16, !tbaa !6
  %34 = fmul fp128 %33, 0xL000000000000000040202A05F2000000
  %35 = fptosi fp128 %34 to i128
  %36 = lshr i128 %35, 64
  %37 = trunc nuw i128 %36 to i64
  %38 = trunc i128 %35 to i64
  %39 = sitofp i128 %35 to fp128
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %37, i64 noundef %38, fp128 noundef %39)
  %41 = tail call fastcc i8 @to_i8(fp128 noundef 0xLCCCCCCCCCCCCCCCDC00536CCCCCCCCCC)
  %42 = sext i8 %41 to i32
  %43 = add nsw i32 %42, 100
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %1) #5
  ret i32 %43

44:                                               ; preds = %0, %90
  %45 = phi i64 [ 0, %0 ], [ %95, %90 ]
  %46 = getelementptr inbounds [15 x fp128], ptr %1, i64 0, i64 %45
  %47 = load volatile fp128, ptr %46, align 16, !tbaa !6
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, fp128 noundef %47)
  %49 = fcmp ogt fp128 %47, 0xL0000000000000000C006020000000000
  %50 = fcmp olt fp128 %47, 0xL00000000000000004006000000000000
  %51 = and i1 %49, %50
  br i1 %51, label %52, label %56

52:                                               ; preds = %44
  %53 = tail call fastcc i8 @to_i8(fp128 noundef %47)
  %54 = sext i8 %53 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %54)
  br label %56

56:                                               ; preds = %52, %44
  %57 = fcmp ogt fp128 %47, 0xL0000000000000000BFFF000000000000
  %58 = fcmp olt fp128 %47, 0xL0000000000000000400F000000000000
  %59 = and i1 %57, %58
  br i1 %59, label %60, label %64

60:                                               ; preds = %56
  %61 = tail call fastcc i16 @to_u16(fp128 noundef %47)
  %62 = zext i16 %61 to i32
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %62)
  br label %64

64:                                               ; preds = %60, %56
  %65 = fcmp ogt fp128 %47, 0xL0000000000000000C01E000000020000
  %66 = fcmp olt fp128 %47, 0xL0000000000000000401E000000000000
  %67 = and i1 %65, %66
  br i1 %67, label %68, label %71

68:                                               ; preds = %64
  %69 = tail call fastcc i32 @to_i32(fp128 noundef %47)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %69)
  br label %71

71:                                               ; preds = %68, %64
  %72 = fcmp olt fp128 %47, 0xL0000000000000000401F000000000000
  %73 = and i1 %57, %72
  br i1 %73, label %74, label %77

74:                                               ; preds = %71
  %75 = tail call fastcc i32 @to_u32(fp128 noundef %47)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %75)
  br label %77

77:                                               ; preds = %74, %71
  %78 = fcmp ogt fp128 %47, 0xL0002000000000000C03E000000000000
  %79 = fcmp olt fp128 %47, 0xL0000000000000000403E000000000000
  %80 = and i1 %78, %79
  br i1 %80, label %81, label %84

81:                                               ; preds = %77
  %82 = tail call fastcc i64 @to_i64(fp128 noundef %47)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %82)
  br label %84

84:                                               ; preds = %81, %77
  %85 = fcmp olt fp128 %47, 0xL0000000000000000403F000000000000
  %86 = and i1 %57, %85
  br i1 %86, label %87, label %90

87:                                               ; preds = %84
  %88 = tail call fastcc i64 @to_u64(fp128 noundef %47)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %88)
  br label %90

90:                                               ; preds = %87, %84
  %91 = tail call fastcc float @to_f(fp128 noundef %47)
  %92 = fpext float %91 to double
  %93 = tail call fastcc double @to_d(fp128 noundef %47)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %92, double noundef %93)
  %95 = add nuw nsw i64 %45, 1
  %96 = icmp eq i64 %95, 15
  br i1 %96, label %19, label %44, !llvm.loop !10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @from_i64(i64 noundef %0) unnamed_addr #2 {
  %2 = sitofp i64 %0 to fp128
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @from_u64(i64 noundef %0) unnamed_addr #2 {
  %2 = uitofp i64 %0 to fp128
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @from_f(float noundef %0) unnamed_addr #2 {
  %2 = fpext float %0 to fp128
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @from_d(double noundef %0) unnamed_addr #2 {
  %2 = fpext double %0 to fp128
  ret fp128 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @to_i8(fp128 noundef %0) unnamed_addr #2 {
  %2 = fptosi fp128 %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i16 @to_u16(fp128 noundef %0) unnamed_addr #2 {
  %2 = fptoui fp128 %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @to_i32(fp128 noundef %0) unnamed_addr #2 {
  %2 = fptosi fp128 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @to_u32(fp128 noundef %0) unnamed_addr #2 {
  %2 = fptoui fp128 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @to_i64(fp128 noundef %0) unnamed_addr #2 {
  %2 = fptosi fp128 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @to_u64(fp128 noundef %0) unnamed_addr #2 {
  %2 = fptoui fp128 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @to_f(fp128 noundef %0) unnamed_addr #2 {
  %2 = fptrunc fp128 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @to_d(fp128 noundef %0) unnamed_addr #2 {
  %2 = fptrunc fp128 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
