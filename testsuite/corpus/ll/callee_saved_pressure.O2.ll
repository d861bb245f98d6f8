; ModuleID = 'programs/callee_saved_pressure.c'
source_filename = "programs/callee_saved_pressure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"ints %lu %lu %lu %lu %lu %lu %lu %lu %lu %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"fps %a %a %a %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"total %lu ftotal %a\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile i64 12345, ptr %1, align 8, !tbaa !5
  %2 = load volatile i64, ptr %1, align 8, !tbaa !5
  %3 = load volatile i64, ptr %1, align 8, !tbaa !5
  %4 = shl nsw i64 %3, 1
  %5 = load volatile i64, ptr %1, align 8, !tbaa !5
  %6 = mul nsw i64 %5, 3
  %7 = load volatile i64, ptr %1, align 8, !tbaa !5
  %8 = shl nsw i64 %7, 2
  %9 = load volatile i64, ptr %1, align 8, !tbaa !5
  %10 = mul nsw i64 %9, 5
  %11 = load volatile i64, ptr %1, align 8, !tbaa !5
  %12 = mul nsw i64 %11, 6
  %13 = load volatile i64, ptr %1, align 8, !tbaa !5
  %14 = mul nsw i64 %13, 7
  %15 = load volatile i64, ptr %1, align 8, !tbaa !5
  %16 = shl nsw i64 %15, 3
  %17 = load volatile i64, ptr %1, align 8, !tbaa !5
  %18 = mul nsw i64 %17, 9
  %19 = load volatile i64, ptr %1, align 8, !tbaa !5
  %20 = mul nsw i64 %19, 10
  %21 = load volatile i64, ptr %1, align 8, !tbaa !5
  %22 = sitofp i64 %21 to double
  %23 = fdiv double %22, 7.000000e+00
  %24 = fmul double %23, 2.000000e+00
  %25 = fmul double %23, 3.000000e+00
  %26 = fmul double %23, 4.000000e+00
  %27 = fmul double %23, 5.000000e+00
  br label %35

28:                                               ; preds = %35
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %57, i64 noundef %58, i64 noundef %59, i64 noundef %60, i64 noundef %61, i64 noundef %62, i64 noundef %63, i64 noundef %64, i64 noundef %65, i64 noundef %66)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %73, double noundef %75, double noundef %77, double noundef %79, double noundef %81)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %56, double noundef %71)
  %32 = xor i64 %44, %56
  %33 = trunc i64 %32 to i32
  %34 = and i32 %33, 127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %34

35:                                               ; preds = %0, %35
  %36 = phi i64 [ 0, %0 ], [ %82, %35 ]
  %37 = phi double [ 0.000000e+00, %0 ], [ %71, %35 ]
  %38 = phi i64 [ 0, %0 ], [ %56, %35 ]
  %39 = phi double [ %27, %0 ], [ %81, %35 ]
  %40 = phi double [ %26, %0 ], [ %79, %35 ]
  %41 = phi double [ %25, %0 ], [ %77, %35 ]
  %42 = phi double [ %24, %0 ], [ %75, %35 ]
  %43 = phi double [ %23, %0 ], [ %73, %35 ]
  %44 = phi i64 [ %20, %0 ], [ %66, %35 ]
  %45 = phi i64 [ %18, %0 ], [ %65, %35 ]
  %46 = phi i64 [ %16, %0 ], [ %64, %35 ]
  %47 = phi i64 [ %14, %0 ], [ %63, %35 ]
  %48 = phi i64 [ %12, %0 ], [ %62, %35 ]
  %49 = phi i64 [ %10, %0 ], [ %61, %35 ]
  %50 = phi i64 [ %8, %0 ], [ %60, %35 ]
  %51 = phi i64 [ %6, %0 ], [ %59, %35 ]
  %52 = phi i64 [ %4, %0 ], [ %58, %35 ]
  %53 = phi i64 [ %2, %0 ], [ %57, %35 ]
  %54 = add i64 %53, %36
  %55 = tail call fastcc i64 @clobber(i64 noundef %54)
  %56 = add i64 %55, %38
  %57 = add i64 %52, %53
  %58 = xor i64 %51, %52
  %59 = add i64 %50, %51
  %60 = sub i64 %50, %49
  %61 = add i64 %48, %49
  %62 = xor i64 %47, %48
  %63 = add i64 %46, %47
  %64 = sub i64 %46, %45
  %65 = add i64 %44, %45
  %66 = xor i64 %44, %57
  %67 = trunc nuw nsw i64 %36 to i32
  %68 = uitofp nneg i32 %67 to double
  %69 = fadd double %43, %68
  %70 = tail call fastcc double @fclobber(double noundef %69)
  %71 = fadd double %37, %70
  %72 = fmul double %42, 1.000000e-03
  %73 = fadd double %43, %72
  %74 = fmul double %41, 2.000000e-03
  %75 = fsub double %42, %74
  %76 = fmul double %40, 3.000000e-03
  %77 = fadd double %41, %76
  %78 = fmul double %39, 4.000000e-03
  %79 = fsub double %40, %78
  %80 = fmul double %73, 5.000000e-03
  %81 = fadd double %39, %80
  %82 = add nuw nsw i64 %36, 1
  %83 = icmp eq i64 %82, 50
  br i1 %83, label %28, label %35, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @clobber(i64 noundef %0) unnamed_addr #2 {
  %2 = mul i64 %0, 3
  %3 = xor i64 %0, 85
  %4 = add i64 %0, 7
  %5 = mul i64 %0, %0
  %6 = add i64 %0, -100
  %7 = shl i64 %0, 3
  %8 = or i64 %0, 256
  %9 = tail call { i64, i64, i64, i64, i64, i64, i64 } asm sideeffect "", "=r,=r,=r,=r,=r,=r,=r,0,1,2,3,4,5,6,~{dirflag},~{fpsr},~{flags}"(i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #4, !srcloc !11
  %10 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 0
  %11 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 1
  %12 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 2
  %13 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 3
  %14 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 4
  %15 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 5
  %16 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 6
  %17 = add i64 %10, %11
  %18 = add i64 %17, %12
  %19 = add i64 %18, %13
  %20 = add i64 %19, %14
  %21 = add i64 %20, %15
  %22 = add i64 %21, %16
  ret i64 %22
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc noundef double @fclobber(double noundef %0) unnamed_addr #2 {
  %2 = fmul double %0, 1.500000e+00
  %3 = fadd double %0, -2.000000e+00
  %4 = fdiv double %0, 3.000000e+00
  tail call void asm sideeffect "", "~{xmm0},~{xmm1},~{xmm2},~{xmm3},~{xmm4},~{xmm5},~{xmm6},~{xmm7},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !12
  %5 = fadd double %2, %3
  %6 = fadd double %4, %5
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{i64 555}
!12 = !{i64 784}
