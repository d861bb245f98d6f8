; ModuleID = 'programs/long_double_pressure.c'
source_filename = "programs/long_double_pressure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [49 x i8] c"%La %La %La %La\0A%La %La %La %La\0A%La %La %La %La\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"acc=%La dacc=%a\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca x86_fp80, align 16
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1)
  store volatile x86_fp80 0xK3FFC9249249249249249, ptr %1, align 16, !tbaa !5
  %2 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %3 = fmul x86_fp80 %2, 0xK40008000000000000000
  %4 = fmul x86_fp80 %2, 0xK4000C000000000000000
  %5 = fmul x86_fp80 %2, 0xK40018000000000000000
  %6 = fmul x86_fp80 %2, 0xK4001A000000000000000
  %7 = fmul x86_fp80 %2, 0xK4001C000000000000000
  %8 = fmul x86_fp80 %2, 0xK4001E000000000000000
  %9 = fmul x86_fp80 %2, 0xK40028000000000000000
  %10 = fmul x86_fp80 %2, 0xK40029000000000000000
  %11 = fmul x86_fp80 %2, 0xK4002A000000000000000
  %12 = fmul x86_fp80 %2, 0xK4002B000000000000000
  %13 = fmul x86_fp80 %2, 0xK4002C000000000000000
  br label %16

14:                                               ; preds = %16
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef %18, x86_fp80 noundef %19, x86_fp80 noundef %22, x86_fp80 noundef %24, x86_fp80 noundef %26, x86_fp80 noundef %28, x86_fp80 noundef %29, x86_fp80 noundef %27, x86_fp80 noundef %25, x86_fp80 noundef %23, x86_fp80 noundef %21, x86_fp80 noundef %50)
  br label %58

16:                                               ; preds = %0, %16
  %17 = phi x86_fp80 [ %2, %0 ], [ %18, %16 ]
  %18 = phi x86_fp80 [ %3, %0 ], [ %19, %16 ]
  %19 = phi x86_fp80 [ %4, %0 ], [ %22, %16 ]
  %20 = phi i32 [ 0, %0 ], [ %51, %16 ]
  %21 = phi x86_fp80 [ %13, %0 ], [ %50, %16 ]
  %22 = phi x86_fp80 [ %5, %0 ], [ %24, %16 ]
  %23 = phi x86_fp80 [ %12, %0 ], [ %21, %16 ]
  %24 = phi x86_fp80 [ %6, %0 ], [ %26, %16 ]
  %25 = phi x86_fp80 [ %11, %0 ], [ %23, %16 ]
  %26 = phi x86_fp80 [ %7, %0 ], [ %28, %16 ]
  %27 = phi x86_fp80 [ %10, %0 ], [ %25, %16 ]
  %28 = phi x86_fp80 [ %8, %0 ], [ %29, %16 ]
  %29 = phi x86_fp80 [ %9, %0 ], [ %27, %16 ]
  %30 = fmul x86_fp80 %18, 0xK3FFE8000000000000000
  %31 = fadd x86_fp80 %17, %30
  %32 = fdiv x86_fp80 %19, 0xK4000C000000000000000
  %33 = fsub x86_fp80 %31, %32
  %34 = fmul x86_fp80 %24, %22
  %35 = fdiv x86_fp80 %34, 0xK4001E000000000000000
  %36 = fadd x86_fp80 %35, %33
  %37 = fsub x86_fp80 %36, %26
  %38 = fdiv x86_fp80 %28, 0xK4002B000000000000000
  %39 = fadd x86_fp80 %38, %37
  %40 = fmul x86_fp80 %29, 0xK3FFC8000000000000000
  %41 = fadd x86_fp80 %40, %39
  %42 = fdiv x86_fp80 %27, 0xK4002D000000000000000
  %43 = fsub x86_fp80 %41, %42
  %44 = fmul x86_fp80 %25, %23
  %45 = fdiv x86_fp80 %44, 0xK40038800000000000000
  %46 = fadd x86_fp80 %45, %43
  %47 = fdiv x86_fp80 %21, 0xK40039800000000000000
  %48 = fsub x86_fp80 %46, %47
  %49 = tail call fastcc x86_fp80 @mix3(x86_fp80 noundef %48, x86_fp80 noundef %18, x86_fp80 noundef %21)
  %50 = fmul x86_fp80 %49, 0xK3FFE8000000000000000
  %51 = add nuw nsw i32 %20, 1
  %52 = icmp eq i32 %51, 40
  br i1 %52, label %14, label %16, !llvm.loop !9

53:                                               ; preds = %58
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %66, double noundef %70)
  %55 = fdiv x86_fp80 %66, 0xK4002A000000000000000
  %56 = fptosi x86_fp80 %55 to i32
  %57 = and i32 %56, 127
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1)
  ret i32 %57

58:                                               ; preds = %14, %58
  %59 = phi i32 [ 1, %14 ], [ %71, %58 ]
  %60 = phi double [ 0.000000e+00, %14 ], [ %70, %58 ]
  %61 = phi x86_fp80 [ 0xK00000000000000000000, %14 ], [ %66, %58 ]
  %62 = uitofp nneg i32 %59 to x86_fp80
  %63 = fdiv x86_fp80 0xK3FFF8000000000000000, %62
  %64 = fdiv x86_fp80 %61, 0xK4008FA00000000000000
  %65 = tail call fastcc x86_fp80 @mix3(x86_fp80 noundef %63, x86_fp80 noundef %62, x86_fp80 noundef %64)
  %66 = fadd x86_fp80 %61, %65
  %67 = fptrunc x86_fp80 %66 to double
  %68 = uitofp nneg i32 %59 to double
  %69 = fdiv double %67, %68
  %70 = fadd double %60, %69
  %71 = add nuw nsw i32 %59, 1
  %72 = icmp eq i32 %71, 101
  br i1 %72, label %53, label %58, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @mix3(x86_fp80 noundef %0, x86_fp80 noundef %1, x86_fp80 noundef %2) unnamed_addr #2 {
  %4 = fmul x86_fp80 %0, 0xK3FFE8000000000000000
  %5 = fmul x86_fp80 %1, 0xK3FFD8000000000000000
  %6 = fadd x86_fp80 %4, %5
  %7 = fmul x86_fp80 %2, 0xK3FFC8000000000000000
  %8 = fsub x86_fp80 %6, %7
  ret x86_fp80 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
