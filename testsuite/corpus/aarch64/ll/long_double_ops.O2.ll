; ModuleID = 'programs/long_double_ops.c'
source_filename = "programs/long_double_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.withld = type { i8, fp128, i32 }

@.str = private unnamed_addr constant [18 x i8] c"third %.21Lg %La\0A\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"eps %Lg mant=%d digits=%d max_exp=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"add3 %.20Lg\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"mix %.20Lg\0A\00", align 1
@.str.4 = private unnamed_addr constant [45 x i8] c"struct %c %Lg %d sum=%Lg size=%zu align=%zu\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"sqrt2 %.20Lg\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"big %Lg tiny %Lg prod %Lg\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"u64 exact %.0Lf back=%llu\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"i64 %.0Lf back=%lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"narrow %.17g %.9g\0A\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"nan cmp %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"negz %Lg signbit=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"basel %.19Lg\0A\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"max %Lg\0A\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"fmodl %Lg truncl %Lg floorl %Lg\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.withld, align 16
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef 0xL55555555555555553FFD555555555555)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef 0xL00000000000000003F8F000000000000, i32 noundef 113, i32 noundef 33, i32 noundef 16384)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef 0xL00000000000000003FFF000000000000)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, fp128 noundef 0xL00000000000000004002500000000000)
  call fastcc void @mk(ptr dead_on_unwind nonnull writable sret(%struct.withld) align 16 %1)
  %6 = load i8, ptr %1, align 16, !tbaa !6
  %7 = zext i8 %6 to i32
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = load fp128, ptr %8, align 16, !tbaa !12
  %10 = getelementptr inbounds i8, ptr %1, i64 32
  %11 = load i32, ptr %10, align 16, !tbaa !13
  %12 = call fastcc fp128 @sum_struct(ptr noundef nonnull %1)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %7, fp128 noundef %9, i32 noundef %11, fp128 noundef %12, i64 noundef 48, i64 noundef 16)
  %14 = tail call fastcc fp128 @ld_sqrt_newton()
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, fp128 noundef %14)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL0B8049732D11A23C0C17387AE70C9E70, fp128 noundef 0xL00000000000000003FFF000000000000)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, fp128 noundef 0xLFFFE000000000000403EFFFFFFFFFFFF, i64 noundef -1)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, fp128 noundef 0xL0000000000000000C03E000000000000, i64 noundef -9223372036854775808)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x3FD5555555555555, double noundef 0x3FD5555560000000)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0, i32 noundef 0, i32 noundef 1)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, fp128 noundef 0xL00000000000000008000000000000000, i32 noundef 1)
  br label %22

22:                                               ; preds = %22, %0
  %23 = phi i32 [ 0, %0 ], [ %35, %22 ]
  %24 = phi fp128 [ 0xL00000000000000000000000000000000, %0 ], [ %34, %22 ]
  %25 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %0 ], [ %36, %22 ]
  %26 = add <4 x i32> %25, <i32 4, i32 4, i32 4, i32 4>
  %27 = mul nuw nsw <4 x i32> %25, %25
  %28 = mul nuw nsw <4 x i32> %26, %26
  %29 = uitofp nneg <4 x i32> %27 to <4 x fp128>
  %30 = uitofp nneg <4 x i32> %28 to <4 x fp128>
  %31 = fdiv <4 x fp128> <fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000>, %29
  %32 = fdiv <4 x fp128> <fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000>, %30
  %33 = tail call fp128 @llvm.vector.reduce.fadd.v4f128(fp128 %24, <4 x fp128> %31)
  %34 = tail call fp128 @llvm.vector.reduce.fadd.v4f128(fp128 %33, <4 x fp128> %32)
  %35 = add nuw i32 %23, 8
  %36 = add <4 x i32> %25, <i32 8, i32 8, i32 8, i32 8>
  %37 = icmp eq i32 %35, 1000
  br i1 %37, label %38, label %22, !llvm.loop !14

38:                                               ; preds = %22
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, fp128 noundef %34)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, fp128 noundef 0xL00000000000000004001400000000000)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %51 = tail call i32 @putchar(i32 10)
  %52 = tail call fp128 @fmodl(fp128 noundef 0xL00000000000000004002500000000000, fp128 noundef 0xL00000000000000004000800000000000) #9
  %53 = tail call fp128 @llvm.trunc.f128(fp128 0xL999999999999999AC000599999999999)
  %54 = tail call fp128 @llvm.floor.f128(fp128 0xL0000000000000000C000400000000000)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, fp128 noundef %52, fp128 noundef %53, fp128 noundef %54)
  %56 = fmul fp128 %34, 0xL00000000000000004002400000000000
  %57 = fptosi fp128 %56 to i32
  ret i32 %57
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mk(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.withld) align 16 %0) unnamed_addr #2 {
  store i8 120, ptr %0, align 16, !tbaa !6
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store fp128 0xL00000000000000004000400000000000, ptr %2, align 16, !tbaa !12
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 7, ptr %3, align 16, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc fp128 @sum_struct(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load fp128, ptr %2, align 16, !tbaa !12
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load i32, ptr %4, align 16, !tbaa !13
  %6 = sitofp i32 %5 to fp128
  %7 = fadd fp128 %3, %6
  %8 = load i8, ptr %0, align 16, !tbaa !6
  %9 = uitofp i8 %8 to fp128
  %10 = fadd fp128 %7, %9
  ret fp128 %10
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc fp128 @ld_sqrt_newton() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret fp128 %7

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = phi fp128 [ 0xL00000000000000004000000000000000, %0 ], [ %7, %2 ]
  %5 = fdiv fp128 0xL00000000000000004000000000000000, %4
  %6 = fadd fp128 %4, %5
  %7 = fmul fp128 %6, 0xL00000000000000003FFE000000000000
  %8 = add nuw nsw i32 %3, 1
  %9 = icmp eq i32 %8, 60
  br i1 %9, label %1, label %2, !llvm.loop !18
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare fp128 @fmodl(fp128 noundef, fp128 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.trunc.f128(fp128) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.floor.f128(fp128) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.vector.reduce.fadd.v4f128(fp128, <4 x fp128>) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"withld", !8, i64 0, !10, i64 16, !11, i64 32}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long double", !8, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!7, !10, i64 16}
!13 = !{!7, !11, i64 32}
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !15}
