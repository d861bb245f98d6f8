; ModuleID = 'programs/struct_abi_float_classes.c'
source_filename = "programs/struct_abi_float_classes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [40 x i8] c"b=(%a,%a) c=(%a,%a,%a) d=(%a,%a,%a,%a)\0A\00", align 1
@.str.1 = private unnamed_addr constant [44 x i8] c"f=(%a,%a) g=(%a,%a) h=(%a,%a) i=(%a,%a,%a)\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"many=%a with_ints=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"sizes %zu %zu %zu %zu %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca float, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile float 1.500000e+00, ptr %1, align 4, !tbaa !6
  %2 = load volatile float, ptr %1, align 4, !tbaa !6
  %3 = load volatile float, ptr %1, align 4, !tbaa !6
  %4 = load volatile float, ptr %1, align 4, !tbaa !6
  %5 = fmul float %4, 2.000000e+00
  %6 = insertvalue [2 x float] poison, float %3, 0
  %7 = insertvalue [2 x float] %6, float %5, 1
  %8 = tail call fastcc { float, float } @f2_scale([2 x float] alignstack(8) %7)
  %9 = extractvalue { float, float } %8, 0
  %10 = extractvalue { float, float } %8, 1
  %11 = load volatile float, ptr %1, align 4, !tbaa !6
  %12 = insertvalue [3 x float] [float 1.000000e+00, float 2.000000e+00, float poison], float %11, 2
  %13 = tail call fastcc { float, float, float } @f3_rot([3 x float] alignstack(8) %12)
  %14 = extractvalue { float, float, float } %13, 0
  %15 = extractvalue { float, float, float } %13, 1
  %16 = extractvalue { float, float, float } %13, 2
  %17 = load volatile float, ptr %1, align 4, !tbaa !6
  %18 = load volatile float, ptr %1, align 4, !tbaa !6
  %19 = load volatile float, ptr %1, align 4, !tbaa !6
  %20 = fneg float %19
  %21 = insertvalue [4 x float] poison, float %17, 0
  %22 = insertvalue [4 x float] %21, float %18, 1
  %23 = insertvalue [4 x float] %22, float %20, 2
  %24 = insertvalue [4 x float] %23, float 2.500000e-01, 3
  %25 = tail call fastcc { float, float, float, float } @f4_add([4 x float] alignstack(8) %24)
  %26 = extractvalue { float, float, float, float } %25, 0
  %27 = extractvalue { float, float, float, float } %25, 1
  %28 = extractvalue { float, float, float, float } %25, 2
  %29 = extractvalue { float, float, float, float } %25, 3
  %30 = load volatile float, ptr %1, align 4, !tbaa !6
  %31 = fpext float %30 to double
  %32 = fmul double %31, 1.000000e+10
  %33 = load volatile float, ptr %1, align 4, !tbaa !6
  %34 = fpext float %33 to double
  %35 = insertvalue [2 x double] poison, double %34, 0
  %36 = insertvalue [2 x double] %35, double 4.000000e+00, 1
  %37 = tail call fastcc { double, double } @d2_cross([2 x double] alignstack(8) %36)
  %38 = extractvalue { double, double } %37, 0
  %39 = extractvalue { double, double } %37, 1
  %40 = load volatile float, ptr %1, align 4, !tbaa !6
  %41 = bitcast float %40 to i32
  %42 = zext i32 %41 to i64
  %43 = insertvalue [2 x i64] poison, i64 %42, 0
  %44 = insertvalue [2 x i64] %43, i64 4562254508917369340, 1
  %45 = tail call fastcc [2 x i64] @fd_mix([2 x i64] %44)
  %46 = extractvalue [2 x i64] %45, 0
  %47 = trunc i64 %46 to i32
  %48 = bitcast i32 %47 to float
  %49 = extractvalue [2 x i64] %45, 1
  %50 = bitcast i64 %49 to double
  %51 = tail call fastcc [2 x i64] @df_mix()
  %52 = extractvalue [2 x i64] %51, 0
  %53 = bitcast i64 %52 to double
  %54 = extractvalue [2 x i64] %51, 1
  %55 = trunc i64 %54 to i32
  %56 = bitcast i32 %55 to float
  %57 = tail call fastcc [2 x i64] @fad_step([2 x i64] [i64 4575657222473777152, i64 4635400285215260672])
  %58 = tail call fastcc [2 x i64] @fad_step([2 x i64] %57)
  %59 = extractvalue [2 x i64] %58, 0
  %60 = trunc i64 %59 to i32
  %61 = bitcast i32 %60 to float
  %62 = lshr i64 %59, 32
  %63 = trunc nuw i64 %62 to i32
  %64 = bitcast i32 %63 to float
  %65 = extractvalue [2 x i64] %58, 1
  %66 = bitcast i64 %65 to double
  %67 = fpext float %9 to double
  %68 = fpext float %10 to double
  %69 = fpext float %14 to double
  %70 = fpext float %15 to double
  %71 = fpext float %16 to double
  %72 = fpext float %26 to double
  %73 = fpext float %27 to double
  %74 = fpext float %28 to double
  %75 = fpext float %29 to double
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %67, double noundef %68, double noundef %69, double noundef %70, double noundef %71, double noundef %72, double noundef %73, double noundef %74, double noundef %75)
  %77 = fpext float %48 to double
  %78 = fpext float %56 to double
  %79 = fpext float %61 to double
  %80 = fpext float %64 to double
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %38, double noundef %39, double noundef %77, double noundef %50, double noundef %53, double noundef %78, double noundef %79, double noundef %80, double noundef %66)
  %82 = insertvalue [1 x float] poison, float %2, 0
  %83 = insertvalue [2 x float] poison, float %9, 0
  %84 = insertvalue [2 x float] %83, float %10, 1
  %85 = insertvalue [3 x float] poison, float %14, 0
  %86 = insertvalue [3 x float] %85, float %15, 1
  %87 = insertvalue [3 x float] %86, float %16, 2
  %88 = insertvalue [4 x float] poison, float %26, 0
  %89 = insertvalue [4 x float] %88, float %27, 1
  %90 = insertvalue [4 x float] %89, float %28, 2
  %91 = insertvalue [4 x float] %90, float %29, 3
  %92 = insertvalue [1 x double] poison, double %32, 0
  %93 = insertvalue [2 x double] poison, double %38, 0
  %94 = insertvalue [2 x double] %93, double %39, 1
  %95 = tail call fastcc double @many([1 x float] alignstack(8) %82, [2 x float] alignstack(8) %84, [3 x float] alignstack(8) %87, [4 x float] alignstack(8) %91, [1 x double] alignstack(8) %92, [2 x double] alignstack(8) %94, [2 x i64] %45, [2 x i64] %51, [2 x i64] %58, [2 x float] alignstack(8) %84, [2 x double] alignstack(8) %94, [4 x float] alignstack(8) %91)
  %96 = tail call fastcc double @with_ints([2 x float] alignstack(8) %84, [2 x double] alignstack(8) %94, [4 x float] alignstack(8) %91)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %95, double noundef %96)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 12, i64 noundef 16, i64 noundef 16, i64 noundef 16, i64 noundef 16)
  %99 = fptosi double %95 to i64
  %100 = trunc i64 %99 to i32
  %101 = and i32 %100, 127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %101
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { float, float } @f2_scale([2 x float] alignstack(8) %0) unnamed_addr #2 {
  %2 = extractvalue [2 x float] %0, 0
  %3 = extractvalue [2 x float] %0, 1
  %4 = fmul float %2, 3.000000e+00
  %5 = fadd float %3, -3.000000e+00
  %6 = insertvalue { float, float } poison, float %4, 0
  %7 = insertvalue { float, float } %6, float %5, 1
  ret { float, float } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { float, float, float } @f3_rot([3 x float] alignstack(8) %0) unnamed_addr #2 {
  %2 = extractvalue [3 x float] %0, 0
  %3 = extractvalue [3 x float] %0, 1
  %4 = extractvalue [3 x float] %0, 2
  %5 = insertvalue { float, float, float } poison, float %3, 0
  %6 = insertvalue { float, float, float } %5, float %4, 1
  %7 = insertvalue { float, float, float } %6, float %2, 2
  ret { float, float, float } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { float, float, float, float } @f4_add([4 x float] alignstack(8) %0) unnamed_addr #2 {
  %2 = extractvalue [4 x float] %0, 0
  %3 = extractvalue [4 x float] %0, 1
  %4 = extractvalue [4 x float] %0, 2
  %5 = extractvalue [4 x float] %0, 3
  %6 = fadd float %2, 1.000000e+00
  %7 = fadd float %3, 2.000000e+00
  %8 = fadd float %4, 3.000000e+00
  %9 = fadd float %5, 4.000000e+00
  %10 = insertvalue { float, float, float, float } poison, float %6, 0
  %11 = insertvalue { float, float, float, float } %10, float %7, 1
  %12 = insertvalue { float, float, float, float } %11, float %8, 2
  %13 = insertvalue { float, float, float, float } %12, float %9, 3
  ret { float, float, float, float } %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double } @d2_cross([2 x double] alignstack(8) %0) unnamed_addr #2 {
  %2 = extractvalue [2 x double] %0, 0
  %3 = extractvalue [2 x double] %0, 1
  %4 = fmul double %3, 1.250000e+00
  %5 = fmul double %2, 2.500000e+00
  %6 = fadd double %4, %5
  %7 = fmul double %2, 1.250000e+00
  %8 = fmul double %3, 2.500000e+00
  %9 = fsub double %7, %8
  %10 = insertvalue { double, double } poison, double %6, 0
  %11 = insertvalue { double, double } %10, double %9, 1
  ret { double, double } %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @fd_mix([2 x i64] %0) unnamed_addr #2 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = trunc i64 %2 to i32
  %4 = bitcast i32 %3 to float
  %5 = extractvalue [2 x i64] %0, 1
  %6 = bitcast i64 %5 to double
  %7 = fadd float %4, 5.000000e-01
  %8 = fmul double %6, 7.500000e+00
  %9 = bitcast float %7 to i32
  %10 = zext i32 %9 to i64
  %11 = insertvalue [2 x i64] poison, i64 %10, 0
  %12 = bitcast double %8 to i64
  %13 = insertvalue [2 x i64] %11, i64 %12, 1
  ret [2 x i64] %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @df_mix() unnamed_addr #2 {
  ret [2 x i64] [i64 4636526185122103296, i64 1048576000]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @fad_step([2 x i64] %0) unnamed_addr #2 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = trunc i64 %2 to i32
  %4 = lshr i64 %2, 32
  %5 = trunc nuw i64 %4 to i32
  %6 = extractvalue [2 x i64] %0, 1
  %7 = bitcast i64 %6 to double
  %8 = bitcast i32 %3 to float
  %9 = fadd float %8, 1.000000e+00
  %10 = bitcast float %9 to i32
  %11 = bitcast i32 %5 to float
  %12 = fmul float %11, 2.000000e+00
  %13 = bitcast float %12 to i32
  %14 = fdiv double %7, 3.000000e+00
  %15 = zext i32 %13 to i64
  %16 = shl nuw i64 %15, 32
  %17 = zext i32 %10 to i64
  %18 = or disjoint i64 %16, %17
  %19 = insertvalue [2 x i64] poison, i64 %18, 0
  %20 = bitcast double %14 to i64
  %21 = insertvalue [2 x i64] %19, i64 %20, 1
  ret [2 x i64] %21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @many([1 x float] alignstack(8) %0, [2 x float] alignstack(8) %1, [3 x float] alignstack(8) %2, [4 x float] alignstack(8) %3, [1 x double] alignstack(8) %4, [2 x double] alignstack(8) %5, [2 x i64] %6, [2 x i64] %7, [2 x i64] %8, [2 x float] alignstack(8) %9, [2 x double] alignstack(8) %10, [4 x float] alignstack(8) %11) unnamed_addr #2 {
  %13 = extractvalue [1 x float] %0, 0
  %14 = extractvalue [2 x float] %1, 0
  %15 = extractvalue [2 x float] %1, 1
  %16 = extractvalue [3 x float] %2, 0
  %17 = extractvalue [3 x float] %2, 1
  %18 = extractvalue [3 x float] %2, 2
  %19 = extractvalue [4 x float] %3, 0
  %20 = extractvalue [4 x float] %3, 1
  %21 = extractvalue [4 x float] %3, 2
  %22 = extractvalue [4 x float] %3, 3
  %23 = extractvalue [1 x double] %4, 0
  %24 = extractvalue [2 x double] %5, 0
  %25 = extractvalue [2 x double] %5, 1
  %26 = extractvalue [2 x i64] %6, 0
  %27 = trunc i64 %26 to i32
  %28 = bitcast i32 %27 to float
  %29 = extractvalue [2 x i64] %6, 1
  %30 = bitcast i64 %29 to double
  %31 = extractvalue [2 x i64] %7, 0
  %32 = bitcast i64 %31 to double
  %33 = extractvalue [2 x i64] %7, 1
  %34 = trunc i64 %33 to i32
  %35 = bitcast i32 %34 to float
  %36 = extractvalue [2 x i64] %8, 0
  %37 = trunc i64 %36 to i32
  %38 = bitcast i32 %37 to float
  %39 = lshr i64 %36, 32
  %40 = trunc nuw i64 %39 to i32
  %41 = bitcast i32 %40 to float
  %42 = extractvalue [2 x i64] %8, 1
  %43 = bitcast i64 %42 to double
  %44 = extractvalue [2 x float] %9, 0
  %45 = extractvalue [2 x float] %9, 1
  %46 = extractvalue [2 x double] %10, 0
  %47 = extractvalue [2 x double] %10, 1
  %48 = extractvalue [4 x float] %11, 3
  %49 = fadd float %13, %14
  %50 = fadd float %15, %49
  %51 = fadd float %16, %50
  %52 = fadd float %17, %51
  %53 = fadd float %18, %52
  %54 = fadd float %19, %53
  %55 = fadd float %20, %54
  %56 = fadd float %21, %55
  %57 = fadd float %22, %56
  %58 = fpext float %57 to double
  %59 = fadd double %23, %58
  %60 = fadd double %24, %59
  %61 = fadd double %25, %60
  %62 = fpext float %28 to double
  %63 = fadd double %61, %62
  %64 = fadd double %63, %30
  %65 = fadd double %64, %32
  %66 = fpext float %35 to double
  %67 = fadd double %65, %66
  %68 = fpext float %38 to double
  %69 = fadd double %67, %68
  %70 = fpext float %41 to double
  %71 = fadd double %69, %70
  %72 = fadd double %71, %43
  %73 = fmul float %44, %45
  %74 = fpext float %73 to double
  %75 = fadd double %72, %74
  %76 = fadd double %46, %75
  %77 = fsub double %76, %47
  %78 = fpext float %48 to double
  %79 = fadd double %77, %78
  ret double %79
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @with_ints([2 x float] alignstack(8) %0, [2 x double] alignstack(8) %1, [4 x float] alignstack(8) %2) unnamed_addr #2 {
  %4 = extractvalue [2 x float] %0, 0
  %5 = extractvalue [2 x double] %1, 1
  %6 = extractvalue [4 x float] %2, 2
  %7 = fadd float %4, 3.000000e+00
  %8 = fpext float %7 to double
  %9 = fadd double %8, -4.000000e+01
  %10 = fadd double %5, %9
  %11 = fadd double %10, 6.500000e+01
  %12 = fpext float %6 to double
  %13 = fadd double %11, %12
  ret double %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

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
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
