; ModuleID = 'programs/fft_complex.c'
source_filename = "programs/fft_complex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.C = type { double, double }

@main.a = internal global [1024 x %struct.C] zeroinitializer, align 16
@main.b = internal global [1024 x %struct.C] zeroinitializer, align 16
@main.x = internal unnamed_addr global [400 x i64] zeroinitializer, align 16
@main.y = internal unnamed_addr global [400 x i64] zeroinitializer, align 16
@main.direct = internal unnamed_addr global [800 x i64] zeroinitializer, align 16
@main.viafft = internal unnamed_addr global [800 x i64] zeroinitializer, align 16
@.str = private unnamed_addr constant [59 x i8] c"convolution bad=%d sum=%ld c[0]=%ld c[399]=%ld c[798]=%ld\0A\00", align 1
@main.sig = internal global [64 x %struct.C] zeroinitializer, align 16
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
  store i64 %9, ptr %10, align 8, !tbaa !5
  %11 = mul i32 %5, 1103515245
  %12 = add i32 %11, 12345
  %13 = lshr i32 %12, 16
  %14 = trunc nuw i32 %13 to i16
  %15 = urem i16 %14, 100
  %16 = zext nneg i16 %15 to i64
  %17 = getelementptr inbounds [400 x i64], ptr @main.y, i64 0, i64 %2
  store i64 %16, ptr %17, align 8, !tbaa !5
  %18 = add nuw nsw i64 %2, 1
  %19 = icmp eq i64 %18, 400
  br i1 %19, label %20, label %1, !llvm.loop !9

20:                                               ; preds = %1, %43
  %21 = phi i64 [ %44, %43 ], [ 0, %1 ]
  %22 = getelementptr inbounds [400 x i64], ptr @main.x, i64 0, i64 %21
  %23 = load i64, ptr %22, align 8, !tbaa !5
  %24 = insertelement <2 x i64> poison, i64 %23, i64 0
  %25 = shufflevector <2 x i64> %24, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %26

26:                                               ; preds = %26, %20
  %27 = phi i64 [ 0, %20 ], [ %41, %26 ]
  %28 = getelementptr inbounds [400 x i64], ptr @main.y, i64 0, i64 %27
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load <2 x i64>, ptr %28, align 16, !tbaa !5
  %31 = load <2 x i64>, ptr %29, align 16, !tbaa !5
  %32 = mul nsw <2 x i64> %30, %25
  %33 = mul nsw <2 x i64> %31, %25
  %34 = add nuw nsw i64 %27, %21
  %35 = getelementptr inbounds [800 x i64], ptr @main.direct, i64 0, i64 %34
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load <2 x i64>, ptr %35, align 8, !tbaa !5
  %38 = load <2 x i64>, ptr %36, align 8, !tbaa !5
  %39 = add nsw <2 x i64> %37, %32
  %40 = add nsw <2 x i64> %38, %33
  store <2 x i64> %39, ptr %35, align 8, !tbaa !5
  store <2 x i64> %40, ptr %36, align 8, !tbaa !5
  %41 = add nuw i64 %27, 4
  %42 = icmp eq i64 %41, 400
  br i1 %42, label %43, label %26, !llvm.loop !11

43:                                               ; preds = %26
  %44 = add nuw nsw i64 %21, 1
  %45 = icmp eq i64 %44, 400
  br i1 %45, label %65, label %20, !llvm.loop !14

46:                                               ; preds = %76
  tail call fastcc void @fft(ptr noundef nonnull @main.a, i32 noundef 1024, i32 noundef 0)
  tail call fastcc void @fft(ptr noundef nonnull @main.b, i32 noundef 1024, i32 noundef 0)
  br label %47

47:                                               ; preds = %47, %46
  %48 = phi i64 [ 0, %46 ], [ %63, %47 ]
  %49 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %48
  %50 = getelementptr inbounds [1024 x %struct.C], ptr @main.b, i64 0, i64 %48
  %51 = load <4 x double>, ptr %49, align 16
  %52 = shufflevector <4 x double> %51, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %53 = shufflevector <4 x double> %51, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %54 = load <4 x double>, ptr %50, align 16
  %55 = shufflevector <4 x double> %54, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %56 = shufflevector <4 x double> %54, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %57 = fneg <2 x double> %53
  %58 = fmul <2 x double> %56, %57
  %59 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> %55, <2 x double> %58)
  %60 = fmul <2 x double> %53, %55
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> %56, <2 x double> %60)
  %62 = shufflevector <2 x double> %59, <2 x double> %61, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %62, ptr %49, align 16, !tbaa !15
  %63 = add nuw i64 %48, 2
  %64 = icmp eq i64 %63, 1024
  br i1 %64, label %84, label %47, !llvm.loop !17

65:                                               ; preds = %43, %76
  %66 = phi i64 [ %82, %76 ], [ 0, %43 ]
  %67 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %66
  %68 = icmp ult i64 %66, 400
  br i1 %68, label %69, label %76

69:                                               ; preds = %65
  %70 = getelementptr inbounds [400 x i64], ptr @main.x, i64 0, i64 %66
  %71 = load i64, ptr %70, align 8, !tbaa !5
  %72 = sitofp i64 %71 to double
  %73 = getelementptr inbounds [400 x i64], ptr @main.y, i64 0, i64 %66
  %74 = load i64, ptr %73, align 8, !tbaa !5
  %75 = sitofp i64 %74 to double
  br label %76

76:                                               ; preds = %65, %69
  %77 = phi double [ %72, %69 ], [ 0.000000e+00, %65 ]
  %78 = phi double [ %75, %69 ], [ 0.000000e+00, %65 ]
  store double %77, ptr %67, align 16
  %79 = getelementptr inbounds i8, ptr %67, i64 8
  store double 0.000000e+00, ptr %79, align 8
  %80 = getelementptr inbounds [1024 x %struct.C], ptr @main.b, i64 0, i64 %66
  store double %78, ptr %80, align 16, !tbaa !15
  %81 = getelementptr inbounds i8, ptr %80, i64 8
  store double 0.000000e+00, ptr %81, align 8, !tbaa !15
  %82 = add nuw nsw i64 %66, 1
  %83 = icmp eq i64 %82, 1024
  br i1 %83, label %46, label %65, !llvm.loop !18

84:                                               ; preds = %47
  tail call fastcc void @fft(ptr noundef nonnull @main.a, i32 noundef 1024, i32 noundef 1)
  br label %90

85:                                               ; preds = %90
  %86 = load i64, ptr @main.viafft, align 16, !tbaa !5
  %87 = load i64, ptr getelementptr inbounds (i8, ptr @main.viafft, i64 3192), align 8, !tbaa !5
  %88 = load i64, ptr getelementptr inbounds (i8, ptr @main.viafft, i64 6384), align 16, !tbaa !5
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %102, i64 noundef %103, i64 noundef %86, i64 noundef %87, i64 noundef %88)
  br label %107

90:                                               ; preds = %84, %90
  %91 = phi i64 [ 0, %84 ], [ %104, %90 ]
  %92 = phi i64 [ 0, %84 ], [ %103, %90 ]
  %93 = phi i32 [ 0, %84 ], [ %102, %90 ]
  %94 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %91
  %95 = load double, ptr %94, align 16, !tbaa !19
  %96 = tail call i64 @lround(double noundef %95) #9
  %97 = getelementptr inbounds [800 x i64], ptr @main.viafft, i64 0, i64 %91
  store i64 %96, ptr %97, align 8, !tbaa !5
  %98 = getelementptr inbounds [800 x i64], ptr @main.direct, i64 0, i64 %91
  %99 = load i64, ptr %98, align 8, !tbaa !5
  %100 = icmp ne i64 %96, %99
  %101 = zext i1 %100 to i32
  %102 = add nuw nsw i32 %93, %101
  %103 = add nsw i64 %96, %92
  %104 = add nuw nsw i64 %91, 1
  %105 = icmp eq i64 %104, 799
  br i1 %105, label %85, label %90, !llvm.loop !21

106:                                              ; preds = %107
  tail call fastcc void @fft(ptr noundef nonnull @main.sig, i32 noundef 64, i32 noundef 0)
  br label %123

107:                                              ; preds = %85, %107
  %108 = phi i64 [ 0, %85 ], [ %120, %107 ]
  %109 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %108
  %110 = trunc nuw nsw i64 %108 to i32
  %111 = uitofp nneg i32 %110 to double
  %112 = fmul double %111, 0x403F6A7A2955385E
  %113 = fmul double %112, 1.562500e-02
  %114 = tail call double @sin(double noundef %113) #9
  %115 = fmul double %111, 0x4052D97C7F3321D2
  %116 = fmul double %115, 1.562500e-02
  %117 = tail call double @cos(double noundef %116) #9
  %118 = tail call double @llvm.fmuladd.f64(double %117, double 5.000000e-01, double %114)
  store double %118, ptr %109, align 16, !tbaa !15
  %119 = getelementptr inbounds i8, ptr %109, i64 8
  store double 0.000000e+00, ptr %119, align 8, !tbaa !15
  %120 = add nuw nsw i64 %108, 1
  %121 = icmp eq i64 %120, 64
  br i1 %121, label %106, label %107, !llvm.loop !22

122:                                              ; preds = %134
  ret i32 %102

123:                                              ; preds = %106, %134
  %124 = phi i64 [ 0, %106 ], [ %135, %134 ]
  %125 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %124
  %126 = load double, ptr %125, align 16, !tbaa !19
  %127 = getelementptr inbounds i8, ptr %125, i64 8
  %128 = load double, ptr %127, align 8, !tbaa !23
  %129 = tail call double @hypot(double noundef %126, double noundef %128) #9
  %130 = fcmp ogt double %129, 0x3EB0C6F7A0B5ED8D
  br i1 %130, label %131, label %134

131:                                              ; preds = %123
  %132 = trunc nuw nsw i64 %124 to i32
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %132, double noundef %129)
  br label %134

134:                                              ; preds = %131, %123
  %135 = add nuw nsw i64 %124, 1
  %136 = icmp eq i64 %135, 32
  br i1 %136, label %122, label %123, !llvm.loop !24
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
  br label %57

16:                                               ; preds = %16, %8
  %17 = phi i32 [ %19, %16 ], [ %1, %8 ]
  %18 = phi i32 [ %22, %16 ], [ %10, %8 ]
  %19 = lshr i32 %17, 1
  %20 = and i32 %18, %19
  %21 = icmp eq i32 %20, 0
  %22 = xor i32 %18, %19
  br i1 %21, label %23, label %16, !llvm.loop !25

23:                                               ; preds = %16
  %24 = zext nneg i32 %22 to i64
  %25 = icmp ult i64 %9, %24
  br i1 %25, label %26, label %29

26:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %27 = getelementptr inbounds %struct.C, ptr %0, i64 %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %27, i64 16, i1 false), !tbaa.struct !26
  %28 = getelementptr inbounds %struct.C, ptr %0, i64 %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %27, ptr noundef nonnull align 8 dereferenceable(16) %28, i64 16, i1 false), !tbaa.struct !26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !tbaa.struct !26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  br label %29

29:                                               ; preds = %26, %23
  %30 = add nuw nsw i64 %9, 1
  %31 = icmp eq i64 %30, %7
  br i1 %31, label %11, label %8, !llvm.loop !27

32:                                               ; preds = %75, %3
  %33 = icmp ne i32 %2, 0
  %34 = icmp sgt i32 %1, 0
  %35 = and i1 %33, %34
  br i1 %35, label %36, label %116

36:                                               ; preds = %32
  %37 = uitofp nneg i32 %1 to double
  %38 = zext nneg i32 %1 to i64
  %39 = icmp ult i32 %1, 2
  br i1 %39, label %40, label %44

40:                                               ; preds = %55, %36
  %41 = phi i64 [ 0, %36 ], [ %45, %55 ]
  %42 = insertelement <2 x double> poison, double %37, i64 0
  %43 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer
  br label %109

44:                                               ; preds = %36
  %45 = and i64 %38, 2147483646
  %46 = insertelement <2 x double> poison, double %37, i64 0
  %47 = shufflevector <2 x double> %46, <2 x double> poison, <4 x i32> zeroinitializer
  br label %48

48:                                               ; preds = %48, %44
  %49 = phi i64 [ 0, %44 ], [ %53, %48 ]
  %50 = getelementptr inbounds %struct.C, ptr %0, i64 %49
  %51 = load <4 x double>, ptr %50, align 8, !tbaa !15
  %52 = fdiv <4 x double> %51, %47
  store <4 x double> %52, ptr %50, align 8, !tbaa !15
  %53 = add nuw i64 %49, 2
  %54 = icmp eq i64 %53, %45
  br i1 %54, label %55, label %48, !llvm.loop !28

55:                                               ; preds = %48
  %56 = icmp eq i64 %45, %38
  br i1 %56, label %116, label %40

57:                                               ; preds = %75, %11
  %58 = phi i32 [ 2, %11 ], [ %76, %75 ]
  %59 = sitofp i32 %58 to double
  %60 = fdiv double 0x401921FB54442D18, %59
  %61 = fmul double %60, %14
  %62 = tail call double @cos(double noundef %61) #9
  %63 = tail call double @sin(double noundef %61) #9
  %64 = ashr exact i32 %58, 1
  %65 = icmp sgt i32 %64, 0
  %66 = sext i32 %64 to i64
  %67 = sext i32 %58 to i64
  %68 = zext nneg i32 %64 to i64
  %69 = getelementptr %struct.C, ptr %0, i64 %66
  %70 = insertelement <2 x double> poison, double %63, i64 0
  %71 = insertelement <2 x double> %70, double %62, i64 1
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  br label %73

73:                                               ; preds = %57, %78
  %74 = phi i64 [ 0, %57 ], [ %79, %78 ]
  br i1 %65, label %81, label %78

75:                                               ; preds = %78
  %76 = shl i32 %58, 1
  %77 = icmp sgt i32 %76, %1
  br i1 %77, label %32, label %57, !llvm.loop !29

78:                                               ; preds = %81, %73
  %79 = add nsw i64 %74, %67
  %80 = icmp slt i64 %79, %15
  br i1 %80, label %73, label %75, !llvm.loop !30

81:                                               ; preds = %73, %81
  %82 = phi i64 [ %107, %81 ], [ 0, %73 ]
  %83 = phi <2 x double> [ %106, %81 ], [ <double 1.000000e+00, double 0.000000e+00>, %73 ]
  %84 = add nsw i64 %82, %74
  %85 = getelementptr inbounds %struct.C, ptr %0, i64 %84
  %86 = getelementptr %struct.C, ptr %69, i64 %84
  %87 = load double, ptr %86, align 8
  %88 = getelementptr inbounds i8, ptr %86, i64 8
  %89 = load double, ptr %88, align 8
  %90 = fneg double %89
  %91 = extractelement <2 x double> %83, i64 1
  %92 = fneg double %91
  %93 = load <2 x double>, ptr %85, align 8, !tbaa !15
  %94 = insertelement <2 x double> poison, double %89, i64 0
  %95 = insertelement <2 x double> %94, double %90, i64 1
  %96 = fmul <2 x double> %83, %95
  %97 = shufflevector <2 x double> %96, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %98 = insertelement <2 x double> poison, double %87, i64 0
  %99 = shufflevector <2 x double> %98, <2 x double> poison, <2 x i32> zeroinitializer
  %100 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> %83, <2 x double> %97)
  %101 = fadd <2 x double> %93, %100
  store <2 x double> %101, ptr %85, align 8, !tbaa !15
  %102 = fsub <2 x double> %93, %100
  store <2 x double> %102, ptr %86, align 8, !tbaa !15
  %103 = insertelement <2 x double> %83, double %92, i64 0
  %104 = fmul <2 x double> %71, %103
  %105 = shufflevector <2 x double> %83, <2 x double> poison, <2 x i32> zeroinitializer
  %106 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %105, <2 x double> %72, <2 x double> %104)
  %107 = add nuw nsw i64 %82, 1
  %108 = icmp eq i64 %107, %68
  br i1 %108, label %78, label %81, !llvm.loop !31

109:                                              ; preds = %40, %109
  %110 = phi i64 [ %114, %109 ], [ %41, %40 ]
  %111 = getelementptr inbounds %struct.C, ptr %0, i64 %110
  %112 = load <2 x double>, ptr %111, align 8, !tbaa !15
  %113 = fdiv <2 x double> %112, %43
  store <2 x double> %113, ptr %111, align 8, !tbaa !15
  %114 = add nuw nsw i64 %110, 1
  %115 = icmp eq i64 %114, %38
  br i1 %115, label %116, label %109, !llvm.loop !32

116:                                              ; preds = %109, %55, %32
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!11 = distinct !{!11, !10, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !7, i64 0}
!17 = distinct !{!17, !10, !12, !13}
!18 = distinct !{!18, !10}
!19 = !{!20, !16, i64 0}
!20 = !{!"", !16, i64 0, !16, i64 8}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = !{!20, !16, i64 8}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = !{i64 0, i64 8, !15, i64 8, i64 8, !15}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10, !12, !13}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10, !13, !12}
