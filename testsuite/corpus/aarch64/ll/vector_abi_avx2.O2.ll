; ModuleID = 'programs/vector_abi_avx2.c'
source_filename = "programs/vector_abi_avx2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.pair8 = type <{ <8 x i32>, i32, [12 x i8] }>

@.str = private unnamed_addr constant [14 x i8] c"wide %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"avx2 %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"agrees\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"sum10 %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"sum10f %g %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"mulhi %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"one64 %lld one_d %g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i32], align 16
  %2 = alloca [47 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #9
  store <4 x i32> <i32 52480547, i32 -92928827, i32 -118865513, i32 94403178>, ptr %1, align 16, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store <4 x i32> <i32 35576000, i32 76196417, i32 -16225689, i32 94920816>, ptr %3, align 16, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  store <4 x i32> <i32 -20429678, i32 25805665, i32 2476682, i32 -68842053>, ptr %4, align 16, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 48
  store <4 x i32> <i32 -64002345, i32 3233893, i32 24268097, i32 -54365047>, ptr %5, align 16, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %1, i64 64
  store <4 x i32> <i32 92376272, i32 -103426674, i32 26800588, i32 98667291>, ptr %6, align 16, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %1, i64 80
  store <4 x i32> <i32 56375229, i32 -13219046, i32 17238892, i32 -46429263>, ptr %7, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 188, ptr nonnull %2) #9
  call fastcc void @run_base(ptr noundef nonnull %2, ptr noundef nonnull %1)
  br label %31

8:                                                ; preds = %31
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %38)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str.2)
  %11 = tail call fastcc <4 x i32> @sum10(<4 x i32> noundef <i32 35, i32 197, i32 151, i32 106>, <4 x i32> noundef <i32 35, i32 197, i32 151, i32 106>, <4 x i32> noundef <i32 35, i32 197, i32 151, i32 106>, <4 x i32> noundef <i32 35, i32 197, i32 151, i32 106>)
  %12 = extractelement <4 x i32> %11, i64 0
  %13 = extractelement <4 x i32> %11, i64 1
  %14 = extractelement <4 x i32> %11, i64 2
  %15 = extractelement <4 x i32> %11, i64 3
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15)
  %17 = tail call fastcc <2 x float> @sum10f(<2 x float> noundef <float 1.000000e+00, float 2.500000e-01>, <2 x float> noundef <float 1.000000e+00, float 2.500000e-01>, <2 x float> noundef <float 1.000000e+00, float 2.500000e-01>, <2 x float> noundef <float 1.000000e+00, float 2.500000e-01>)
  %18 = extractelement <2 x float> %17, i64 0
  %19 = fpext float %18 to double
  %20 = extractelement <2 x float> %17, i64 1
  %21 = fpext float %20 to double
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %19, double noundef %21)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 175, i32 noundef -450, i32 noundef -825, i32 noundef -1300)
  %24 = tail call fastcc <1 x i64> @one64(<1 x i64> noundef <i64 -16225689>, <1 x i64> noundef <i64 24688>)
  %25 = tail call fastcc <1 x double> @one_d(<1 x double> noundef <double 2.000000e+00>)
  %26 = extractelement <1 x i64> %24, i64 0
  %27 = extractelement <1 x double> %25, i64 0
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %26, double noundef %27)
  %29 = trunc i64 %38 to i32
  %30 = and i32 %29, 127
  call void @llvm.lifetime.end.p0(i64 188, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #9
  ret i32 %30

31:                                               ; preds = %0, %31
  %32 = phi i64 [ 0, %0 ], [ %39, %31 ]
  %33 = phi i64 [ -3750763034362895579, %0 ], [ %38, %31 ]
  %34 = getelementptr inbounds [47 x i32], ptr %2, i64 0, i64 %32
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = zext i32 %35 to i64
  %37 = xor i64 %33, %36
  %38 = mul i64 %37, 1099511628211
  %39 = add nuw nsw i64 %32, 1
  %40 = icmp eq i64 %39, 47
  br i1 %40, label %8, label %31, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @run_base(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = alloca <8 x i32>, align 16
  %4 = alloca <8 x i32>, align 16
  %5 = alloca <8 x i32>, align 16
  %6 = alloca <8 x i32>, align 16
  %7 = alloca <8 x float>, align 16
  %8 = alloca <8 x float>, align 16
  %9 = alloca <8 x float>, align 16
  %10 = alloca <4 x double>, align 16
  %11 = alloca <4 x double>, align 16
  %12 = alloca <4 x double>, align 16
  %13 = alloca <8 x i64>, align 16
  %14 = alloca <8 x i32>, align 16
  %15 = alloca <8 x i32>, align 16
  %16 = alloca <8 x i32>, align 16
  %17 = alloca <8 x i32>, align 16
  %18 = alloca <8 x i32>, align 16
  %19 = alloca <8 x i32>, align 16
  %20 = alloca <8 x i32>, align 16
  %21 = alloca <8 x i32>, align 16
  %22 = alloca <8 x i32>, align 16
  %23 = alloca <8 x i32>, align 16
  %24 = alloca <8 x i32>, align 16
  %25 = alloca %struct.pair8, align 16
  %26 = alloca %struct.pair8, align 16
  %27 = alloca <8 x i32>, align 16
  %28 = alloca <8 x i32>, align 16
  %29 = alloca <8 x i64>, align 16
  %30 = load <8 x i32>, ptr %1, align 4
  %31 = getelementptr inbounds i8, ptr %1, i64 32
  %32 = load <8 x i32>, ptr %31, align 4
  %33 = getelementptr inbounds i8, ptr %1, i64 64
  %34 = load <8 x i32>, ptr %33, align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #9
  store <8 x i32> %30, ptr %4, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #9
  store <8 x i32> %32, ptr %5, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #9
  store <8 x i32> %34, ptr %6, align 16, !tbaa !12
  call fastcc void @add_mix_b(ptr dead_on_unwind nonnull writable sret(<8 x i32>) align 16 %3, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %35 = load <8 x i32>, ptr %3, align 16, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #9
  %36 = and <8 x i32> %30, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %37 = uitofp nneg <8 x i32> %36 to <8 x float>
  %38 = and <8 x i32> %32, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %39 = uitofp nneg <8 x i32> %38 to <8 x float>
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #9
  store <8 x float> %37, ptr %8, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #9
  store <8 x float> %39, ptr %9, align 16, !tbaa !12
  call fastcc void @fma_like_b(ptr dead_on_unwind nonnull writable sret(<8 x float>) align 16 %7, ptr noundef nonnull %8, ptr noundef nonnull %9)
  %40 = load <8 x float>, ptr %7, align 16, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #9
  %41 = shufflevector <8 x i32> %30, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %42 = and <4 x i32> %41, <i32 15, i32 15, i32 15, i32 15>
  %43 = uitofp nneg <4 x i32> %42 to <4 x double>
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #9
  store <4 x double> %43, ptr %11, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #9
  store <4 x double> <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>, ptr %12, align 16, !tbaa !12
  call fastcc void @scale_b(ptr dead_on_unwind nonnull writable sret(<4 x double>) align 16 %10, ptr noundef nonnull %11, ptr noundef nonnull %12)
  %44 = load <4 x double>, ptr %10, align 16, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #9
  store <8 x i32> %34, ptr %14, align 16, !tbaa !12
  call fastcc void @widen_b(ptr dead_on_unwind nonnull writable sret(<8 x i64>) align 16 %13, ptr noundef nonnull %14)
  %45 = load <8 x i64>, ptr %13, align 16, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #9
  store <8 x i32> %30, ptr %15, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #9
  store <8 x i32> %32, ptr %16, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #9
  store <8 x i32> %34, ptr %17, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #9
  store <8 x i32> %35, ptr %18, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #9
  store <8 x i32> %30, ptr %19, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #9
  store <8 x i32> %32, ptr %20, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #9
  store <8 x i32> %34, ptr %21, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #9
  store <8 x i32> %35, ptr %22, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #9
  store <8 x i32> %30, ptr %23, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #9
  store <8 x i32> %32, ptr %24, align 16, !tbaa !12
  %46 = call fastcc i64 @many_b(ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, ptr noundef nonnull %18, ptr noundef nonnull %19, ptr noundef nonnull %20, ptr noundef nonnull %21, ptr noundef nonnull %22, ptr noundef nonnull %23, ptr noundef nonnull %24)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %25) #9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %26) #9
  store <8 x i32> %30, ptr %26, align 16, !tbaa !12
  %47 = getelementptr inbounds i8, ptr %26, i64 32
  store i32 5, ptr %47, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #9
  store <8 x i32> %32, ptr %27, align 16, !tbaa !12
  call fastcc void @in_struct_b(ptr dead_on_unwind nonnull writable sret(%struct.pair8) align 16 %25, ptr noundef nonnull %26, ptr noundef nonnull %27)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %26) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %29) #9
  store <8 x i64> %45, ptr %29, align 16, !tbaa !12
  call fastcc void @pick_b(ptr dead_on_unwind nonnull writable sret(<8 x i32>) align 16 %28, ptr noundef nonnull %29)
  %48 = load <8 x i32>, ptr %28, align 16, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %29) #9
  store <8 x i32> %35, ptr %0, align 4
  %49 = getelementptr inbounds i8, ptr %0, i64 32
  %50 = shufflevector <8 x float> %40, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %51 = fptosi <4 x float> %50 to <4 x i32>
  store <4 x i32> %51, ptr %49, align 4, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %0, i64 48
  %53 = shufflevector <8 x float> %40, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %54 = fptosi <4 x float> %53 to <4 x i32>
  store <4 x i32> %54, ptr %52, align 4, !tbaa !6
  %55 = getelementptr inbounds i8, ptr %0, i64 64
  %56 = fmul <4 x double> %44, <double 8.000000e+00, double 8.000000e+00, double 8.000000e+00, double 8.000000e+00>
  %57 = fptosi <4 x double> %56 to <4 x i32>
  store <4 x i32> %57, ptr %55, align 4, !tbaa !6
  %58 = getelementptr inbounds i8, ptr %0, i64 80
  %59 = shufflevector <8 x i64> %45, <8 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %60 = lshr <4 x i64> %59, <i64 7, i64 7, i64 7, i64 7>
  %61 = trunc <4 x i64> %60 to <4 x i32>
  store <4 x i32> %61, ptr %58, align 4, !tbaa !6
  %62 = getelementptr inbounds i8, ptr %0, i64 96
  %63 = shufflevector <8 x i64> %45, <8 x i64> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %64 = lshr <4 x i64> %63, <i64 7, i64 7, i64 7, i64 7>
  %65 = trunc <4 x i64> %64 to <4 x i32>
  store <4 x i32> %65, ptr %62, align 4, !tbaa !6
  %66 = trunc i64 %46 to i32
  %67 = getelementptr inbounds i8, ptr %0, i64 112
  store i32 %66, ptr %67, align 4, !tbaa !6
  %68 = lshr i64 %46, 32
  %69 = trunc nuw i64 %68 to i32
  %70 = getelementptr inbounds i8, ptr %0, i64 116
  store i32 %69, ptr %70, align 4, !tbaa !6
  %71 = getelementptr inbounds i8, ptr %0, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %71, ptr noundef nonnull align 16 dereferenceable(32) %25, i64 32, i1 false)
  %72 = getelementptr inbounds i8, ptr %25, i64 32
  %73 = load i32, ptr %72, align 16, !tbaa !13
  %74 = getelementptr inbounds i8, ptr %0, i64 152
  store i32 %73, ptr %74, align 4, !tbaa !6
  %75 = getelementptr inbounds i8, ptr %0, i64 156
  store <8 x i32> %48, ptr %75, align 4
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %25) #9
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <4 x i32> @sum10(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2, <4 x i32> noundef %3) unnamed_addr #4 {
  %5 = add <4 x i32> %0, <i32 21, i32 26, i32 31, i32 36>
  %6 = add <4 x i32> %5, %1
  %7 = add <4 x i32> %6, %2
  %8 = add <4 x i32> %7, %3
  ret <4 x i32> %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc <2 x float> @sum10f(<2 x float> noundef %0, <2 x float> noundef %1, <2 x float> noundef %2, <2 x float> noundef %3) unnamed_addr #4 {
  %5 = fadd <2 x float> %0, <float 1.500000e+00, float -2.000000e+00>
  %6 = fadd <2 x float> %5, <float 1.500000e+00, float -2.000000e+00>
  %7 = fadd <2 x float> %6, %1
  %8 = fadd <2 x float> %7, <float 1.500000e+00, float -2.000000e+00>
  %9 = fadd <2 x float> %8, %2
  %10 = fadd <2 x float> %9, <float 1.500000e+00, float -2.000000e+00>
  %11 = fadd <2 x float> %10, %3
  %12 = fadd <2 x float> %11, <float 2.000000e+00, float 4.000000e+00>
  %13 = fadd <2 x float> %12, <float 9.000000e+00, float 1.200000e+01>
  ret <2 x float> %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <1 x i64> @one64(<1 x i64> noundef %0, <1 x i64> noundef %1) unnamed_addr #4 {
  %3 = mul <1 x i64> %1, %0
  %4 = ashr <1 x i64> %0, <i64 3>
  %5 = sub <1 x i64> %3, %4
  ret <1 x i64> %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <1 x double> @one_d(<1 x double> noundef %0) unnamed_addr #4 {
  %2 = tail call <1 x double> @llvm.fmuladd.v1f64(<1 x double> %0, <1 x double> <double 1.500000e+00>, <1 x double> <double 1.000000e+00>)
  ret <1 x double> %2
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @add_mix_b(ptr dead_on_unwind noalias nocapture writable writeonly sret(<8 x i32>) align 16 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) unnamed_addr #6 {
  %5 = load <8 x i32>, ptr %1, align 16, !tbaa !12
  %6 = load <8 x i32>, ptr %2, align 16, !tbaa !12
  %7 = load <8 x i32>, ptr %3, align 16, !tbaa !12
  %8 = add <8 x i32> %6, %5
  %9 = mul <8 x i32> %8, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %10 = sub <8 x i32> %9, %7
  store <8 x i32> %10, ptr %0, align 16, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @fma_like_b(ptr dead_on_unwind noalias nocapture writable writeonly sret(<8 x float>) align 16 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #6 {
  %4 = load <8 x float>, ptr %1, align 16, !tbaa !12
  %5 = load <8 x float>, ptr %2, align 16, !tbaa !12
  %6 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %4, <8 x float> %5, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  store <8 x float> %6, ptr %0, align 16, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @scale_b(ptr dead_on_unwind noalias nocapture writable writeonly sret(<4 x double>) align 16 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #6 {
  %4 = load <4 x double>, ptr %1, align 16, !tbaa !12
  %5 = load <4 x double>, ptr %2, align 16, !tbaa !12
  %6 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %4, <4 x double> <double 1.250000e+00, double 1.250000e+00, double 1.250000e+00, double 1.250000e+00>, <4 x double> %5)
  store <4 x double> %6, ptr %0, align 16, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @widen_b(ptr dead_on_unwind noalias nocapture writable writeonly sret(<8 x i64>) align 16 %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = load <8 x i32>, ptr %1, align 16, !tbaa !12
  %4 = sext <8 x i32> %3 to <8 x i64>
  %5 = mul nsw <8 x i64> %4, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  store <8 x i64> %5, ptr %0, align 16, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @many_b(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef readonly %8, ptr nocapture noundef readonly %9) unnamed_addr #7 {
  %11 = load <8 x i32>, ptr %0, align 16, !tbaa !12
  %12 = load <8 x i32>, ptr %1, align 16, !tbaa !12
  %13 = load <8 x i32>, ptr %2, align 16, !tbaa !12
  %14 = load <8 x i32>, ptr %3, align 16, !tbaa !12
  %15 = load <8 x i32>, ptr %4, align 16, !tbaa !12
  %16 = load <8 x i32>, ptr %5, align 16, !tbaa !12
  %17 = load <8 x i32>, ptr %6, align 16, !tbaa !12
  %18 = load <8 x i32>, ptr %7, align 16, !tbaa !12
  %19 = load <8 x i32>, ptr %8, align 16, !tbaa !12
  %20 = load <8 x i32>, ptr %9, align 16, !tbaa !12
  br label %22

21:                                               ; preds = %22
  ret i64 %55

22:                                               ; preds = %10, %22
  %23 = phi i32 [ 0, %10 ], [ %56, %22 ]
  %24 = phi i64 [ 7, %10 ], [ %55, %22 ]
  %25 = mul nsw i64 %24, 3
  %26 = extractelement <8 x i32> %11, i32 %23
  %27 = extractelement <8 x i32> %12, i32 %23
  %28 = shl i32 %27, 1
  %29 = add i32 %28, %26
  %30 = extractelement <8 x i32> %13, i32 %23
  %31 = mul i32 %30, 3
  %32 = add i32 %29, %31
  %33 = extractelement <8 x i32> %14, i32 %23
  %34 = shl i32 %33, 2
  %35 = add i32 %32, %34
  %36 = extractelement <8 x i32> %15, i32 %23
  %37 = mul i32 %36, 5
  %38 = add i32 %35, %37
  %39 = extractelement <8 x i32> %16, i32 %23
  %40 = mul i32 %39, 6
  %41 = add i32 %38, %40
  %42 = extractelement <8 x i32> %17, i32 %23
  %43 = mul i32 %42, 7
  %44 = add i32 %41, %43
  %45 = extractelement <8 x i32> %18, i32 %23
  %46 = shl i32 %45, 3
  %47 = add i32 %44, %46
  %48 = extractelement <8 x i32> %19, i32 %23
  %49 = mul i32 %48, 9
  %50 = add i32 %47, %49
  %51 = extractelement <8 x i32> %20, i32 %23
  %52 = mul i32 %51, 10
  %53 = add i32 %50, %52
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %25, %54
  %56 = add nuw nsw i32 %23, 1
  %57 = icmp eq i32 %56, 8
  br i1 %57, label %21, label %22, !llvm.loop !15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @in_struct_b(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.pair8) align 16 %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2) unnamed_addr #6 {
  %4 = load <8 x i32>, ptr %2, align 16, !tbaa !12
  %5 = load <8 x i32>, ptr %1, align 16, !tbaa !12
  %6 = xor <8 x i32> %5, %4
  store <8 x i32> %6, ptr %1, align 16, !tbaa !12
  %7 = extractelement <8 x i32> %6, i64 3
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = load i32, ptr %8, align 16, !tbaa !13
  %10 = add nsw i32 %9, %7
  store i32 %10, ptr %8, align 16, !tbaa !13
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %0, ptr noundef nonnull align 16 dereferenceable(48) %1, i64 48, i1 false), !tbaa.struct !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @pick_b(ptr dead_on_unwind noalias nocapture writable writeonly sret(<8 x i32>) align 16 %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = load <8 x i64>, ptr %1, align 16, !tbaa !12
  %4 = lshr <8 x i64> %3, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %5 = trunc <8 x i64> %4 to <8 x i32>
  store <8 x i32> %5, ptr %0, align 16, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <1 x double> @llvm.fmuladd.v1f64(<1 x double>, <1 x double>, <1 x double>) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!8, !8, i64 0}
!13 = !{!14, !7, i64 32}
!14 = !{!"pair8", !8, i64 0, !7, i64 32}
!15 = distinct !{!15, !11}
!16 = !{i64 0, i64 32, !12, i64 32, i64 4, !6}
