; ModuleID = 'programs/vector_abi_avx2.c'
source_filename = "programs/vector_abi_avx2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair8 = type { <8 x i32>, i32, [28 x i8] }

@.str = private unnamed_addr constant [14 x i8] c"wide %016llx\0A\00", align 1
@__cpu_model = external dso_local local_unnamed_addr global { i32, i32, i32, [1 x i32] }
@.str.1 = private unnamed_addr constant [9 x i8] c"avx2 %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"agrees\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"DIFFERS\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"sum10 %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"sum10f %g %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"mulhi %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"one64 %lld one_d %g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i32], align 16
  %2 = alloca [47 x i32], align 16
  %3 = alloca [47 x i32], align 16
  %4 = alloca <2 x float>, align 8
  %5 = alloca <2 x float>, align 8
  %6 = alloca <1 x double>, align 8
  %7 = alloca <1 x double>, align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #20
  br label %9

8:                                                ; preds = %9
  call void @llvm.lifetime.start.p0(i64 188, ptr nonnull %2) #20
  call void @llvm.lifetime.start.p0(i64 188, ptr nonnull %3) #20
  call fastcc void @run_base(ptr noundef nonnull %2, ptr noundef nonnull %1)
  br label %36

9:                                                ; preds = %9, %0
  %10 = phi i64 [ 0, %0 ], [ %29, %9 ]
  %11 = phi i32 [ 1234567, %0 ], [ %25, %9 ]
  %12 = mul i32 %11, 1664525
  %13 = add i32 %12, 1013904223
  %14 = lshr i32 %13, 4
  %15 = add nsw i32 %14, -134217728
  %16 = getelementptr inbounds [24 x i32], ptr %1, i64 0, i64 %10
  store i32 %15, ptr %16, align 4, !tbaa !5
  %17 = add nuw nsw i64 %10, 1
  %18 = mul i32 %13, 1664525
  %19 = add i32 %18, 1013904223
  %20 = lshr i32 %19, 4
  %21 = add nsw i32 %20, -134217728
  %22 = getelementptr inbounds [24 x i32], ptr %1, i64 0, i64 %17
  store i32 %21, ptr %22, align 4, !tbaa !5
  %23 = add nuw nsw i64 %10, 2
  %24 = mul i32 %19, 1664525
  %25 = add i32 %24, 1013904223
  %26 = lshr i32 %25, 4
  %27 = add nsw i32 %26, -134217728
  %28 = getelementptr inbounds [24 x i32], ptr %1, i64 0, i64 %23
  store i32 %27, ptr %28, align 4, !tbaa !5
  %29 = add nuw nsw i64 %10, 3
  %30 = icmp eq i64 %29, 24
  br i1 %30, label %8, label %9, !llvm.loop !9

31:                                               ; preds = %36
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %55)
  %33 = load i32, ptr getelementptr inbounds (i8, ptr @__cpu_model, i64 12), align 4
  %34 = and i32 %33, 1024
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %69, label %65

36:                                               ; preds = %57, %8
  %37 = phi i64 [ 0, %8 ], [ %64, %57 ]
  %38 = phi i64 [ -3750763034362895579, %8 ], [ %63, %57 ]
  %39 = getelementptr inbounds [47 x i32], ptr %2, i64 0, i64 %37
  %40 = load i32, ptr %39, align 16, !tbaa !5
  %41 = zext i32 %40 to i64
  %42 = xor i64 %38, %41
  %43 = mul i64 %42, 1099511628211
  %44 = or disjoint i64 %37, 1
  %45 = getelementptr inbounds [47 x i32], ptr %2, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = zext i32 %46 to i64
  %48 = xor i64 %43, %47
  %49 = mul i64 %48, 1099511628211
  %50 = or disjoint i64 %37, 2
  %51 = getelementptr inbounds [47 x i32], ptr %2, i64 0, i64 %50
  %52 = load i32, ptr %51, align 8, !tbaa !5
  %53 = zext i32 %52 to i64
  %54 = xor i64 %49, %53
  %55 = mul i64 %54, 1099511628211
  %56 = icmp eq i64 %37, 44
  br i1 %56, label %31, label %57, !llvm.loop !11

57:                                               ; preds = %36
  %58 = or disjoint i64 %37, 3
  %59 = getelementptr inbounds [47 x i32], ptr %2, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = zext i32 %60 to i64
  %62 = xor i64 %55, %61
  %63 = mul i64 %62, 1099511628211
  %64 = add nuw nsw i64 %37, 4
  br label %36

65:                                               ; preds = %31
  call fastcc void @run_avx2(ptr noundef nonnull %3, ptr noundef nonnull %1)
  %66 = call i32 @bcmp(ptr noundef nonnull dereferenceable(188) %3, ptr noundef nonnull dereferenceable(188) %2, i64 188)
  %67 = icmp eq i32 %66, 0
  %68 = select i1 %67, ptr @.str.2, ptr @.str.3
  br label %69

69:                                               ; preds = %65, %31
  %70 = phi ptr [ %68, %65 ], [ @.str.2, %31 ]
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %70)
  %72 = load <4 x i32>, ptr %1, align 16, !tbaa !5
  %73 = and <4 x i32> %72, <i32 255, i32 255, i32 255, i32 255>
  %74 = tail call fastcc <4 x i32> @sum10(<4 x i32> noundef %73, <4 x i32> noundef %73, <4 x i32> noundef %73, <4 x i32> noundef %73)
  %75 = extractelement <4 x i32> %74, i64 0
  %76 = extractelement <4 x i32> %74, i64 1
  %77 = extractelement <4 x i32> %74, i64 2
  %78 = extractelement <4 x i32> %74, i64 3
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %75, i32 noundef %76, i32 noundef %77, i32 noundef %78)
  %80 = getelementptr inbounds i8, ptr %1, i64 20
  %81 = load i32, ptr %80, align 4, !tbaa !5
  %82 = and i32 %81, 63
  %83 = uitofp nneg i32 %82 to float
  %84 = insertelement <2 x float> <float poison, float 2.500000e-01>, float %83, i64 0
  %85 = bitcast <2 x float> %84 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #20
  store <2 x float> <float 1.000000e+00, float 2.000000e+00>, ptr %4, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #20
  store <2 x float> <float 3.000000e+00, float 4.000000e+00>, ptr %5, align 8, !tbaa !12
  %86 = tail call fastcc double @sum10f(double noundef %85, double noundef %85, double noundef %85, double noundef %85, ptr noundef nonnull byval(<2 x float>) align 8 %4, ptr noundef nonnull byval(<2 x float>) align 8 %5)
  %87 = bitcast double %86 to <2 x float>
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #20
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #20
  %88 = extractelement <2 x float> %87, i64 0
  %89 = fpext float %88 to double
  %90 = extractelement <2 x float> %87, i64 1
  %91 = fpext float %90 to double
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %89, double noundef %91)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 175, i32 noundef -450, i32 noundef -825, i32 noundef -1300)
  %94 = getelementptr inbounds i8, ptr %1, i64 24
  %95 = load i32, ptr %94, align 8, !tbaa !5
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i8, ptr %1, i64 28
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = and i32 %98, 65535
  %100 = zext nneg i32 %99 to i64
  %101 = bitcast i64 %96 to double
  %102 = bitcast i64 %100 to double
  %103 = tail call fastcc double @one64(double noundef %101, double noundef %102)
  %104 = bitcast double %103 to <1 x i64>
  %105 = getelementptr inbounds i8, ptr %1, i64 32
  %106 = load i32, ptr %105, align 16, !tbaa !5
  %107 = and i32 %106, 7
  %108 = uitofp nneg i32 %107 to double
  %109 = insertelement <1 x double> poison, double %108, i64 0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #20
  store <1 x double> <double 1.500000e+00>, ptr %6, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #20
  store <1 x double> %109, ptr %7, align 8, !tbaa !12
  %110 = tail call fastcc <1 x double> @one_d(ptr noundef nonnull byval(<1 x double>) align 8 %6, ptr noundef nonnull byval(<1 x double>) align 8 %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #20
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #20
  %111 = extractelement <1 x i64> %104, i64 0
  %112 = extractelement <1 x double> %110, i64 0
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %111, double noundef %112)
  %114 = trunc i64 %55 to i32
  %115 = and i32 %114, 127
  call void @llvm.lifetime.end.p0(i64 188, ptr nonnull %3) #20
  call void @llvm.lifetime.end.p0(i64 188, ptr nonnull %2) #20
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #20
  ret i32 %115
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @run_base(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = alloca <8 x i32>, align 32
  %4 = alloca <8 x i32>, align 32
  %5 = alloca <8 x i32>, align 32
  %6 = alloca <8 x float>, align 32
  %7 = alloca <8 x float>, align 32
  %8 = alloca <4 x double>, align 32
  %9 = alloca <4 x double>, align 32
  %10 = alloca <8 x i32>, align 32
  %11 = alloca <8 x i32>, align 32
  %12 = alloca <8 x i32>, align 32
  %13 = alloca <8 x i32>, align 32
  %14 = alloca <8 x i32>, align 32
  %15 = alloca <8 x i32>, align 32
  %16 = alloca <8 x i32>, align 32
  %17 = alloca <8 x i32>, align 32
  %18 = alloca <8 x i32>, align 32
  %19 = alloca <8 x i32>, align 32
  %20 = alloca <8 x i32>, align 32
  %21 = alloca %struct.pair8, align 32
  %22 = alloca %struct.pair8, align 32
  %23 = alloca <8 x i32>, align 32
  %24 = alloca <8 x i64>, align 64
  %25 = load <8 x i32>, ptr %1, align 4
  %26 = getelementptr inbounds i8, ptr %1, i64 32
  %27 = load <8 x i32>, ptr %26, align 4
  %28 = getelementptr inbounds i8, ptr %1, i64 64
  %29 = load <8 x i32>, ptr %28, align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #20
  store <8 x i32> %25, ptr %3, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #20
  store <8 x i32> %27, ptr %4, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #20
  store <8 x i32> %29, ptr %5, align 32, !tbaa !12
  %30 = tail call fastcc <8 x i32> @add_mix_b(ptr noundef nonnull byval(<8 x i32>) align 32 %3, ptr noundef nonnull byval(<8 x i32>) align 32 %4, ptr noundef nonnull byval(<8 x i32>) align 32 %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #20
  %31 = and <8 x i32> %25, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %32 = uitofp nneg <8 x i32> %31 to <8 x float>
  %33 = and <8 x i32> %27, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %34 = uitofp nneg <8 x i32> %33 to <8 x float>
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #20
  store <8 x float> %32, ptr %6, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #20
  store <8 x float> %34, ptr %7, align 32, !tbaa !12
  %35 = tail call fastcc <8 x float> @fma_like_b(ptr noundef nonnull byval(<8 x float>) align 32 %6, ptr noundef nonnull byval(<8 x float>) align 32 %7)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #20
  %36 = shufflevector <8 x i32> %25, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %37 = and <4 x i32> %36, <i32 15, i32 15, i32 15, i32 15>
  %38 = uitofp nneg <4 x i32> %37 to <4 x double>
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #20
  store <4 x double> %38, ptr %8, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #20
  store <4 x double> <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>, ptr %9, align 32, !tbaa !12
  %39 = tail call fastcc <4 x double> @scale_b(ptr noundef nonnull byval(<4 x double>) align 32 %8, ptr noundef nonnull byval(<4 x double>) align 32 %9)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #20
  store <8 x i32> %29, ptr %10, align 32, !tbaa !12
  %40 = tail call fastcc <8 x i64> @widen_b(ptr noundef nonnull byval(<8 x i32>) align 32 %10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #20
  store <8 x i32> %25, ptr %11, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #20
  store <8 x i32> %27, ptr %12, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #20
  store <8 x i32> %29, ptr %13, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #20
  store <8 x i32> %30, ptr %14, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #20
  store <8 x i32> %25, ptr %15, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #20
  store <8 x i32> %27, ptr %16, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #20
  store <8 x i32> %29, ptr %17, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #20
  store <8 x i32> %30, ptr %18, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #20
  store <8 x i32> %25, ptr %19, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #20
  store <8 x i32> %27, ptr %20, align 32, !tbaa !12
  %41 = tail call fastcc i64 @many_b(ptr noundef nonnull byval(<8 x i32>) align 32 %11, ptr noundef nonnull byval(<8 x i32>) align 32 %12, ptr noundef nonnull byval(<8 x i32>) align 32 %13, ptr noundef nonnull byval(<8 x i32>) align 32 %14, ptr noundef nonnull byval(<8 x i32>) align 32 %15, ptr noundef nonnull byval(<8 x i32>) align 32 %16, ptr noundef nonnull byval(<8 x i32>) align 32 %17, ptr noundef nonnull byval(<8 x i32>) align 32 %18, ptr noundef nonnull byval(<8 x i32>) align 32 %19, ptr noundef nonnull byval(<8 x i32>) align 32 %20)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #20
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %21) #20
  store <8 x i32> %25, ptr %22, align 32, !tbaa !12
  %42 = getelementptr inbounds i8, ptr %22, i64 32
  store i32 5, ptr %42, align 32, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #20
  store <8 x i32> %27, ptr %23, align 32, !tbaa !12
  call fastcc void @in_struct_b(ptr dead_on_unwind nonnull writable sret(%struct.pair8) align 32 %21, ptr noundef nonnull byval(%struct.pair8) align 32 %22, ptr noundef nonnull byval(<8 x i32>) align 32 %23)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #20
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %24) #20
  store <8 x i64> %40, ptr %24, align 64, !tbaa !12
  %43 = tail call fastcc <8 x i32> @pick_b(ptr noundef nonnull byval(<8 x i64>) align 64 %24)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %24) #20
  store <8 x i32> %30, ptr %0, align 4
  %44 = getelementptr inbounds i8, ptr %0, i64 32
  %45 = shufflevector <8 x float> %35, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %46 = fptosi <4 x float> %45 to <4 x i32>
  store <4 x i32> %46, ptr %44, align 4, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %0, i64 48
  %48 = shufflevector <8 x float> %35, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %49 = fptosi <4 x float> %48 to <4 x i32>
  store <4 x i32> %49, ptr %47, align 4, !tbaa !5
  %50 = getelementptr inbounds i8, ptr %0, i64 64
  %51 = fmul <4 x double> %39, <double 8.000000e+00, double 8.000000e+00, double 8.000000e+00, double 8.000000e+00>
  %52 = fptosi <4 x double> %51 to <4 x i32>
  store <4 x i32> %52, ptr %50, align 4, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %0, i64 80
  %54 = shufflevector <8 x i64> %40, <8 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %55 = lshr <4 x i64> %54, <i64 7, i64 7, i64 7, i64 7>
  %56 = trunc <4 x i64> %55 to <4 x i32>
  store <4 x i32> %56, ptr %53, align 4, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %0, i64 96
  %58 = shufflevector <8 x i64> %40, <8 x i64> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %59 = lshr <4 x i64> %58, <i64 7, i64 7, i64 7, i64 7>
  %60 = trunc <4 x i64> %59 to <4 x i32>
  store <4 x i32> %60, ptr %57, align 4, !tbaa !5
  %61 = trunc i64 %41 to i32
  %62 = getelementptr inbounds i8, ptr %0, i64 112
  store i32 %61, ptr %62, align 4, !tbaa !5
  %63 = lshr i64 %41, 32
  %64 = trunc nuw i64 %63 to i32
  %65 = getelementptr inbounds i8, ptr %0, i64 116
  store i32 %64, ptr %65, align 4, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %0, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %66, ptr noundef nonnull align 32 dereferenceable(32) %21, i64 32, i1 false)
  %67 = getelementptr inbounds i8, ptr %21, i64 32
  %68 = load i32, ptr %67, align 32, !tbaa !13
  %69 = getelementptr inbounds i8, ptr %0, i64 152
  store i32 %68, ptr %69, align 4, !tbaa !5
  %70 = getelementptr inbounds i8, ptr %0, i64 156
  store <8 x i32> %43, ptr %70, align 4
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %21) #20
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @run_avx2(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = alloca <8 x i32>, align 32
  %4 = alloca <8 x i32>, align 32
  %5 = alloca <8 x i32>, align 32
  %6 = alloca <8 x float>, align 32
  %7 = alloca <8 x float>, align 32
  %8 = alloca <4 x double>, align 32
  %9 = alloca <4 x double>, align 32
  %10 = alloca <8 x i32>, align 32
  %11 = alloca <8 x i32>, align 32
  %12 = alloca <8 x i32>, align 32
  %13 = alloca <8 x i32>, align 32
  %14 = alloca <8 x i32>, align 32
  %15 = alloca <8 x i32>, align 32
  %16 = alloca <8 x i32>, align 32
  %17 = alloca <8 x i32>, align 32
  %18 = alloca <8 x i32>, align 32
  %19 = alloca <8 x i32>, align 32
  %20 = alloca <8 x i32>, align 32
  %21 = alloca %struct.pair8, align 32
  %22 = alloca %struct.pair8, align 32
  %23 = alloca <8 x i32>, align 32
  %24 = alloca <8 x i64>, align 64
  %25 = load <8 x i32>, ptr %1, align 4
  %26 = getelementptr inbounds i8, ptr %1, i64 32
  %27 = load <8 x i32>, ptr %26, align 4
  %28 = getelementptr inbounds i8, ptr %1, i64 64
  %29 = load <8 x i32>, ptr %28, align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #20
  store <8 x i32> %25, ptr %3, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #20
  store <8 x i32> %27, ptr %4, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #20
  store <8 x i32> %29, ptr %5, align 32, !tbaa !12
  %30 = tail call fastcc <8 x i32> @add_mix(ptr noundef nonnull byval(<8 x i32>) align 32 %3, ptr noundef nonnull byval(<8 x i32>) align 32 %4, ptr noundef nonnull byval(<8 x i32>) align 32 %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #20
  %31 = and <8 x i32> %25, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %32 = uitofp nneg <8 x i32> %31 to <8 x float>
  %33 = and <8 x i32> %27, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %34 = uitofp nneg <8 x i32> %33 to <8 x float>
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #20
  store <8 x float> %32, ptr %6, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #20
  store <8 x float> %34, ptr %7, align 32, !tbaa !12
  %35 = tail call fastcc <8 x float> @fma_like(ptr noundef nonnull byval(<8 x float>) align 32 %6, ptr noundef nonnull byval(<8 x float>) align 32 %7)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #20
  %36 = shufflevector <8 x i32> %25, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %37 = and <4 x i32> %36, <i32 15, i32 15, i32 15, i32 15>
  %38 = uitofp nneg <4 x i32> %37 to <4 x double>
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #20
  store <4 x double> %38, ptr %8, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #20
  store <4 x double> <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>, ptr %9, align 32, !tbaa !12
  %39 = tail call fastcc <4 x double> @scale(ptr noundef nonnull byval(<4 x double>) align 32 %8, ptr noundef nonnull byval(<4 x double>) align 32 %9)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #20
  store <8 x i32> %29, ptr %10, align 32, !tbaa !12
  %40 = tail call fastcc <8 x i64> @widen(ptr noundef nonnull byval(<8 x i32>) align 32 %10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #20
  store <8 x i32> %25, ptr %11, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #20
  store <8 x i32> %27, ptr %12, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #20
  store <8 x i32> %29, ptr %13, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #20
  store <8 x i32> %30, ptr %14, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #20
  store <8 x i32> %25, ptr %15, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #20
  store <8 x i32> %27, ptr %16, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #20
  store <8 x i32> %29, ptr %17, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #20
  store <8 x i32> %30, ptr %18, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #20
  store <8 x i32> %25, ptr %19, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #20
  store <8 x i32> %27, ptr %20, align 32, !tbaa !12
  %41 = tail call fastcc i64 @many(ptr noundef nonnull byval(<8 x i32>) align 32 %11, ptr noundef nonnull byval(<8 x i32>) align 32 %12, ptr noundef nonnull byval(<8 x i32>) align 32 %13, ptr noundef nonnull byval(<8 x i32>) align 32 %14, ptr noundef nonnull byval(<8 x i32>) align 32 %15, ptr noundef nonnull byval(<8 x i32>) align 32 %16, ptr noundef nonnull byval(<8 x i32>) align 32 %17, ptr noundef nonnull byval(<8 x i32>) align 32 %18, ptr noundef nonnull byval(<8 x i32>) align 32 %19, ptr noundef nonnull byval(<8 x i32>) align 32 %20)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #20
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %21) #20
  store <8 x i32> %25, ptr %22, align 32, !tbaa !12
  %42 = getelementptr inbounds i8, ptr %22, i64 32
  store i32 5, ptr %42, align 32, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #20
  store <8 x i32> %27, ptr %23, align 32, !tbaa !12
  call fastcc void @in_struct(ptr dead_on_unwind nonnull writable sret(%struct.pair8) align 32 %21, ptr noundef nonnull byval(%struct.pair8) align 32 %22, ptr noundef nonnull byval(<8 x i32>) align 32 %23)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #20
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %24) #20
  store <8 x i64> %40, ptr %24, align 64, !tbaa !12
  %43 = tail call fastcc <8 x i32> @pick(ptr noundef nonnull byval(<8 x i64>) align 64 %24)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %24) #20
  store <8 x i32> %30, ptr %0, align 4
  %44 = getelementptr inbounds i8, ptr %0, i64 32
  %45 = fptosi <8 x float> %35 to <8 x i32>
  store <8 x i32> %45, ptr %44, align 4, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %0, i64 64
  %47 = fmul <4 x double> %39, <double 8.000000e+00, double 8.000000e+00, double 8.000000e+00, double 8.000000e+00>
  %48 = fptosi <4 x double> %47 to <4 x i32>
  store <4 x i32> %48, ptr %46, align 4, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %0, i64 80
  %50 = lshr <8 x i64> %40, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %51 = trunc <8 x i64> %50 to <8 x i32>
  store <8 x i32> %51, ptr %49, align 4, !tbaa !5
  %52 = trunc i64 %41 to i32
  %53 = getelementptr inbounds i8, ptr %0, i64 112
  store i32 %52, ptr %53, align 4, !tbaa !5
  %54 = lshr i64 %41, 32
  %55 = trunc nuw i64 %54 to i32
  %56 = getelementptr inbounds i8, ptr %0, i64 116
  store i32 %55, ptr %56, align 4, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %0, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %57, ptr noundef nonnull align 32 dereferenceable(32) %21, i64 32, i1 false)
  %58 = getelementptr inbounds i8, ptr %21, i64 32
  %59 = load i32, ptr %58, align 32, !tbaa !13
  %60 = getelementptr inbounds i8, ptr %0, i64 152
  store i32 %59, ptr %60, align 4, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %0, i64 156
  store <8 x i32> %43, ptr %61, align 4
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %21) #20
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <4 x i32> @sum10(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2, <4 x i32> noundef %3) unnamed_addr #5 {
  %5 = add <4 x i32> %0, <i32 21, i32 26, i32 31, i32 36>
  %6 = add <4 x i32> %5, %1
  %7 = add <4 x i32> %6, %2
  %8 = add <4 x i32> %7, %3
  ret <4 x i32> %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @sum10f(double noundef %0, double noundef %1, double noundef %2, double noundef %3, ptr nocapture noundef readonly byval(<2 x float>) align 8 %4, ptr nocapture noundef readonly byval(<2 x float>) align 8 %5) unnamed_addr #6 {
  %7 = bitcast double %0 to <2 x float>
  %8 = bitcast double %1 to <2 x float>
  %9 = bitcast double %2 to <2 x float>
  %10 = bitcast double %3 to <2 x float>
  %11 = load <2 x float>, ptr %4, align 8, !tbaa !12
  %12 = load <2 x float>, ptr %5, align 8, !tbaa !12
  %13 = fadd <2 x float> %7, <float 1.500000e+00, float -2.000000e+00>
  %14 = fadd <2 x float> %13, <float 1.500000e+00, float -2.000000e+00>
  %15 = fadd <2 x float> %14, %8
  %16 = fadd <2 x float> %15, <float 1.500000e+00, float -2.000000e+00>
  %17 = fadd <2 x float> %16, %9
  %18 = fadd <2 x float> %17, <float 1.500000e+00, float -2.000000e+00>
  %19 = fadd <2 x float> %18, %10
  %20 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %11, <2 x float> <float 2.000000e+00, float 2.000000e+00>, <2 x float> %19)
  %21 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %12, <2 x float> <float 3.000000e+00, float 3.000000e+00>, <2 x float> %20)
  %22 = bitcast <2 x float> %21 to double
  ret double %22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @one64(double noundef %0, double noundef %1) unnamed_addr #7 {
  %3 = bitcast double %0 to <1 x i64>
  %4 = bitcast double %1 to <1 x i64>
  %5 = mul <1 x i64> %4, %3
  %6 = extractelement <1 x i64> %5, i64 0
  %7 = extractelement <1 x i64> %3, i64 0
  %8 = ashr i64 %7, 3
  %9 = sub i64 %6, %8
  %10 = bitcast i64 %9 to double
  ret double %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <1 x double> @one_d(ptr nocapture noundef readonly byval(<1 x double>) align 8 %0, ptr nocapture noundef readonly byval(<1 x double>) align 8 %1) unnamed_addr #8 {
  %3 = load <1 x double>, ptr %0, align 8, !tbaa !12
  %4 = load <1 x double>, ptr %1, align 8, !tbaa !12
  %5 = tail call <1 x double> @llvm.fmuladd.v1f64(<1 x double> %3, <1 x double> %4, <1 x double> <double 1.000000e+00>)
  ret <1 x double> %5
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x i32> @add_mix_b(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %2) unnamed_addr #10 {
  %4 = load <8 x i32>, ptr %0, align 32, !tbaa !12
  %5 = load <8 x i32>, ptr %1, align 32, !tbaa !12
  %6 = load <8 x i32>, ptr %2, align 32, !tbaa !12
  %7 = add <8 x i32> %5, %4
  %8 = mul <8 x i32> %7, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %9 = sub <8 x i32> %8, %6
  ret <8 x i32> %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x float> @fma_like_b(ptr nocapture noundef readonly byval(<8 x float>) align 32 %0, ptr nocapture noundef readonly byval(<8 x float>) align 32 %1) unnamed_addr #10 {
  %3 = load <8 x float>, ptr %0, align 32, !tbaa !12
  %4 = load <8 x float>, ptr %1, align 32, !tbaa !12
  %5 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %3, <8 x float> %4, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  ret <8 x float> %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <4 x double> @scale_b(ptr nocapture noundef readonly byval(<4 x double>) align 32 %0, ptr nocapture noundef readonly byval(<4 x double>) align 32 %1) unnamed_addr #10 {
  %3 = load <4 x double>, ptr %0, align 32, !tbaa !12
  %4 = load <4 x double>, ptr %1, align 32, !tbaa !12
  %5 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %3, <4 x double> <double 1.250000e+00, double 1.250000e+00, double 1.250000e+00, double 1.250000e+00>, <4 x double> %4)
  ret <4 x double> %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -6442450944, 6442450942) <8 x i64> @widen_b(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0) unnamed_addr #11 {
  %2 = load <8 x i32>, ptr %0, align 32, !tbaa !12
  %3 = sext <8 x i32> %2 to <8 x i64>
  %4 = mul nsw <8 x i64> %3, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  ret <8 x i64> %4
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @many_b(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %2, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %3, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %4, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %5, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %6, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %7, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %8, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %9) unnamed_addr #12 {
  %11 = load <8 x i32>, ptr %0, align 32, !tbaa !12
  %12 = load <8 x i32>, ptr %1, align 32, !tbaa !12
  %13 = load <8 x i32>, ptr %2, align 32, !tbaa !12
  %14 = load <8 x i32>, ptr %3, align 32, !tbaa !12
  %15 = load <8 x i32>, ptr %4, align 32, !tbaa !12
  %16 = load <8 x i32>, ptr %5, align 32, !tbaa !12
  %17 = load <8 x i32>, ptr %6, align 32, !tbaa !12
  %18 = load <8 x i32>, ptr %7, align 32, !tbaa !12
  %19 = load <8 x i32>, ptr %8, align 32, !tbaa !12
  %20 = load <8 x i32>, ptr %9, align 32, !tbaa !12
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
define internal fastcc void @in_struct_b(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.pair8) align 32 %0, ptr nocapture noundef byval(%struct.pair8) align 32 %1, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %2) unnamed_addr #13 {
  %4 = load <8 x i32>, ptr %2, align 32, !tbaa !12
  %5 = load <8 x i32>, ptr %1, align 32, !tbaa !12
  %6 = xor <8 x i32> %5, %4
  store <8 x i32> %6, ptr %1, align 32, !tbaa !12
  %7 = extractelement <8 x i32> %6, i64 3
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = load i32, ptr %8, align 32, !tbaa !13
  %10 = add nsw i32 %9, %7
  store i32 %10, ptr %8, align 32, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(64) %0, ptr noundef nonnull align 32 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x i32> @pick_b(ptr nocapture noundef readonly byval(<8 x i64>) align 64 %0) unnamed_addr #10 {
  %2 = load <8 x i64>, ptr %0, align 64, !tbaa !12
  %3 = lshr <8 x i64> %2, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %4 = trunc <8 x i64> %3 to <8 x i32>
  ret <8 x i32> %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #14

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x i32> @add_mix(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %2) unnamed_addr #15 {
  %4 = load <8 x i32>, ptr %0, align 32, !tbaa !12
  %5 = load <8 x i32>, ptr %1, align 32, !tbaa !12
  %6 = load <8 x i32>, ptr %2, align 32, !tbaa !12
  %7 = add <8 x i32> %5, %4
  %8 = mul <8 x i32> %7, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %9 = sub <8 x i32> %8, %6
  ret <8 x i32> %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x float> @fma_like(ptr nocapture noundef readonly byval(<8 x float>) align 32 %0, ptr nocapture noundef readonly byval(<8 x float>) align 32 %1) unnamed_addr #15 {
  %3 = load <8 x float>, ptr %0, align 32, !tbaa !12
  %4 = load <8 x float>, ptr %1, align 32, !tbaa !12
  %5 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %3, <8 x float> %4, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  ret <8 x float> %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <4 x double> @scale(ptr nocapture noundef readonly byval(<4 x double>) align 32 %0, ptr nocapture noundef readonly byval(<4 x double>) align 32 %1) unnamed_addr #15 {
  %3 = load <4 x double>, ptr %0, align 32, !tbaa !12
  %4 = load <4 x double>, ptr %1, align 32, !tbaa !12
  %5 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %3, <4 x double> <double 1.250000e+00, double 1.250000e+00, double 1.250000e+00, double 1.250000e+00>, <4 x double> %4)
  ret <4 x double> %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -6442450944, 6442450942) <8 x i64> @widen(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0) unnamed_addr #16 {
  %2 = load <8 x i32>, ptr %0, align 32, !tbaa !12
  %3 = sext <8 x i32> %2 to <8 x i64>
  %4 = mul nsw <8 x i64> %3, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  ret <8 x i64> %4
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @many(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %2, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %3, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %4, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %5, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %6, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %7, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %8, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %9) unnamed_addr #17 {
  %11 = load <8 x i32>, ptr %0, align 32, !tbaa !12
  %12 = load <8 x i32>, ptr %1, align 32, !tbaa !12
  %13 = load <8 x i32>, ptr %2, align 32, !tbaa !12
  %14 = load <8 x i32>, ptr %3, align 32, !tbaa !12
  %15 = load <8 x i32>, ptr %4, align 32, !tbaa !12
  %16 = load <8 x i32>, ptr %5, align 32, !tbaa !12
  %17 = load <8 x i32>, ptr %6, align 32, !tbaa !12
  %18 = load <8 x i32>, ptr %7, align 32, !tbaa !12
  %19 = load <8 x i32>, ptr %8, align 32, !tbaa !12
  %20 = load <8 x i32>, ptr %9, align 32, !tbaa !12
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
  br i1 %57, label %21, label %22, !llvm.loop !17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @in_struct(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.pair8) align 32 %0, ptr nocapture noundef byval(%struct.pair8) align 32 %1, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %2) unnamed_addr #18 {
  %4 = load <8 x i32>, ptr %2, align 32, !tbaa !12
  %5 = load <8 x i32>, ptr %1, align 32, !tbaa !12
  %6 = xor <8 x i32> %5, %4
  store <8 x i32> %6, ptr %1, align 32, !tbaa !12
  %7 = extractelement <8 x i32> %6, i64 3
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = load i32, ptr %8, align 32, !tbaa !13
  %10 = add nsw i32 %9, %7
  store i32 %10, ptr %8, align 32, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(64) %0, ptr noundef nonnull align 32 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x i32> @pick(ptr nocapture noundef readonly byval(<8 x i64>) align 64 %0) unnamed_addr #15 {
  %2 = load <8 x i64>, ptr %0, align 64, !tbaa !12
  %3 = lshr <8 x i64> %2, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %4 = trunc <8 x i64> %3 to <8 x i32>
  ret <8 x i32> %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <1 x double> @llvm.fmuladd.v1f64(<1 x double>, <1 x double>, <1 x double>) #14

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #19

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #17 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #19 = { nofree nounwind willreturn memory(argmem: read) }
attributes #20 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !6, i64 32}
!14 = !{!"pair8", !7, i64 0, !6, i64 32}
!15 = distinct !{!15, !10}
!16 = !{i64 0, i64 32, !12, i64 32, i64 4, !5}
!17 = distinct !{!17, !10}
