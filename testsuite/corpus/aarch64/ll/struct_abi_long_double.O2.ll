; ModuleID = 'programs/struct_abi_long_double.c'
source_filename = "programs/struct_abi_long_double.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.LI = type { fp128, i32 }
%struct.FL = type { float, fp128 }
%struct.LA = type { [3 x fp128], [4 x i8] }

@__const.main.b = private unnamed_addr constant %struct.LI { fp128 0xL00000000000000003FFE000000000000, i32 0 }, align 16
@.str.1 = private unnamed_addr constant [26 x i8] c"a=%La b=%La,%d c=%La,%La\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"d=%a,%La e=%La\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"mixed=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"ret_scalar=%La\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"cl=(%La,%La)\0A\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"sizes L1=%zu LI=%zu L2=%zu FL=%zu LA=%zu\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca fp128, align 16
  %2 = alloca [12 x i8], align 4
  %3 = alloca %struct.LI, align 16
  %4 = alloca %struct.LI, align 16
  %5 = alloca %struct.FL, align 16
  %6 = alloca %struct.FL, align 16
  %7 = alloca %struct.LA, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
  store volatile fp128 0xL55555555555555553FFD555555555555, ptr %1, align 16, !tbaa !6
  %8 = load volatile fp128, ptr %1, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2)
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds i8, ptr %4, i64 20
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  %12 = getelementptr inbounds i8, ptr %3, i64 20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  store fp128 0xL00000000000000003FFE000000000000, ptr %4, align 16, !tbaa !6
  store i32 0, ptr %9, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %10, ptr noundef nonnull align 4 dereferenceable(12) getelementptr inbounds (i8, ptr @__const.main.b, i64 20), i64 12, i1 false)
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  %13 = load fp128, ptr %3, align 16, !tbaa !6
  %14 = load i32, ptr %11, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) %12, i64 12, i1 false), !tbaa.struct !12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  store fp128 %13, ptr %4, align 16, !tbaa !6
  store i32 %14, ptr %9, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %10, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !12
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  %15 = load fp128, ptr %3, align 16, !tbaa !6
  %16 = load i32, ptr %11, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) %12, i64 12, i1 false), !tbaa.struct !12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  store fp128 %15, ptr %4, align 16, !tbaa !6
  store i32 %16, ptr %9, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %10, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !12
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  %17 = load fp128, ptr %3, align 16, !tbaa !6
  %18 = load i32, ptr %11, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) %12, i64 12, i1 false), !tbaa.struct !12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  store fp128 %17, ptr %4, align 16, !tbaa !6
  store i32 %18, ptr %9, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %10, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !12
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  %19 = load fp128, ptr %3, align 16, !tbaa !6
  %20 = load i32, ptr %11, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) %12, i64 12, i1 false), !tbaa.struct !12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  store fp128 %19, ptr %4, align 16, !tbaa !6
  store i32 %20, ptr %9, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %10, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !12
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  %21 = load fp128, ptr %3, align 16, !tbaa !6
  %22 = load i32, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  %23 = insertvalue [1 x fp128] poison, fp128 %8, 0
  %24 = tail call fastcc fp128 @l1_half([1 x fp128] alignstack(16) %23)
  %25 = insertvalue [1 x fp128] poison, fp128 %24, 0
  %26 = tail call fastcc fp128 @l1_half([1 x fp128] alignstack(16) %25)
  %27 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %28 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %29 = fmul fp128 %28, 0xL0000000000000000C000000000000000
  %30 = insertvalue [2 x fp128] poison, fp128 %27, 0
  %31 = insertvalue [2 x fp128] %30, fp128 %29, 1
  %32 = tail call fastcc { fp128, fp128 } @l2_swap([2 x fp128] alignstack(16) %31)
  %33 = extractvalue { fp128, fp128 } %32, 0
  %34 = extractvalue { fp128, fp128 } %32, 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8
  %35 = load volatile fp128, ptr %1, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #8
  store float 2.500000e+00, ptr %6, align 16, !tbaa !13
  %36 = getelementptr inbounds i8, ptr %6, i64 16
  store fp128 0xL000000000000000040415AF1D78B58C4, ptr %36, align 16, !tbaa !6
  call fastcc void @fl_mix(ptr dead_on_unwind nonnull writable sret(%struct.FL) align 16 %5, ptr noundef nonnull %6, fp128 noundef %35)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #8
  %37 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %38 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %39 = fmul fp128 %38, 0xL00000000000000004000000000000000
  %40 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %41 = fmul fp128 %40, 0xL00000000000000004000800000000000
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef %26, fp128 noundef %21, i32 noundef %22, fp128 noundef %33, fp128 noundef %34)
  %43 = load float, ptr %5, align 16, !tbaa !15
  %44 = fpext float %43 to double
  %45 = getelementptr inbounds i8, ptr %5, i64 16
  %46 = load fp128, ptr %45, align 16, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  store fp128 %37, ptr %7, align 16
  %47 = getelementptr inbounds i8, ptr %7, i64 16
  store fp128 %39, ptr %47, align 16
  %48 = getelementptr inbounds i8, ptr %7, i64 32
  store fp128 %41, ptr %48, align 16, !tbaa !18
  %49 = getelementptr inbounds i8, ptr %7, i64 48
  store i32 6513249, ptr %49, align 16, !tbaa !18
  %50 = call fastcc fp128 @la_sum(ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %44, fp128 noundef %46, fp128 noundef %50)
  %52 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %53 = tail call fastcc fp128 @mixed(fp128 noundef %52)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, fp128 noundef %53)
  %55 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %56 = tail call fastcc fp128 @ret_scalar(fp128 noundef %55)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, fp128 noundef %56)
  %58 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %59 = insertvalue [2 x fp128] poison, fp128 %58, 0
  %60 = insertvalue [2 x fp128] %59, fp128 0xL00000000000000003FFF000000000000, 1
  %61 = tail call fastcc { fp128, fp128 } @cl([2 x fp128] noundef alignstack(16) %60)
  %62 = extractvalue { fp128, fp128 } %61, 0
  %63 = extractvalue { fp128, fp128 } %61, 1
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, fp128 noundef %62, fp128 noundef %63)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 16, i64 noundef 32, i64 noundef 32, i64 noundef 32, i64 noundef 64)
  %66 = fptosi fp128 %21 to i32
  %67 = srem i32 %66, 100
  %68 = add nsw i32 %67, %22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1)
  ret i32 %68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc fp128 @l1_half([1 x fp128] alignstack(16) %0) unnamed_addr #2 {
  %2 = extractvalue [1 x fp128] %0, 0
  %3 = fmul fp128 %2, 0xL00000000000000003FFE000000000000
  ret fp128 %3
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @li_next(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.LI) align 16 %0, ptr nocapture noundef %1) unnamed_addr #4 {
  %3 = load fp128, ptr %1, align 16, !tbaa !19
  %4 = fmul fp128 %3, 0xL00000000000000004000800000000000
  %5 = fadd fp128 %4, 0xL00000000000000003FFF000000000000
  store fp128 %5, ptr %1, align 16, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load i32, ptr %6, align 16, !tbaa !21
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 16, !tbaa !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !22
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { fp128, fp128 } @l2_swap([2 x fp128] alignstack(16) %0) unnamed_addr #2 {
  %2 = extractvalue [2 x fp128] %0, 0
  %3 = extractvalue [2 x fp128] %0, 1
  %4 = insertvalue { fp128, fp128 } poison, fp128 %3, 0
  %5 = insertvalue { fp128, fp128 } %4, fp128 %2, 1
  ret { fp128, fp128 } %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @fl_mix(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.FL) align 16 %0, ptr nocapture noundef %1, fp128 noundef %2) unnamed_addr #4 {
  %4 = load float, ptr %1, align 16, !tbaa !15
  %5 = fpext float %4 to fp128
  %6 = fmul fp128 %5, %2
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load fp128, ptr %7, align 16, !tbaa !17
  %9 = fadd fp128 %8, %6
  store fp128 %9, ptr %7, align 16, !tbaa !17
  %10 = fmul fp128 %9, 0xL00000000000000003FFC000000000000
  %11 = fptrunc fp128 %10 to float
  store float %11, ptr %1, align 16, !tbaa !15
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !23
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc fp128 @la_sum(ptr nocapture noundef readonly %0) unnamed_addr #6 {
  %2 = load fp128, ptr %0, align 16, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load fp128, ptr %3, align 16, !tbaa !6
  %5 = fadd fp128 %2, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = load fp128, ptr %6, align 16, !tbaa !6
  %8 = fadd fp128 %5, %7
  %9 = getelementptr inbounds i8, ptr %0, i64 48
  %10 = load i8, ptr %9, align 16, !tbaa !18
  %11 = uitofp i8 %10 to fp128
  %12 = fadd fp128 %8, %11
  ret fp128 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc fp128 @mixed(fp128 noundef %0) unnamed_addr #2 {
  %2 = fmul fp128 %0, 0xL00000000000000004000800000000000
  %3 = fadd fp128 %2, 0xL00000000000000003FFF800000000000
  %4 = fadd fp128 %3, 0xL0000000000000000BFFD000000000000
  %5 = fadd fp128 %4, 0xLAB7D6AE6881CB5113FDEB7CDFD9D7BDB
  %6 = fadd fp128 %5, 0xL00000000000000003FFF000000000000
  %7 = fadd fp128 %6, 0xL00000000000000004000000000000000
  %8 = fadd fp128 %7, 0xL00000000000000004000800000000000
  %9 = fadd fp128 %8, 0xL00000000000000004001000000000000
  %10 = fadd fp128 %9, 0xL00000000000000004001400000000000
  %11 = fadd fp128 %10, 0xL00000000000000004001800000000000
  %12 = fadd fp128 %11, 0xLB446092492492492405FCD98A8B00A10
  ret fp128 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @ret_scalar(fp128 noundef %0) unnamed_addr #2 {
  %2 = fmul fp128 %0, 0xL00000000000000004000800000000000
  %3 = fadd fp128 %2, 0xL0000000000000000BFFF000000000000
  ret fp128 %3
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { fp128, fp128 } @cl([2 x fp128] noundef alignstack(16) %0) unnamed_addr #7 {
  %2 = extractvalue [2 x fp128] %0, 0
  %3 = extractvalue [2 x fp128] %0, 1
  %4 = fmul fp128 %2, %2
  %5 = fmul fp128 %3, %3
  %6 = fmul fp128 %2, %3
  %7 = fsub fp128 %4, %5
  %8 = fadd fp128 %6, %6
  %9 = fcmp uno fp128 %7, 0xL00000000000000000000000000000000
  br i1 %9, label %10, label %16, !prof !24

10:                                               ; preds = %1
  %11 = fcmp uno fp128 %8, 0xL00000000000000000000000000000000
  br i1 %11, label %12, label %16, !prof !24

12:                                               ; preds = %10
  %13 = tail call { fp128, fp128 } @__multc3(fp128 noundef %2, fp128 noundef %3, fp128 noundef %2, fp128 noundef %3) #8
  %14 = extractvalue { fp128, fp128 } %13, 0
  %15 = extractvalue { fp128, fp128 } %13, 1
  br label %16

16:                                               ; preds = %12, %10, %1
  %17 = phi fp128 [ %7, %1 ], [ %7, %10 ], [ %14, %12 ]
  %18 = phi fp128 [ %8, %1 ], [ %8, %10 ], [ %15, %12 ]
  %19 = insertvalue { fp128, fp128 } poison, fp128 %17, 0
  %20 = insertvalue { fp128, fp128 } %19, fp128 %18, 1
  ret { fp128, fp128 } %20
}

declare { fp128, fp128 } @__multc3(fp128, fp128, fp128, fp128) local_unnamed_addr

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{!16, !14, i64 0}
!16 = !{!"", !14, i64 0, !7, i64 16}
!17 = !{!16, !7, i64 16}
!18 = !{!8, !8, i64 0}
!19 = !{!20, !7, i64 0}
!20 = !{!"", !7, i64 0, !11, i64 16}
!21 = !{!20, !11, i64 16}
!22 = !{i64 0, i64 16, !6, i64 16, i64 4, !10}
!23 = !{i64 0, i64 4, !13, i64 16, i64 16, !6}
!24 = !{!"branch_weights", i32 1, i32 1048575}
