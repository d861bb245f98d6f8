; ModuleID = 'programs/long_double_pressure.c'
source_filename = "programs/long_double_pressure.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [49 x i8] c"%La %La %La %La\0A%La %La %La %La\0A%La %La %La %La\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"acc=%La dacc=%a\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca fp128, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
  store volatile fp128 0xL24924924924924923FFC249249249249, ptr %1, align 16, !tbaa !6
  %2 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %3 = fmul fp128 %2, 0xL00000000000000004000000000000000
  %4 = fmul fp128 %2, 0xL00000000000000004000800000000000
  %5 = fmul fp128 %2, 0xL00000000000000004001000000000000
  %6 = fmul fp128 %2, 0xL00000000000000004001400000000000
  %7 = fmul fp128 %2, 0xL00000000000000004001800000000000
  %8 = fmul fp128 %2, 0xL00000000000000004001C00000000000
  %9 = fmul fp128 %2, 0xL00000000000000004002000000000000
  %10 = fmul fp128 %2, 0xL00000000000000004002200000000000
  %11 = fmul fp128 %2, 0xL00000000000000004002400000000000
  %12 = fmul fp128 %2, 0xL00000000000000004002600000000000
  %13 = fmul fp128 %2, 0xL00000000000000004002800000000000
  br label %16

14:                                               ; preds = %16
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, fp128 noundef %29, fp128 noundef %28, fp128 noundef %27, fp128 noundef %26, fp128 noundef %25, fp128 noundef %24, fp128 noundef %23, fp128 noundef %22, fp128 noundef %21, fp128 noundef %20, fp128 noundef %19, fp128 noundef %50)
  br label %58

16:                                               ; preds = %0, %16
  %17 = phi fp128 [ %2, %0 ], [ %29, %16 ]
  %18 = phi i32 [ 0, %0 ], [ %51, %16 ]
  %19 = phi fp128 [ %13, %0 ], [ %50, %16 ]
  %20 = phi fp128 [ %12, %0 ], [ %19, %16 ]
  %21 = phi fp128 [ %11, %0 ], [ %20, %16 ]
  %22 = phi fp128 [ %10, %0 ], [ %21, %16 ]
  %23 = phi fp128 [ %9, %0 ], [ %22, %16 ]
  %24 = phi fp128 [ %8, %0 ], [ %23, %16 ]
  %25 = phi fp128 [ %7, %0 ], [ %24, %16 ]
  %26 = phi fp128 [ %6, %0 ], [ %25, %16 ]
  %27 = phi fp128 [ %5, %0 ], [ %26, %16 ]
  %28 = phi fp128 [ %4, %0 ], [ %27, %16 ]
  %29 = phi fp128 [ %3, %0 ], [ %28, %16 ]
  %30 = fmul fp128 %29, 0xL00000000000000003FFE000000000000
  %31 = fadd fp128 %30, %17
  %32 = fdiv fp128 %28, 0xL00000000000000004000800000000000
  %33 = fsub fp128 %31, %32
  %34 = fmul fp128 %27, %26
  %35 = fdiv fp128 %34, 0xL00000000000000004001C00000000000
  %36 = fadd fp128 %35, %33
  %37 = fsub fp128 %36, %25
  %38 = fdiv fp128 %24, 0xL00000000000000004002600000000000
  %39 = fadd fp128 %38, %37
  %40 = fmul fp128 %23, 0xL00000000000000003FFC000000000000
  %41 = fadd fp128 %40, %39
  %42 = fdiv fp128 %22, 0xL00000000000000004002A00000000000
  %43 = fsub fp128 %41, %42
  %44 = fmul fp128 %21, %20
  %45 = fdiv fp128 %44, 0xL00000000000000004003100000000000
  %46 = fadd fp128 %45, %43
  %47 = fdiv fp128 %19, 0xL00000000000000004003300000000000
  %48 = fsub fp128 %46, %47
  %49 = tail call fastcc fp128 @mix3(fp128 noundef %48, fp128 noundef %29, fp128 noundef %19)
  %50 = fmul fp128 %49, 0xL00000000000000003FFE000000000000
  %51 = add nuw nsw i32 %18, 1
  %52 = icmp eq i32 %51, 40
  br i1 %52, label %14, label %16, !llvm.loop !10

53:                                               ; preds = %58
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef %66, double noundef %70)
  %55 = fdiv fp128 %66, 0xL00000000000000004002400000000000
  %56 = fptosi fp128 %55 to i32
  %57 = and i32 %56, 127
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1)
  ret i32 %57

58:                                               ; preds = %14, %58
  %59 = phi i32 [ 1, %14 ], [ %71, %58 ]
  %60 = phi double [ 0.000000e+00, %14 ], [ %70, %58 ]
  %61 = phi fp128 [ 0xL00000000000000000000000000000000, %14 ], [ %66, %58 ]
  %62 = uitofp nneg i32 %59 to fp128
  %63 = fdiv fp128 0xL00000000000000003FFF000000000000, %62
  %64 = fdiv fp128 %61, 0xL00000000000000004008F40000000000
  %65 = tail call fastcc fp128 @mix3(fp128 noundef %63, fp128 noundef %62, fp128 noundef %64)
  %66 = fadd fp128 %61, %65
  %67 = fptrunc fp128 %66 to double
  %68 = uitofp nneg i32 %59 to double
  %69 = fdiv double %67, %68
  %70 = fadd double %60, %69
  %71 = add nuw nsw i32 %59, 1
  %72 = icmp eq i32 %71, 101
  br i1 %72, label %53, label %58, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @mix3(fp128 noundef %0, fp128 noundef %1, fp128 noundef %2) unnamed_addr #2 {
  %4 = fmul fp128 %0, 0xL00000000000000003FFE000000000000
  %5 = fmul fp128 %1, 0xL00000000000000003FFD000000000000
  %6 = fadd fp128 %4, %5
  %7 = fmul fp128 %2, 0xL00000000000000003FFC000000000000
  %8 = fsub fp128 %6, %7
  ret fp128 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!12 = distinct !{!12, !11}
