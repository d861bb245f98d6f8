; ModuleID = 'programs/long_double_ops.c'
source_filename = "programs/long_double_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.withld = type { i8, x86_fp80, i32 }

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
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef 0xK3FC08000000000000000, i32 noundef 64, i32 noundef 18, i32 noundef 16384)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef 0xK3FFF8000000000000000)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef 0xK4002A800000000000000)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #9
  call fastcc void @mk(ptr dead_on_unwind nonnull writable sret(%struct.withld) align 16 %1)
  %6 = load i8, ptr %1, align 16, !tbaa !5
  %7 = sext i8 %6 to i32
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = load x86_fp80, ptr %8, align 16, !tbaa !11
  %10 = getelementptr inbounds i8, ptr %1, i64 32
  %11 = load i32, ptr %10, align 16, !tbaa !12
  %12 = tail call fastcc x86_fp80 @sum_struct(ptr noundef nonnull byval(%struct.withld) align 16 %1)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %7, x86_fp80 noundef %9, i32 noundef %11, x86_fp80 noundef %12, i64 noundef 48, i64 noundef 16)
  %14 = tail call fastcc x86_fp80 @ld_sqrt_newton()
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %14)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, x86_fp80 noundef 0xK73E6D1BA8323FE558C61, x86_fp80 noundef 0xK0C179C3D73864F3805C0, x86_fp80 noundef 0xK3FFF8000000000000000)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, x86_fp80 noundef 0xK403EFFFFFFFFFFFFFFFF, i64 noundef -1)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, x86_fp80 noundef 0xKC03E8000000000000000, i64 noundef -9223372036854775808)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x3FD5555555555555, double noundef 0x3FD5555560000000)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0, i32 noundef 0, i32 noundef 1)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, x86_fp80 noundef 0xK80000000000000000000, i32 noundef 1)
  br label %42

22:                                               ; preds = %42
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, x86_fp80 noundef %68)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, x86_fp80 noundef 0xK4001A000000000000000)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 128)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 255)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 63)
  %35 = tail call i32 @putchar(i32 10)
  %36 = tail call x86_fp80 @fmodl(x86_fp80 noundef 0xK4002A800000000000000, x86_fp80 noundef 0xK4000C000000000000000) #9
  %37 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 0xKC000ACCCCCCCCCCCCCCD)
  %38 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC000A000000000000000)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, x86_fp80 noundef %36, x86_fp80 noundef %37, x86_fp80 noundef %38)
  %40 = fmul x86_fp80 %68, 0xK4002A000000000000000
  %41 = fptosi x86_fp80 %40 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #9
  ret i32 %41

42:                                               ; preds = %42, %0
  %43 = phi x86_fp80 [ 0xK00000000000000000000, %0 ], [ %68, %42 ]
  %44 = phi i32 [ 1, %0 ], [ %69, %42 ]
  %45 = mul nuw nsw i32 %44, %44
  %46 = uitofp nneg i32 %45 to x86_fp80
  %47 = fdiv x86_fp80 0xK3FFF8000000000000000, %46
  %48 = fadd x86_fp80 %43, %47
  %49 = add nuw nsw i32 %44, 1
  %50 = mul nuw nsw i32 %49, %49
  %51 = uitofp nneg i32 %50 to x86_fp80
  %52 = fdiv x86_fp80 0xK3FFF8000000000000000, %51
  %53 = fadd x86_fp80 %48, %52
  %54 = add nuw nsw i32 %44, 2
  %55 = mul nuw nsw i32 %54, %54
  %56 = uitofp nneg i32 %55 to x86_fp80
  %57 = fdiv x86_fp80 0xK3FFF8000000000000000, %56
  %58 = fadd x86_fp80 %53, %57
  %59 = add nuw nsw i32 %44, 3
  %60 = mul nuw nsw i32 %59, %59
  %61 = uitofp nneg i32 %60 to x86_fp80
  %62 = fdiv x86_fp80 0xK3FFF8000000000000000, %61
  %63 = fadd x86_fp80 %58, %62
  %64 = add nuw nsw i32 %44, 4
  %65 = mul nuw nsw i32 %64, %64
  %66 = uitofp nneg i32 %65 to x86_fp80
  %67 = fdiv x86_fp80 0xK3FFF8000000000000000, %66
  %68 = fadd x86_fp80 %63, %67
  %69 = add nuw nsw i32 %44, 5
  %70 = icmp eq i32 %69, 1001
  br i1 %70, label %22, label %42, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mk(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.withld) align 16 %0) unnamed_addr #3 {
  store i8 120, ptr %0, align 16, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store x86_fp80 0xK4000A000000000000000, ptr %2, align 16, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 7, ptr %3, align 16, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc x86_fp80 @sum_struct(ptr nocapture noundef readonly byval(%struct.withld) align 16 %0) unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load x86_fp80, ptr %2, align 16, !tbaa !11
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load i32, ptr %4, align 16, !tbaa !12
  %6 = sitofp i32 %5 to x86_fp80
  %7 = fadd x86_fp80 %3, %6
  %8 = load i8, ptr %0, align 16, !tbaa !5
  %9 = sitofp i8 %8 to x86_fp80
  %10 = fadd x86_fp80 %7, %9
  ret x86_fp80 %10
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @ld_sqrt_newton() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret x86_fp80 %22

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %23, %2 ]
  %4 = phi x86_fp80 [ 0xK40008000000000000000, %0 ], [ %22, %2 ]
  %5 = fdiv x86_fp80 0xK40008000000000000000, %4
  %6 = fadd x86_fp80 %4, %5
  %7 = fmul x86_fp80 %6, 0xK3FFE8000000000000000
  %8 = fdiv x86_fp80 0xK40008000000000000000, %7
  %9 = fadd x86_fp80 %7, %8
  %10 = fmul x86_fp80 %9, 0xK3FFE8000000000000000
  %11 = fdiv x86_fp80 0xK40008000000000000000, %10
  %12 = fadd x86_fp80 %10, %11
  %13 = fmul x86_fp80 %12, 0xK3FFE8000000000000000
  %14 = fdiv x86_fp80 0xK40008000000000000000, %13
  %15 = fadd x86_fp80 %13, %14
  %16 = fmul x86_fp80 %15, 0xK3FFE8000000000000000
  %17 = fdiv x86_fp80 0xK40008000000000000000, %16
  %18 = fadd x86_fp80 %16, %17
  %19 = fmul x86_fp80 %18, 0xK3FFE8000000000000000
  %20 = fdiv x86_fp80 0xK40008000000000000000, %19
  %21 = fadd x86_fp80 %19, %20
  %22 = fmul x86_fp80 %21, 0xK3FFE8000000000000000
  %23 = add nuw nsw i32 %3, 6
  %24 = icmp eq i32 %23, 60
  br i1 %24, label %1, label %2, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"withld", !7, i64 0, !9, i64 16, !10, i64 32}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"long double", !7, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!6, !9, i64 16}
!12 = !{!6, !10, i64 32}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
