; ModuleID = 'programs/struct_abi_mixed_int_sse.c'
source_filename = "programs/struct_abi_mixed_int_sse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"a={%d,%a} b={%a,%d} c={%a,%d} d={%d,%a}\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"e={%d,%a,%d} f={%a,%d,%d,%a}\0A\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"g={%ld,%a} h={%a,%ld} i={%d,%a,%a}\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"all=%a sizes %zu %zu %zu %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 3, ptr %1, align 4, !tbaa !6
  %2 = load volatile i32, ptr %1, align 4, !tbaa !6
  %3 = tail call fastcc i64 @f_if(i32 noundef %2)
  %4 = trunc i64 %3 to i32
  %5 = lshr i64 %3, 32
  %6 = trunc nuw i64 %5 to i32
  %7 = bitcast i32 %6 to float
  %8 = load volatile i32, ptr %1, align 4, !tbaa !6
  %9 = tail call fastcc [2 x i64] @f_di(i32 noundef %8)
  %10 = extractvalue [2 x i64] %9, 0
  %11 = bitcast i64 %10 to double
  %12 = extractvalue [2 x i64] %9, 1
  %13 = tail call fastcc [2 x i64] @f_id()
  %14 = extractvalue [2 x i64] %13, 0
  %15 = extractvalue [2 x i64] %13, 1
  %16 = bitcast i64 %15 to double
  %17 = tail call fastcc [2 x i64] @f_cfs()
  %18 = extractvalue [2 x i64] %17, 0
  %19 = lshr i64 %18, 32
  %20 = trunc nuw i64 %19 to i32
  %21 = extractvalue [2 x i64] %17, 1
  %22 = bitcast i32 %20 to float
  %23 = tail call fastcc [2 x i64] @f_fccf()
  %24 = extractvalue [2 x i64] %23, 0
  %25 = trunc i64 %24 to i32
  %26 = lshr i64 %24, 32
  %27 = lshr i64 %24, 40
  %28 = extractvalue [2 x i64] %23, 1
  %29 = bitcast i32 %25 to float
  %30 = trunc i64 %28 to i32
  %31 = bitcast i32 %30 to float
  %32 = tail call fastcc [2 x i64] @f_ld()
  %33 = extractvalue [2 x i64] %32, 0
  %34 = extractvalue [2 x i64] %32, 1
  %35 = bitcast i64 %34 to double
  %36 = tail call fastcc [2 x i64] @f_dl()
  %37 = extractvalue [2 x i64] %36, 0
  %38 = bitcast i64 %37 to double
  %39 = extractvalue [2 x i64] %36, 1
  %40 = tail call fastcc [2 x i64] @f_ifd(i64 %3)
  %41 = extractvalue [2 x i64] %40, 0
  %42 = trunc i64 %41 to i32
  %43 = lshr i64 %41, 32
  %44 = trunc nuw i64 %43 to i32
  %45 = bitcast i32 %44 to float
  %46 = extractvalue [2 x i64] %40, 1
  %47 = bitcast i64 %46 to double
  %48 = fpext float %7 to double
  %49 = trunc i64 %12 to i32
  %50 = trunc i64 %14 to i32
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, double noundef %48, double noundef 8.000000e+00, i32 noundef 90, double noundef %11, i32 noundef %49, i32 noundef %50, double noundef %16)
  %52 = trunc i64 %18 to i32
  %53 = and i32 %52, 255
  %54 = fpext float %22 to double
  %55 = trunc i64 %21 to i32
  %56 = shl i32 %55, 16
  %57 = ashr exact i32 %56, 16
  %58 = fpext float %29 to double
  %59 = trunc nuw i64 %26 to i32
  %60 = and i32 %59, 255
  %61 = trunc nuw nsw i64 %27 to i32
  %62 = and i32 %61, 255
  %63 = fpext float %31 to double
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %53, double noundef %54, i32 noundef %57, double noundef %58, i32 noundef %60, i32 noundef %62, double noundef %63)
  %65 = fpext float %45 to double
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %33, double noundef %35, double noundef %38, i64 noundef %39, i32 noundef %42, double noundef %65, double noundef %47)
  %67 = and i64 %21, 4294967295
  %68 = insertvalue [2 x i64] %17, i64 %67, 1
  %69 = and i64 %28, 4294967295
  %70 = insertvalue [2 x i64] %23, i64 %69, 1
  %71 = tail call fastcc double @all(i64 %3, [2 x i64] %9, [2 x i64] %13, [2 x i64] %68, [2 x i64] %70, [2 x i64] %32, [2 x i64] %36, [2 x i64] %40)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %71, i64 noundef 8, i64 noundef 12, i64 noundef 12, i64 noundef 16)
  %73 = fptosi double %71 to i64
  %74 = trunc i64 %73 to i32
  %75 = and i32 %74, 127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f_if(i32 noundef %0) unnamed_addr #2 {
  %2 = add nsw i32 %0, 10
  %3 = sitofp i32 %0 to float
  %4 = fmul float %3, 2.500000e+00
  %5 = bitcast float %4 to i32
  %6 = zext i32 %5 to i64
  %7 = shl nuw i64 %6, 32
  %8 = zext i32 %2 to i64
  %9 = or disjoint i64 %7, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @f_di(i32 noundef %0) unnamed_addr #2 {
  %2 = sub nsw i32 100, %0
  %3 = zext i32 %2 to i64
  %4 = insertvalue [2 x i64] [i64 4696837150979653632, i64 poison], i64 %3, 1
  ret [2 x i64] %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @f_id() unnamed_addr #2 {
  ret [2 x i64] [i64 123, i64 -4604367669032910848]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @f_cfs() unnamed_addr #2 {
  ret [2 x i64] [i64 4620693217682128994, i64 61834]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @f_fccf() unnamed_addr #2 {
  ret [2 x i64] [i64 132464309698560, i64 1069547520]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @f_ld() unnamed_addr #2 {
  ret [2 x i64] [i64 1099511627771, i64 4613937818241073152]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @f_dl() unnamed_addr #2 {
  ret [2 x i64] [i64 4621748748844793856, i64 -21]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @f_ifd(i64 %0) unnamed_addr #2 {
  %2 = lshr i64 %0, 32
  %3 = trunc nuw i64 %2 to i32
  %4 = bitcast i32 %3 to float
  %5 = add i64 %0, 91
  %6 = fadd float %4, 8.000000e+00
  %7 = fadd float %6, 1.000000e+00
  %8 = bitcast float %7 to i32
  %9 = zext i32 %8 to i64
  %10 = shl nuw i64 %9, 32
  %11 = and i64 %5, 4294967295
  %12 = or disjoint i64 %10, %11
  %13 = insertvalue [2 x i64] poison, i64 %12, 0
  %14 = insertvalue [2 x i64] %13, i64 4611686018427387904, 1
  ret [2 x i64] %14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @all(i64 %0, [2 x i64] %1, [2 x i64] %2, [2 x i64] %3, [2 x i64] %4, [2 x i64] %5, [2 x i64] %6, [2 x i64] %7) unnamed_addr #2 {
  %9 = trunc i64 %0 to i32
  %10 = lshr i64 %0, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = bitcast i32 %11 to float
  %13 = extractvalue [2 x i64] %1, 0
  %14 = bitcast i64 %13 to double
  %15 = extractvalue [2 x i64] %1, 1
  %16 = trunc i64 %15 to i32
  %17 = extractvalue [2 x i64] %2, 0
  %18 = trunc i64 %17 to i32
  %19 = extractvalue [2 x i64] %2, 1
  %20 = bitcast i64 %19 to double
  %21 = extractvalue [2 x i64] %3, 0
  %22 = lshr i64 %21, 32
  %23 = trunc nuw i64 %22 to i32
  %24 = extractvalue [2 x i64] %3, 1
  %25 = bitcast i32 %23 to float
  %26 = trunc i64 %24 to i32
  %27 = extractvalue [2 x i64] %4, 0
  %28 = trunc i64 %27 to i32
  %29 = lshr i64 %27, 32
  %30 = trunc nuw i64 %29 to i32
  %31 = lshr i64 %27, 40
  %32 = trunc nuw nsw i64 %31 to i32
  %33 = extractvalue [2 x i64] %4, 1
  %34 = bitcast i32 %28 to float
  %35 = trunc i64 %33 to i32
  %36 = bitcast i32 %35 to float
  %37 = extractvalue [2 x i64] %5, 0
  %38 = extractvalue [2 x i64] %5, 1
  %39 = bitcast i64 %38 to double
  %40 = extractvalue [2 x i64] %6, 0
  %41 = bitcast i64 %40 to double
  %42 = extractvalue [2 x i64] %6, 1
  %43 = extractvalue [2 x i64] %7, 0
  %44 = trunc i64 %43 to i32
  %45 = lshr i64 %43, 32
  %46 = trunc nuw i64 %45 to i32
  %47 = bitcast i32 %46 to float
  %48 = extractvalue [2 x i64] %7, 1
  %49 = bitcast i64 %48 to double
  %50 = sitofp i32 %9 to float
  %51 = fadd float %50, %12
  %52 = fadd float %51, 8.000000e+00
  %53 = fadd float %52, 9.000000e+01
  %54 = fpext float %53 to double
  %55 = fadd double %14, %54
  %56 = sitofp i32 %16 to double
  %57 = fadd double %55, %56
  %58 = sitofp i32 %18 to double
  %59 = fadd double %57, %58
  %60 = fadd double %59, %20
  %61 = trunc i64 %21 to i32
  %62 = and i32 %61, 255
  %63 = uitofp nneg i32 %62 to double
  %64 = fadd double %60, %63
  %65 = fpext float %25 to double
  %66 = fadd double %64, %65
  %67 = shl i32 %26, 16
  %68 = ashr exact i32 %67, 16
  %69 = sitofp i32 %68 to double
  %70 = fadd double %66, %69
  %71 = fpext float %34 to double
  %72 = fadd double %70, %71
  %73 = and i32 %30, 255
  %74 = uitofp nneg i32 %73 to double
  %75 = fadd double %72, %74
  %76 = and i32 %32, 255
  %77 = uitofp nneg i32 %76 to double
  %78 = fadd double %75, %77
  %79 = fpext float %36 to double
  %80 = fadd double %78, %79
  %81 = sitofp i64 %37 to double
  %82 = fadd double %80, %81
  %83 = fadd double %82, %39
  %84 = fadd double %83, %41
  %85 = sitofp i64 %42 to double
  %86 = fadd double %84, %85
  %87 = sitofp i32 %44 to double
  %88 = fadd double %86, %87
  %89 = fpext float %47 to double
  %90 = fadd double %88, %89
  %91 = fadd double %90, %49
  %92 = fadd double %91, 1.000000e-03
  %93 = fadd double %92, -9.900000e+01
  ret double %93
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
