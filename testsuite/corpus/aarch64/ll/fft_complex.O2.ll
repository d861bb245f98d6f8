; ModuleID = 'programs/fft_complex.c'
source_filename = "programs/fft_complex.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.C = type { double, double }

@main.a = internal global [1024 x %struct.C] zeroinitializer, align 8
@main.b = internal global [1024 x %struct.C] zeroinitializer, align 8
@main.x = internal unnamed_addr global [400 x i64] zeroinitializer, align 8
@main.y = internal unnamed_addr global [400 x i64] zeroinitializer, align 8
@main.direct = internal unnamed_addr global [800 x i64] zeroinitializer, align 8
@main.viafft = internal unnamed_addr global [800 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [59 x i8] c"convolution bad=%d sum=%ld c[0]=%ld c[399]=%ld c[798]=%ld\0A\00", align 1
@main.sig = internal global [64 x %struct.C] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [17 x i8] c"bin %d mag %.6f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ]
  %3 = phi i32 [ 1, %0 ], [ %12, %1 ]
  %4 = mul i32 %3, 1103515245
  %5 = add i32 %4, 12345
  %6 = lshr i32 %5, 16
  %7 = trunc nuw i32 %6 to i16
  %8 = urem i16 %7, 100
  %9 = zext nneg i16 %8 to i64
  %10 = getelementptr inbounds [400 x i64], ptr @main.x, i64 0, i64 %2
  store i64 %9, ptr %10, align 8, !tbaa !6
  %11 = mul i32 %5, 1103515245
  %12 = add i32 %11, 12345
  %13 = lshr i32 %12, 16
  %14 = trunc nuw i32 %13 to i16
  %15 = urem i16 %14, 100
  %16 = zext nneg i16 %15 to i64
  %17 = getelementptr inbounds [400 x i64], ptr @main.y, i64 0, i64 %2
  store i64 %16, ptr %17, align 8, !tbaa !6
  %18 = add nuw nsw i64 %2, 1
  %19 = icmp eq i64 %18, 400
  br i1 %19, label %20, label %1, !llvm.loop !10

20:                                               ; preds = %1, %37
  %21 = phi i64 [ %38, %37 ], [ 0, %1 ]
  %22 = getelementptr inbounds [400 x i64], ptr @main.x, i64 0, i64 %21
  %23 = load i64, ptr %22, align 8, !tbaa !6
  %24 = insertelement <2 x i64> poison, i64 %23, i64 0
  %25 = shufflevector <2 x i64> %24, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %26

26:                                               ; preds = %26, %20
  %27 = phi i64 [ 0, %20 ], [ %35, %26 ]
  %28 = getelementptr inbounds [400 x i64], ptr @main.y, i64 0, i64 %27
  %29 = load <2 x i64>, ptr %28, align 8, !tbaa !6
  %30 = mul nsw <2 x i64> %29, %25
  %31 = add nuw nsw i64 %27, %21
  %32 = getelementptr inbounds [800 x i64], ptr @main.direct, i64 0, i64 %31
  %33 = load <2 x i64>, ptr %32, align 8, !tbaa !6
  %34 = add nsw <2 x i64> %33, %30
  store <2 x i64> %34, ptr %32, align 8, !tbaa !6
  %35 = add nuw i64 %27, 2
  %36 = icmp eq i64 %35, 400
  br i1 %36, label %37, label %26, !llvm.loop !12

37:                                               ; preds = %26
  %38 = add nuw nsw i64 %21, 1
  %39 = icmp eq i64 %38, 400
  br i1 %39, label %59, label %20, !llvm.loop !15

40:                                               ; preds = %70
  tail call fastcc void @fft(ptr noundef nonnull @main.a, i32 noundef 1024, i32 noundef 0)
  tail call fastcc void @fft(ptr noundef nonnull @main.b, i32 noundef 1024, i32 noundef 0)
  br label %41

41:                                               ; preds = %41, %40
  %42 = phi i64 [ 0, %40 ], [ %57, %41 ]
  %43 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %42
  %44 = getelementptr inbounds [1024 x %struct.C], ptr @main.b, i64 0, i64 %42
  %45 = load <4 x double>, ptr %43, align 8
  %46 = shufflevector <4 x double> %45, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %47 = shufflevector <4 x double> %45, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %48 = load <4 x double>, ptr %44, align 8
  %49 = shufflevector <4 x double> %48, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %50 = shufflevector <4 x double> %48, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %51 = fneg <2 x double> %47
  %52 = fmul <2 x double> %50, %51
  %53 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> %49, <2 x double> %52)
  %54 = fmul <2 x double> %47, %49
  %55 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> %50, <2 x double> %54)
  %56 = shufflevector <2 x double> %53, <2 x double> %55, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %56, ptr %43, align 8, !tbaa !16
  %57 = add nuw i64 %42, 2
  %58 = icmp eq i64 %57, 1024
  br i1 %58, label %78, label %41, !llvm.loop !18

59:                                               ; preds = %37, %70
  %60 = phi i64 [ %76, %70 ], [ 0, %37 ]
  %61 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %60
  %62 = icmp ult i64 %60, 400
  br i1 %62, label %63, label %70

63:                                               ; preds = %59
  %64 = getelementptr inbounds [400 x i64], ptr @main.x, i64 0, i64 %60
  %65 = load i64, ptr %64, align 8, !tbaa !6
  %66 = sitofp i64 %65 to double
  %67 = getelementptr inbounds [400 x i64], ptr @main.y, i64 0, i64 %60
  %68 = load i64, ptr %67, align 8, !tbaa !6
  %69 = sitofp i64 %68 to double
  br label %70

70:                                               ; preds = %59, %63
  %71 = phi double [ %66, %63 ], [ 0.000000e+00, %59 ]
  %72 = phi double [ %69, %63 ], [ 0.000000e+00, %59 ]
  store double %71, ptr %61, align 8
  %73 = getelementptr inbounds i8, ptr %61, i64 8
  store double 0.000000e+00, ptr %73, align 8
  %74 = getelementptr inbounds [1024 x %struct.C], ptr @main.b, i64 0, i64 %60
  store double %72, ptr %74, align 8, !tbaa !16
  %75 = getelementptr inbounds i8, ptr %74, i64 8
  store double 0.000000e+00, ptr %75, align 8, !tbaa !16
  %76 = add nuw nsw i64 %60, 1
  %77 = icmp eq i64 %76, 1024
  br i1 %77, label %40, label %59, !llvm.loop !19

78:                                               ; preds = %41
  tail call fastcc void @fft(ptr noundef nonnull @main.a, i32 noundef 1024, i32 noundef 1)
  br label %84

79:                                               ; preds = %84
  %80 = load i64, ptr @main.viafft, align 8, !tbaa !6
  %81 = load i64, ptr getelementptr inbounds (i8, ptr @main.viafft, i64 3192), align 8, !tbaa !6
  %82 = load i64, ptr getelementptr inbounds (i8, ptr @main.viafft, i64 6384), align 8, !tbaa !6
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %96, i64 noundef %97, i64 noundef %80, i64 noundef %81, i64 noundef %82)
  br label %101

84:                                               ; preds = %78, %84
  %85 = phi i64 [ 0, %78 ], [ %98, %84 ]
  %86 = phi i64 [ 0, %78 ], [ %97, %84 ]
  %87 = phi i32 [ 0, %78 ], [ %96, %84 ]
  %88 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %85
  %89 = load double, ptr %88, align 8, !tbaa !20
  %90 = tail call i64 @lround(double noundef %89) #9
  %91 = getelementptr inbounds [800 x i64], ptr @main.viafft, i64 0, i64 %85
  store i64 %90, ptr %91, align 8, !tbaa !6
  %92 = getelementptr inbounds [800 x i64], ptr @main.direct, i64 0, i64 %85
  %93 = load i64, ptr %92, align 8, !tbaa !6
  %94 = icmp ne i64 %90, %93
  %95 = zext i1 %94 to i32
  %96 = add nuw nsw i32 %87, %95
  %97 = add nsw i64 %90, %86
  %98 = add nuw nsw i64 %85, 1
  %99 = icmp eq i64 %98, 799
  br i1 %99, label %79, label %84, !llvm.loop !22

100:                                              ; preds = %101
  tail call fastcc void @fft(ptr noundef nonnull @main.sig, i32 noundef 64, i32 noundef 0)
  br label %117

101:                                              ; preds = %79, %101
  %102 = phi i64 [ 0, %79 ], [ %114, %101 ]
  %103 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %102
  %104 = trunc nuw nsw i64 %102 to i32
  %105 = uitofp nneg i32 %104 to double
  %106 = fmul double %105, 0x403F6A7A2955385E
  %107 = fmul double %106, 1.562500e-02
  %108 = tail call double @sin(double noundef %107) #9
  %109 = fmul double %105, 0x4052D97C7F3321D2
  %110 = fmul double %109, 1.562500e-02
  %111 = tail call double @cos(double noundef %110) #9
  %112 = tail call double @llvm.fmuladd.f64(double %111, double 5.000000e-01, double %108)
  store double %112, ptr %103, align 8, !tbaa !16
  %113 = getelementptr inbounds i8, ptr %103, i64 8
  store double 0.000000e+00, ptr %113, align 8, !tbaa !16
  %114 = add nuw nsw i64 %102, 1
  %115 = icmp eq i64 %114, 64
  br i1 %115, label %100, label %101, !llvm.loop !23

116:                                              ; preds = %128
  ret i32 %96

117:                                              ; preds = %100, %128
  %118 = phi i64 [ 0, %100 ], [ %129, %128 ]
  %119 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !20
  %121 = getelementptr inbounds i8, ptr %119, i64 8
  %122 = load double, ptr %121, align 8, !tbaa !24
  %123 = tail call double @hypot(double noundef %120, double noundef %122) #9
  %124 = fcmp ogt double %123, 0x3EB0C6F7A0B5ED8D
  br i1 %124, label %125, label %128

125:                                              ; preds = %117
  %126 = trunc nuw nsw i64 %118 to i32
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %126, double noundef %123)
  br label %128

128:                                              ; preds = %125, %117
  %129 = add nuw nsw i64 %118, 1
  %130 = icmp eq i64 %129, 32
  br i1 %130, label %116, label %117, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc void @fft(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = alloca %struct.C, align 8
  %5 = icmp sgt i32 %1, 1
  br i1 %5, label %6, label %32

6:                                                ; preds = %3
  %7 = zext nneg i32 %1 to i64
  br label %8

8:                                                ; preds = %6, %29
  %9 = phi i64 [ 1, %6 ], [ %30, %29 ]
  %10 = phi i32 [ 0, %6 ], [ %22, %29 ]
  br label %16

11:                                               ; preds = %29
  %12 = icmp eq i32 %2, 0
  %13 = select i1 %12, i32 1, i32 -1
  %14 = sitofp i32 %13 to double
  %15 = zext nneg i32 %1 to i64
  br label %62

16:                                               ; preds = %16, %8
  %17 = phi i32 [ %19, %16 ], [ %1, %8 ]
  %18 = phi i32 [ %22, %16 ], [ %10, %8 ]
  %19 = lshr i32 %17, 1
  %20 = and i32 %18, %19
  %21 = icmp eq i32 %20, 0
  %22 = xor i32 %18, %19
  br i1 %21, label %23, label %16, !llvm.loop !26

23:                                               ; preds = %16
  %24 = zext nneg i32 %22 to i64
  %25 = icmp ult i64 %9, %24
  br i1 %25, label %26, label %29

26:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %27 = getelementptr inbounds %struct.C, ptr %0, i64 %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %27, i64 16, i1 false), !tbaa.struct !27
  %28 = getelementptr inbounds %struct.C, ptr %0, i64 %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %27, ptr noundef nonnull align 8 dereferenceable(16) %28, i64 16, i1 false), !tbaa.struct !27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !tbaa.struct !27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  br label %29

29:                                               ; preds = %26, %23
  %30 = add nuw nsw i64 %9, 1
  %31 = icmp eq i64 %30, %7
  br i1 %31, label %11, label %8, !llvm.loop !28

32:                                               ; preds = %77, %3
  %33 = icmp ne i32 %2, 0
  %34 = icmp sgt i32 %1, 0
  %35 = and i1 %33, %34
  br i1 %35, label %36, label %119

36:                                               ; preds = %32
  %37 = uitofp nneg i32 %1 to double
  %38 = zext nneg i32 %1 to i64
  %39 = icmp ult i32 %1, 4
  br i1 %39, label %40, label %44

40:                                               ; preds = %60, %36
  %41 = phi i64 [ 0, %36 ], [ %45, %60 ]
  %42 = insertelement <2 x double> poison, double %37, i64 0
  %43 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer
  br label %112

44:                                               ; preds = %36
  %45 = and i64 %38, 2147483644
  %46 = insertelement <2 x double> poison, double %37, i64 0
  %47 = shufflevector <2 x double> %46, <2 x double> poison, <4 x i32> zeroinitializer
  %48 = shufflevector <2 x double> %46, <2 x double> poison, <4 x i32> zeroinitializer
  br label %49

49:                                               ; preds = %49, %44
  %50 = phi i64 [ 0, %44 ], [ %58, %49 ]
  %51 = or disjoint i64 %50, 2
  %52 = getelementptr inbounds %struct.C, ptr %0, i64 %50
  %53 = getelementptr inbounds %struct.C, ptr %0, i64 %51
  %54 = load <4 x double>, ptr %52, align 8, !tbaa !16
  %55 = load <4 x double>, ptr %53, align 8, !tbaa !16
  %56 = fdiv <4 x double> %54, %47
  store <4 x double> %56, ptr %52, align 8, !tbaa !16
  %57 = fdiv <4 x double> %55, %48
  store <4 x double> %57, ptr %53, align 8, !tbaa !16
  %58 = add nuw i64 %50, 4
  %59 = icmp eq i64 %58, %45
  br i1 %59, label %60, label %49, !llvm.loop !29

60:                                               ; preds = %49
  %61 = icmp eq i64 %45, %38
  br i1 %61, label %119, label %40

62:                                               ; preds = %77, %11
  %63 = phi i32 [ 2, %11 ], [ %78, %77 ]
  %64 = sitofp i32 %63 to double
  %65 = fdiv double 0x401921FB54442D18, %64
  %66 = fmul double %65, %14
  %67 = tail call double @cos(double noundef %66) #9
  %68 = tail call double @sin(double noundef %66) #9
  %69 = ashr exact i32 %63, 1
  %70 = icmp sgt i32 %69, 0
  %71 = sext i32 %69 to i64
  %72 = sext i32 %63 to i64
  %73 = zext nneg i32 %69 to i64
  %74 = getelementptr %struct.C, ptr %0, i64 %71
  br label %75

75:                                               ; preds = %62, %80
  %76 = phi i64 [ 0, %62 ], [ %81, %80 ]
  br i1 %70, label %83, label %80

77:                                               ; preds = %80
  %78 = shl i32 %63, 1
  %79 = icmp sgt i32 %78, %1
  br i1 %79, label %32, label %62, !llvm.loop !30

80:                                               ; preds = %83, %75
  %81 = add nsw i64 %76, %72
  %82 = icmp slt i64 %81, %15
  br i1 %82, label %75, label %77, !llvm.loop !31

83:                                               ; preds = %75, %83
  %84 = phi i64 [ %110, %83 ], [ 0, %75 ]
  %85 = phi double [ %109, %83 ], [ 0.000000e+00, %75 ]
  %86 = phi double [ %107, %83 ], [ 1.000000e+00, %75 ]
  %87 = add nsw i64 %84, %76
  %88 = getelementptr inbounds %struct.C, ptr %0, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !16
  %90 = getelementptr inbounds i8, ptr %88, i64 8
  %91 = load double, ptr %90, align 8, !tbaa !16
  %92 = getelementptr %struct.C, ptr %74, i64 %87
  %93 = load double, ptr %92, align 8
  %94 = getelementptr inbounds i8, ptr %92, i64 8
  %95 = load double, ptr %94, align 8
  %96 = fneg double %95
  %97 = fmul double %85, %96
  %98 = tail call double @llvm.fmuladd.f64(double %93, double %86, double %97)
  %99 = fmul double %86, %95
  %100 = tail call double @llvm.fmuladd.f64(double %93, double %85, double %99)
  %101 = fadd double %89, %98
  %102 = fadd double %91, %100
  store double %101, ptr %88, align 8, !tbaa !16
  store double %102, ptr %90, align 8, !tbaa !16
  %103 = fsub double %89, %98
  %104 = fsub double %91, %100
  store double %103, ptr %92, align 8, !tbaa !16
  store double %104, ptr %94, align 8, !tbaa !16
  %105 = fneg double %85
  %106 = fmul double %68, %105
  %107 = tail call double @llvm.fmuladd.f64(double %86, double %67, double %106)
  %108 = fmul double %67, %85
  %109 = tail call double @llvm.fmuladd.f64(double %86, double %68, double %108)
  %110 = add nuw nsw i64 %84, 1
  %111 = icmp eq i64 %110, %73
  br i1 %111, label %80, label %83, !llvm.loop !32

112:                                              ; preds = %40, %112
  %113 = phi i64 [ %117, %112 ], [ %41, %40 ]
  %114 = getelementptr inbounds %struct.C, ptr %0, i64 %113
  %115 = load <2 x double>, ptr %114, align 8, !tbaa !16
  %116 = fdiv <2 x double> %115, %43
  store <2 x double> %116, ptr %114, align 8, !tbaa !16
  %117 = add nuw nsw i64 %113, 1
  %118 = icmp eq i64 %117, %38
  br i1 %118, label %119, label %112, !llvm.loop !33

119:                                              ; preds = %112, %60, %32
  ret void
}

; Function Attrs: nounwind
declare i64 @lround(double noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !8, i64 0}
!18 = distinct !{!18, !11, !13, !14}
!19 = distinct !{!19, !11}
!20 = !{!21, !17, i64 0}
!21 = !{!"", !17, i64 0, !17, i64 8}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = !{!21, !17, i64 8}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = !{i64 0, i64 8, !16, i64 8, i64 8, !16}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11, !13, !14}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11, !14, !13}
