; ModuleID = 'programs/complex_all_types.c'
source_filename = "programs/complex_all_types.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cs = type { i8, { float, float }, { double, double } }

@.str = private unnamed_addr constant [5 x i8] c"mulf\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"divf\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"muld\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"divd\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"divd by 0\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"mul inf\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"mul nan,inf\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"div inf\00", align 1
@.str.8 = private unnamed_addr constant [33 x i8] c"mull (%La, %La)\0Adivl (%La, %La)\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"many\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"rot: %c (%g,%g) (%g,%g)\0A\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"acc\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"sizes %zu %zu %zu\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"%s (%s%a, %s%a)\0A\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 {
  %1 = alloca float, align 4
  %2 = alloca float, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca { x86_fp80, x86_fp80 }, align 16
  %6 = alloca { x86_fp80, x86_fp80 }, align 16
  %7 = alloca { x86_fp80, x86_fp80 }, align 16
  %8 = alloca { x86_fp80, x86_fp80 }, align 16
  %9 = alloca { x86_fp80, x86_fp80 }, align 16
  %10 = alloca %struct.cs, align 8
  %11 = alloca %struct.cs, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile float 1.500000e+00, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile float -2.000000e+00, ptr %2, align 4, !tbaa !5
  %12 = load volatile float, ptr %1, align 4, !tbaa !5
  %13 = load volatile float, ptr %2, align 4, !tbaa !5
  %14 = insertelement <2 x float> poison, float %12, i64 0
  %15 = insertelement <2 x float> %14, float %13, i64 1
  %16 = tail call fastcc <2 x float> @mulf(<2 x float> noundef %15)
  %17 = extractelement <2 x float> %16, i64 0
  %18 = extractelement <2 x float> %16, i64 1
  %19 = fpext float %17 to double
  %20 = fpext float %18 to double
  %21 = fcmp uno float %17, 0.000000e+00
  %22 = select i1 %21, ptr @.str.14, ptr @.str.15
  %23 = select i1 %21, double 0.000000e+00, double %19
  %24 = fcmp uno float %18, 0.000000e+00
  %25 = select i1 %24, ptr @.str.14, ptr @.str.15
  %26 = select i1 %24, double 0.000000e+00, double %20
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, ptr noundef nonnull %22, double noundef %23, ptr noundef nonnull %25, double noundef %26)
  %28 = tail call fastcc <2 x float> @divf(<2 x float> noundef %15)
  %29 = extractelement <2 x float> %28, i64 0
  %30 = extractelement <2 x float> %28, i64 1
  %31 = fpext float %29 to double
  %32 = fpext float %30 to double
  %33 = fcmp uno float %29, 0.000000e+00
  %34 = select i1 %33, ptr @.str.14, ptr @.str.15
  %35 = select i1 %33, double 0.000000e+00, double %31
  %36 = fcmp uno float %30, 0.000000e+00
  %37 = select i1 %36, ptr @.str.14, ptr @.str.15
  %38 = select i1 %36, double 0.000000e+00, double %32
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, ptr noundef nonnull %34, double noundef %35, ptr noundef nonnull %37, double noundef %38)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 3.000000e+00, ptr %3, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double 5.000000e-01, ptr %4, align 8, !tbaa !9
  %40 = load volatile double, ptr %3, align 8, !tbaa !9
  %41 = load volatile double, ptr %4, align 8, !tbaa !9
  %42 = tail call fastcc { double, double } @muld(double noundef %40, double noundef %41, double noundef -1.000000e+00, double noundef 2.000000e+00)
  %43 = extractvalue { double, double } %42, 0
  %44 = extractvalue { double, double } %42, 1
  %45 = fcmp uno double %43, 0.000000e+00
  %46 = select i1 %45, ptr @.str.14, ptr @.str.15
  %47 = select i1 %45, double 0.000000e+00, double %43
  %48 = fcmp uno double %44, 0.000000e+00
  %49 = select i1 %48, ptr @.str.14, ptr @.str.15
  %50 = select i1 %48, double 0.000000e+00, double %44
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, ptr noundef nonnull %46, double noundef %47, ptr noundef nonnull %49, double noundef %50)
  %52 = tail call fastcc { double, double } @divd(double noundef %40, double noundef %41, double noundef -1.000000e+00, double noundef 2.000000e+00)
  %53 = extractvalue { double, double } %52, 0
  %54 = extractvalue { double, double } %52, 1
  %55 = fcmp uno double %53, 0.000000e+00
  %56 = select i1 %55, ptr @.str.14, ptr @.str.15
  %57 = select i1 %55, double 0.000000e+00, double %53
  %58 = fcmp uno double %54, 0.000000e+00
  %59 = select i1 %58, ptr @.str.14, ptr @.str.15
  %60 = select i1 %58, double 0.000000e+00, double %54
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, ptr noundef nonnull %56, double noundef %57, ptr noundef nonnull %59, double noundef %60)
  %62 = tail call fastcc { double, double } @divd(double noundef %40, double noundef %41, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %63 = extractvalue { double, double } %62, 0
  %64 = extractvalue { double, double } %62, 1
  %65 = fcmp uno double %63, 0.000000e+00
  %66 = select i1 %65, ptr @.str.14, ptr @.str.15
  %67 = select i1 %65, double 0.000000e+00, double %63
  %68 = fcmp uno double %64, 0.000000e+00
  %69 = select i1 %68, ptr @.str.14, ptr @.str.15
  %70 = select i1 %68, double 0.000000e+00, double %64
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, ptr noundef nonnull %66, double noundef %67, ptr noundef nonnull %69, double noundef %70)
  %72 = load volatile double, ptr %3, align 8, !tbaa !9
  %73 = tail call fastcc { double, double } @muld(double noundef 0x7FF0000000000000, double noundef %72, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %74 = extractvalue { double, double } %73, 0
  %75 = extractvalue { double, double } %73, 1
  %76 = fcmp uno double %74, 0.000000e+00
  %77 = select i1 %76, ptr @.str.14, ptr @.str.15
  %78 = select i1 %76, double 0.000000e+00, double %74
  %79 = fcmp uno double %75, 0.000000e+00
  %80 = select i1 %79, ptr @.str.14, ptr @.str.15
  %81 = select i1 %79, double 0.000000e+00, double %75
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, ptr noundef nonnull %77, double noundef %78, ptr noundef nonnull %80, double noundef %81)
  %83 = tail call fastcc { double, double } @muld(double noundef 0x7FF8000000000000, double noundef 0x7FF0000000000000, double noundef 2.000000e+00, double noundef 0.000000e+00)
  %84 = extractvalue { double, double } %83, 0
  %85 = extractvalue { double, double } %83, 1
  %86 = fcmp uno double %84, 0.000000e+00
  %87 = select i1 %86, ptr @.str.14, ptr @.str.15
  %88 = select i1 %86, double 0.000000e+00, double %84
  %89 = fcmp uno double %85, 0.000000e+00
  %90 = select i1 %89, ptr @.str.14, ptr @.str.15
  %91 = select i1 %89, double 0.000000e+00, double %85
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, ptr noundef nonnull %87, double noundef %88, ptr noundef nonnull %90, double noundef %91)
  %93 = tail call fastcc { double, double } @divd(double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000)
  %94 = extractvalue { double, double } %93, 0
  %95 = extractvalue { double, double } %93, 1
  %96 = fcmp uno double %94, 0.000000e+00
  %97 = select i1 %96, ptr @.str.14, ptr @.str.15
  %98 = select i1 %96, double 0.000000e+00, double %94
  %99 = fcmp uno double %95, 0.000000e+00
  %100 = select i1 %99, ptr @.str.14, ptr @.str.15
  %101 = select i1 %99, double 0.000000e+00, double %95
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, ptr noundef nonnull %97, double noundef %98, ptr noundef nonnull %100, double noundef %101)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #7
  %103 = getelementptr inbounds i8, ptr %5, i64 16
  store x86_fp80 0xK4000C000000000000000, ptr %5, align 16
  store x86_fp80 0xK40018000000000000000, ptr %103, align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #7
  %104 = getelementptr inbounds i8, ptr %6, i64 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %6, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %104, align 16
  %105 = tail call fastcc { x86_fp80, x86_fp80 } @mull(ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %5, ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %6)
  %106 = extractvalue { x86_fp80, x86_fp80 } %105, 0
  %107 = extractvalue { x86_fp80, x86_fp80 } %105, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #7
  %108 = getelementptr inbounds i8, ptr %7, i64 16
  store x86_fp80 0xK4000C000000000000000, ptr %7, align 16
  store x86_fp80 0xK40018000000000000000, ptr %108, align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #7
  %109 = getelementptr inbounds i8, ptr %8, i64 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %8, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %109, align 16
  %110 = tail call fastcc { x86_fp80, x86_fp80 } @divl(ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %7, ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %8)
  %111 = extractvalue { x86_fp80, x86_fp80 } %110, 0
  %112 = extractvalue { x86_fp80, x86_fp80 } %110, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #7
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, x86_fp80 noundef %106, x86_fp80 noundef %107, x86_fp80 noundef %111, x86_fp80 noundef %112)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #7
  %114 = getelementptr inbounds i8, ptr %9, i64 16
  store x86_fp80 0xK4000C000000000000000, ptr %9, align 16
  store x86_fp80 0xK40018000000000000000, ptr %114, align 16
  %115 = tail call fastcc { double, double } @many(double noundef %40, double noundef %41, <2 x float> noundef %15, ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %9)
  %116 = extractvalue { double, double } %115, 0
  %117 = extractvalue { double, double } %115, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #7
  %118 = fcmp uno double %116, 0.000000e+00
  %119 = select i1 %118, ptr @.str.14, ptr @.str.15
  %120 = select i1 %118, double 0.000000e+00, double %116
  %121 = fcmp uno double %117, 0.000000e+00
  %122 = select i1 %121, ptr @.str.14, ptr @.str.15
  %123 = select i1 %121, double 0.000000e+00, double %117
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, ptr noundef nonnull %119, double noundef %120, ptr noundef nonnull %122, double noundef %123)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #7
  store i8 97, ptr %10, align 8, !tbaa !11
  %125 = getelementptr inbounds i8, ptr %10, i64 4
  %126 = getelementptr inbounds i8, ptr %10, i64 8
  store float %12, ptr %125, align 4
  store float %13, ptr %126, align 8
  %127 = getelementptr inbounds i8, ptr %10, i64 16
  %128 = getelementptr inbounds i8, ptr %10, i64 24
  store double %40, ptr %127, align 8
  store double %41, ptr %128, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #7
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.cs) align 8 %11, ptr noundef nonnull byval(%struct.cs) align 8 %10)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %11, i64 32, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #7
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.cs) align 8 %11, ptr noundef nonnull byval(%struct.cs) align 8 %10)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %11, i64 32, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #7
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.cs) align 8 %11, ptr noundef nonnull byval(%struct.cs) align 8 %10)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %11, i64 32, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #7
  %129 = load i8, ptr %10, align 8, !tbaa !11
  %130 = sext i8 %129 to i32
  %131 = load float, ptr %125, align 4
  %132 = fpext float %131 to double
  %133 = load float, ptr %126, align 8
  %134 = fpext float %133 to double
  %135 = load double, ptr %127, align 8
  %136 = load double, ptr %128, align 8
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %130, double noundef %132, double noundef %134, double noundef %135, double noundef %136)
  br label %151

138:                                              ; preds = %168
  %139 = fcmp uno double %174, 0.000000e+00
  %140 = select i1 %139, ptr @.str.14, ptr @.str.15
  %141 = select i1 %139, double 0.000000e+00, double %174
  %142 = fcmp uno double %175, 0.000000e+00
  %143 = select i1 %142, ptr @.str.14, ptr @.str.15
  %144 = select i1 %142, double 0.000000e+00, double %175
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, ptr noundef nonnull %140, double noundef %141, ptr noundef nonnull %143, double noundef %144)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 8, i64 noundef 16, i64 noundef 32)
  %147 = tail call fastcc { double, double } @muld(double noundef %40, double noundef %41, double noundef -1.000000e+00, double noundef 2.000000e+00)
  %148 = extractvalue { double, double } %147, 0
  %149 = fptosi double %148 to i32
  %150 = and i32 %149, 63
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %150

151:                                              ; preds = %0, %168
  %152 = phi i32 [ 0, %0 ], [ %176, %168 ]
  %153 = phi double [ 0.000000e+00, %0 ], [ %175, %168 ]
  %154 = phi double [ 0.000000e+00, %0 ], [ %174, %168 ]
  %155 = fmul double %154, 6.000000e-01
  %156 = fmul double %153, 8.000000e-01
  %157 = fmul double %154, 8.000000e-01
  %158 = fmul double %153, 6.000000e-01
  %159 = fsub double %155, %156
  %160 = fadd double %157, %158
  %161 = fcmp uno double %159, 0.000000e+00
  br i1 %161, label %162, label %168, !prof !15

162:                                              ; preds = %151
  %163 = fcmp uno double %160, 0.000000e+00
  br i1 %163, label %164, label %168, !prof !15

164:                                              ; preds = %162
  %165 = tail call { double, double } @__muldc3(double noundef %154, double noundef %153, double noundef 6.000000e-01, double noundef 8.000000e-01) #7
  %166 = extractvalue { double, double } %165, 0
  %167 = extractvalue { double, double } %165, 1
  br label %168

168:                                              ; preds = %164, %162, %151
  %169 = phi double [ %159, %151 ], [ %159, %162 ], [ %166, %164 ]
  %170 = phi double [ %160, %151 ], [ %160, %162 ], [ %167, %164 ]
  %171 = uitofp nneg i32 %152 to double
  %172 = sub nsw i32 0, %152
  %173 = sitofp i32 %172 to double
  %174 = fadd double %169, %171
  %175 = fadd double %170, %173
  %176 = add nuw nsw i32 %152, 1
  %177 = icmp eq i32 %176, 20
  br i1 %177, label %138, label %151, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc <2 x float> @mulf(<2 x float> noundef %0) unnamed_addr #2 {
  %2 = extractelement <2 x float> %0, i64 1
  %3 = extractelement <2 x float> %0, i64 0
  %4 = fmul <2 x float> %0, <float 4.000000e+00, float 4.000000e+00>
  %5 = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %6 = fmul <2 x float> %0, <float 2.500000e-01, float 2.500000e-01>
  %7 = fadd <2 x float> %6, %5
  %8 = fsub <2 x float> %6, %5
  %9 = shufflevector <2 x float> %8, <2 x float> %7, <2 x i32> <i32 0, i32 3>
  %10 = extractelement <2 x float> %8, i64 0
  %11 = fcmp uno float %10, 0.000000e+00
  br i1 %11, label %12, label %17, !prof !15

12:                                               ; preds = %1
  %13 = extractelement <2 x float> %7, i64 1
  %14 = fcmp uno float %13, 0.000000e+00
  br i1 %14, label %15, label %17, !prof !15

15:                                               ; preds = %12
  %16 = tail call <2 x float> @__mulsc3(float noundef %3, float noundef %2, float noundef 2.500000e-01, float noundef 4.000000e+00) #7
  br label %17

17:                                               ; preds = %15, %12, %1
  %18 = phi <2 x float> [ %9, %1 ], [ %9, %12 ], [ %16, %15 ]
  ret <2 x float> %18
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc <2 x float> @divf(<2 x float> noundef %0) unnamed_addr #2 {
  %2 = extractelement <2 x float> %0, i64 0
  %3 = extractelement <2 x float> %0, i64 1
  %4 = tail call <2 x float> @__divsc3(float noundef %2, float noundef %3, float noundef 2.500000e-01, float noundef 4.000000e+00) #7
  ret <2 x float> %4
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @muld(double noundef %0, double noundef %1, double noundef %2, double noundef %3) unnamed_addr #3 {
  %5 = fmul double %0, %2
  %6 = fmul double %1, %3
  %7 = fmul double %0, %3
  %8 = fmul double %1, %2
  %9 = fsub double %5, %6
  %10 = fadd double %8, %7
  %11 = fcmp uno double %9, 0.000000e+00
  br i1 %11, label %12, label %18, !prof !15

12:                                               ; preds = %4
  %13 = fcmp uno double %10, 0.000000e+00
  br i1 %13, label %14, label %18, !prof !15

14:                                               ; preds = %12
  %15 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #7
  %16 = extractvalue { double, double } %15, 0
  %17 = extractvalue { double, double } %15, 1
  br label %18

18:                                               ; preds = %14, %12, %4
  %19 = phi double [ %9, %4 ], [ %9, %12 ], [ %16, %14 ]
  %20 = phi double [ %10, %4 ], [ %10, %12 ], [ %17, %14 ]
  %21 = insertvalue { double, double } poison, double %19, 0
  %22 = insertvalue { double, double } %21, double %20, 1
  ret { double, double } %22
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @divd(double noundef %0, double noundef %1, double noundef %2, double noundef %3) unnamed_addr #3 {
  %5 = tail call { double, double } @__divdc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #7
  ret { double, double } %5
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { x86_fp80, x86_fp80 } @mull(ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %0, ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %1) unnamed_addr #3 {
  %3 = load x86_fp80, ptr %0, align 16
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load x86_fp80, ptr %4, align 16
  %6 = load x86_fp80, ptr %1, align 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load x86_fp80, ptr %7, align 16
  %9 = fmul x86_fp80 %3, %6
  %10 = fmul x86_fp80 %5, %8
  %11 = fmul x86_fp80 %3, %8
  %12 = fmul x86_fp80 %5, %6
  %13 = fsub x86_fp80 %9, %10
  %14 = fadd x86_fp80 %12, %11
  %15 = fcmp uno x86_fp80 %13, 0xK00000000000000000000
  br i1 %15, label %16, label %22, !prof !15

16:                                               ; preds = %2
  %17 = fcmp uno x86_fp80 %14, 0xK00000000000000000000
  br i1 %17, label %18, label %22, !prof !15

18:                                               ; preds = %16
  %19 = tail call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %3, x86_fp80 noundef %5, x86_fp80 noundef %6, x86_fp80 noundef %8) #7
  %20 = extractvalue { x86_fp80, x86_fp80 } %19, 0
  %21 = extractvalue { x86_fp80, x86_fp80 } %19, 1
  br label %22

22:                                               ; preds = %18, %16, %2
  %23 = phi x86_fp80 [ %13, %2 ], [ %13, %16 ], [ %20, %18 ]
  %24 = phi x86_fp80 [ %14, %2 ], [ %14, %16 ], [ %21, %18 ]
  %25 = insertvalue { x86_fp80, x86_fp80 } poison, x86_fp80 %23, 0
  %26 = insertvalue { x86_fp80, x86_fp80 } %25, x86_fp80 %24, 1
  ret { x86_fp80, x86_fp80 } %26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc { x86_fp80, x86_fp80 } @divl(ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %0, ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %1) unnamed_addr #3 {
  %3 = load x86_fp80, ptr %0, align 16
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load x86_fp80, ptr %4, align 16
  %6 = load x86_fp80, ptr %1, align 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load x86_fp80, ptr %7, align 16
  %9 = tail call { x86_fp80, x86_fp80 } @__divxc3(x86_fp80 noundef %3, x86_fp80 noundef %5, x86_fp80 noundef %6, x86_fp80 noundef %8) #7
  ret { x86_fp80, x86_fp80 } %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc { double, double } @many(double noundef %0, double noundef %1, <2 x float> noundef %2, ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %3) unnamed_addr #5 {
  %5 = load x86_fp80, ptr %3, align 16
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = load x86_fp80, ptr %6, align 16
  %8 = fptrunc x86_fp80 %5 to double
  %9 = fptrunc x86_fp80 %7 to double
  %10 = fpext <2 x float> %2 to <2 x double>
  %11 = insertelement <2 x double> poison, double %0, i64 0
  %12 = insertelement <2 x double> %11, double %1, i64 1
  %13 = fadd <2 x double> %12, %10
  %14 = insertelement <2 x double> poison, double %8, i64 0
  %15 = insertelement <2 x double> %14, double %9, i64 1
  %16 = fsub <2 x double> %13, %15
  %17 = fadd <2 x double> %16, <double -2.000000e+00, double 4.000000e+00>
  %18 = fadd <2 x double> %17, <double 1.000000e+00, double -1.000000e+00>
  %19 = extractelement <2 x double> %18, i64 0
  %20 = insertvalue { double, double } poison, double %19, 0
  %21 = extractelement <2 x double> %18, i64 1
  %22 = insertvalue { double, double } %20, double %21, 1
  ret { double, double } %22
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @rot(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.cs) align 8 %0, ptr nocapture noundef byval(%struct.cs) align 8 %1) unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load float, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load float, ptr %5, align 8
  %7 = fmul float %4, 0.000000e+00
  %8 = fmul float %6, 0.000000e+00
  %9 = fsub float %7, %6
  %10 = fadd float %4, %8
  %11 = fcmp uno float %9, 0.000000e+00
  br i1 %11, label %12, label %18, !prof !15

12:                                               ; preds = %2
  %13 = fcmp uno float %10, 0.000000e+00
  br i1 %13, label %14, label %18, !prof !15

14:                                               ; preds = %12
  %15 = tail call <2 x float> @__mulsc3(float noundef %4, float noundef %6, float noundef 0.000000e+00, float noundef 1.000000e+00) #7
  %16 = extractelement <2 x float> %15, i64 0
  %17 = extractelement <2 x float> %15, i64 1
  br label %18

18:                                               ; preds = %14, %12, %2
  %19 = phi float [ %9, %2 ], [ %9, %12 ], [ %16, %14 ]
  %20 = phi float [ %10, %2 ], [ %10, %12 ], [ %17, %14 ]
  store float %19, ptr %3, align 4
  store float %20, ptr %5, align 8
  %21 = getelementptr inbounds i8, ptr %1, i64 16
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %1, i64 24
  %24 = load double, ptr %23, align 8
  %25 = fmul double %22, 0.000000e+00
  %26 = fmul double %24, -0.000000e+00
  %27 = fsub double %24, %25
  %28 = fsub double %26, %22
  %29 = fcmp uno double %27, 0.000000e+00
  br i1 %29, label %30, label %36, !prof !15

30:                                               ; preds = %18
  %31 = fcmp uno double %28, 0.000000e+00
  br i1 %31, label %32, label %36, !prof !15

32:                                               ; preds = %30
  %33 = tail call { double, double } @__muldc3(double noundef %22, double noundef %24, double noundef -0.000000e+00, double noundef -1.000000e+00) #7
  %34 = extractvalue { double, double } %33, 0
  %35 = extractvalue { double, double } %33, 1
  br label %36

36:                                               ; preds = %32, %30, %18
  %37 = phi double [ %27, %18 ], [ %27, %30 ], [ %34, %32 ]
  %38 = phi double [ %28, %18 ], [ %28, %30 ], [ %35, %32 ]
  store double %37, ptr %21, align 8
  store double %38, ptr %23, align 8
  %39 = load i8, ptr %1, align 8, !tbaa !11
  %40 = add i8 %39, 1
  store i8 %40, ptr %1, align 8, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare <2 x float> @__mulsc3(float, float, float, float) local_unnamed_addr

declare <2 x float> @__divsc3(float, float, float, float) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

declare { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80) local_unnamed_addr

declare { x86_fp80, x86_fp80 } @__divxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80) local_unnamed_addr

attributes #0 = { nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !7, i64 0}
!12 = !{!"cs", !7, i64 0, !7, i64 4, !7, i64 16}
!13 = !{i64 0, i64 1, !14, i64 4, i64 8, !14, i64 16, i64 16, !14}
!14 = !{!7, !7, i64 0}
!15 = !{!"branch_weights", i32 1, i32 1048575}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
