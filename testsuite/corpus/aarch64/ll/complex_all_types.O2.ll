; ModuleID = 'programs/complex_all_types.c'
source_filename = "programs/complex_all_types.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %5 = alloca [3 x i8], align 4
  %6 = alloca %struct.cs, align 8
  %7 = alloca %struct.cs, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile float 1.500000e+00, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile float -2.000000e+00, ptr %2, align 4, !tbaa !6
  %8 = load volatile float, ptr %1, align 4, !tbaa !6
  %9 = load volatile float, ptr %2, align 4, !tbaa !6
  %10 = insertvalue [2 x float] poison, float %8, 0
  %11 = insertvalue [2 x float] %10, float %9, 1
  %12 = tail call fastcc { float, float } @mulf([2 x float] noundef alignstack(8) %11)
  %13 = extractvalue { float, float } %12, 0
  %14 = extractvalue { float, float } %12, 1
  %15 = fpext float %13 to double
  %16 = fpext float %14 to double
  %17 = fcmp uno float %13, 0.000000e+00
  %18 = select i1 %17, ptr @.str.14, ptr @.str.15
  %19 = select i1 %17, double 0.000000e+00, double %15
  %20 = fcmp uno float %14, 0.000000e+00
  %21 = select i1 %20, ptr @.str.14, ptr @.str.15
  %22 = select i1 %20, double 0.000000e+00, double %16
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, ptr noundef nonnull %18, double noundef %19, ptr noundef nonnull %21, double noundef %22)
  %24 = tail call fastcc { float, float } @divf([2 x float] noundef alignstack(8) %11)
  %25 = extractvalue { float, float } %24, 0
  %26 = extractvalue { float, float } %24, 1
  %27 = fpext float %25 to double
  %28 = fpext float %26 to double
  %29 = fcmp uno float %25, 0.000000e+00
  %30 = select i1 %29, ptr @.str.14, ptr @.str.15
  %31 = select i1 %29, double 0.000000e+00, double %27
  %32 = fcmp uno float %26, 0.000000e+00
  %33 = select i1 %32, ptr @.str.14, ptr @.str.15
  %34 = select i1 %32, double 0.000000e+00, double %28
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, ptr noundef nonnull %30, double noundef %31, ptr noundef nonnull %33, double noundef %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 3.000000e+00, ptr %3, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double 5.000000e-01, ptr %4, align 8, !tbaa !10
  %36 = load volatile double, ptr %3, align 8, !tbaa !10
  %37 = load volatile double, ptr %4, align 8, !tbaa !10
  %38 = insertvalue [2 x double] poison, double %36, 0
  %39 = insertvalue [2 x double] %38, double %37, 1
  %40 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %39, [2 x double] noundef alignstack(8) [double -1.000000e+00, double 2.000000e+00])
  %41 = extractvalue { double, double } %40, 0
  %42 = extractvalue { double, double } %40, 1
  %43 = fcmp uno double %41, 0.000000e+00
  %44 = select i1 %43, ptr @.str.14, ptr @.str.15
  %45 = select i1 %43, double 0.000000e+00, double %41
  %46 = fcmp uno double %42, 0.000000e+00
  %47 = select i1 %46, ptr @.str.14, ptr @.str.15
  %48 = select i1 %46, double 0.000000e+00, double %42
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, ptr noundef nonnull %44, double noundef %45, ptr noundef nonnull %47, double noundef %48)
  %50 = tail call fastcc { double, double } @divd([2 x double] noundef alignstack(8) %39, [2 x double] noundef alignstack(8) [double -1.000000e+00, double 2.000000e+00])
  %51 = extractvalue { double, double } %50, 0
  %52 = extractvalue { double, double } %50, 1
  %53 = fcmp uno double %51, 0.000000e+00
  %54 = select i1 %53, ptr @.str.14, ptr @.str.15
  %55 = select i1 %53, double 0.000000e+00, double %51
  %56 = fcmp uno double %52, 0.000000e+00
  %57 = select i1 %56, ptr @.str.14, ptr @.str.15
  %58 = select i1 %56, double 0.000000e+00, double %52
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, ptr noundef nonnull %54, double noundef %55, ptr noundef nonnull %57, double noundef %58)
  %60 = tail call fastcc { double, double } @divd([2 x double] noundef alignstack(8) %39, [2 x double] noundef alignstack(8) zeroinitializer)
  %61 = extractvalue { double, double } %60, 0
  %62 = extractvalue { double, double } %60, 1
  %63 = fcmp uno double %61, 0.000000e+00
  %64 = select i1 %63, ptr @.str.14, ptr @.str.15
  %65 = select i1 %63, double 0.000000e+00, double %61
  %66 = fcmp uno double %62, 0.000000e+00
  %67 = select i1 %66, ptr @.str.14, ptr @.str.15
  %68 = select i1 %66, double 0.000000e+00, double %62
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, ptr noundef nonnull %64, double noundef %65, ptr noundef nonnull %67, double noundef %68)
  %70 = load volatile double, ptr %3, align 8, !tbaa !10
  %71 = insertvalue [2 x double] [double 0x7FF0000000000000, double poison], double %70, 1
  %72 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %71, [2 x double] noundef alignstack(8) [double 0.000000e+00, double 1.000000e+00])
  %73 = extractvalue { double, double } %72, 0
  %74 = extractvalue { double, double } %72, 1
  %75 = fcmp uno double %73, 0.000000e+00
  %76 = select i1 %75, ptr @.str.14, ptr @.str.15
  %77 = select i1 %75, double 0.000000e+00, double %73
  %78 = fcmp uno double %74, 0.000000e+00
  %79 = select i1 %78, ptr @.str.14, ptr @.str.15
  %80 = select i1 %78, double 0.000000e+00, double %74
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, ptr noundef nonnull %76, double noundef %77, ptr noundef nonnull %79, double noundef %80)
  %82 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) [double 0x7FF8000000000000, double 0x7FF0000000000000], [2 x double] noundef alignstack(8) [double 2.000000e+00, double 0.000000e+00])
  %83 = extractvalue { double, double } %82, 0
  %84 = extractvalue { double, double } %82, 1
  %85 = fcmp uno double %83, 0.000000e+00
  %86 = select i1 %85, ptr @.str.14, ptr @.str.15
  %87 = select i1 %85, double 0.000000e+00, double %83
  %88 = fcmp uno double %84, 0.000000e+00
  %89 = select i1 %88, ptr @.str.14, ptr @.str.15
  %90 = select i1 %88, double 0.000000e+00, double %84
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, ptr noundef nonnull %86, double noundef %87, ptr noundef nonnull %89, double noundef %90)
  %92 = tail call fastcc { double, double } @divd([2 x double] noundef alignstack(8) [double 1.000000e+00, double 1.000000e+00], [2 x double] noundef alignstack(8) [double 0x7FF0000000000000, double 0x7FF0000000000000])
  %93 = extractvalue { double, double } %92, 0
  %94 = extractvalue { double, double } %92, 1
  %95 = fcmp uno double %93, 0.000000e+00
  %96 = select i1 %95, ptr @.str.14, ptr @.str.15
  %97 = select i1 %95, double 0.000000e+00, double %93
  %98 = fcmp uno double %94, 0.000000e+00
  %99 = select i1 %98, ptr @.str.14, ptr @.str.15
  %100 = select i1 %98, double 0.000000e+00, double %94
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, ptr noundef nonnull %96, double noundef %97, ptr noundef nonnull %99, double noundef %100)
  %102 = tail call fastcc { fp128, fp128 } @mull()
  %103 = extractvalue { fp128, fp128 } %102, 0
  %104 = extractvalue { fp128, fp128 } %102, 1
  %105 = tail call fastcc { fp128, fp128 } @divl()
  %106 = extractvalue { fp128, fp128 } %105, 0
  %107 = extractvalue { fp128, fp128 } %105, 1
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, fp128 noundef %103, fp128 noundef %104, fp128 noundef %106, fp128 noundef %107)
  %109 = tail call fastcc { double, double } @many([2 x double] noundef alignstack(8) %39, [2 x float] noundef alignstack(8) %11)
  %110 = extractvalue { double, double } %109, 0
  %111 = extractvalue { double, double } %109, 1
  %112 = fcmp uno double %110, 0.000000e+00
  %113 = select i1 %112, ptr @.str.14, ptr @.str.15
  %114 = select i1 %112, double 0.000000e+00, double %110
  %115 = fcmp uno double %111, 0.000000e+00
  %116 = select i1 %115, ptr @.str.14, ptr @.str.15
  %117 = select i1 %115, double 0.000000e+00, double %111
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, ptr noundef nonnull %113, double noundef %114, ptr noundef nonnull %116, double noundef %117)
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %5)
  %119 = getelementptr inbounds i8, ptr %7, i64 1
  %120 = getelementptr inbounds i8, ptr %7, i64 4
  %121 = getelementptr inbounds i8, ptr %7, i64 8
  %122 = getelementptr inbounds i8, ptr %7, i64 12
  %123 = getelementptr inbounds i8, ptr %7, i64 16
  %124 = getelementptr inbounds i8, ptr %7, i64 24
  %125 = getelementptr inbounds i8, ptr %6, i64 1
  %126 = getelementptr inbounds i8, ptr %6, i64 4
  %127 = getelementptr inbounds i8, ptr %6, i64 8
  %128 = getelementptr inbounds i8, ptr %6, i64 12
  %129 = getelementptr inbounds i8, ptr %6, i64 16
  %130 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #6
  store i8 97, ptr %7, align 8, !tbaa !12
  store float %8, ptr %120, align 4
  store float %9, ptr %121, align 8, !tbaa !12
  store double %36, ptr %123, align 8
  store double %37, ptr %124, align 8, !tbaa !12
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.cs) align 8 %6, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #6
  %131 = load i8, ptr %6, align 8, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(3) %5, ptr noundef nonnull align 1 dereferenceable(3) %125, i64 3, i1 false), !tbaa.struct !13
  %132 = load i32, ptr %128, align 4
  %133 = load <2 x float>, ptr %126, align 4
  %134 = load <2 x double>, ptr %129, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #6
  store i8 %131, ptr %7, align 8, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %119, ptr noundef nonnull align 4 dereferenceable(3) %5, i64 3, i1 false), !tbaa.struct !13
  store <2 x float> %133, ptr %120, align 4
  store i32 %132, ptr %122, align 4
  store <2 x double> %134, ptr %123, align 8
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.cs) align 8 %6, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #6
  %135 = load i8, ptr %6, align 8, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(3) %5, ptr noundef nonnull align 1 dereferenceable(3) %125, i64 3, i1 false), !tbaa.struct !13
  %136 = load i32, ptr %128, align 4
  %137 = load <2 x float>, ptr %126, align 4
  %138 = load <2 x double>, ptr %129, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #6
  store i8 %135, ptr %7, align 8, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %119, ptr noundef nonnull align 4 dereferenceable(3) %5, i64 3, i1 false), !tbaa.struct !13
  store <2 x float> %137, ptr %120, align 4
  store i32 %136, ptr %122, align 4
  store <2 x double> %138, ptr %123, align 8
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.cs) align 8 %6, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #6
  %139 = load i8, ptr %6, align 8, !tbaa !12
  %140 = load float, ptr %126, align 4
  %141 = load float, ptr %127, align 8, !tbaa !12
  %142 = load double, ptr %129, align 8
  %143 = load double, ptr %130, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #6
  %144 = zext i8 %139 to i32
  %145 = fpext float %140 to double
  %146 = fpext float %141 to double
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %144, double noundef %145, double noundef %146, double noundef %142, double noundef %143)
  br label %161

148:                                              ; preds = %178
  %149 = fcmp uno double %184, 0.000000e+00
  %150 = select i1 %149, ptr @.str.14, ptr @.str.15
  %151 = select i1 %149, double 0.000000e+00, double %184
  %152 = fcmp uno double %185, 0.000000e+00
  %153 = select i1 %152, ptr @.str.14, ptr @.str.15
  %154 = select i1 %152, double 0.000000e+00, double %185
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, ptr noundef nonnull %150, double noundef %151, ptr noundef nonnull %153, double noundef %154)
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 8, i64 noundef 16, i64 noundef 32)
  %157 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %39, [2 x double] noundef alignstack(8) [double -1.000000e+00, double 2.000000e+00])
  %158 = extractvalue { double, double } %157, 0
  %159 = fptosi double %158 to i32
  %160 = and i32 %159, 63
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %160

161:                                              ; preds = %0, %178
  %162 = phi i32 [ 0, %0 ], [ %186, %178 ]
  %163 = phi double [ 0.000000e+00, %0 ], [ %185, %178 ]
  %164 = phi double [ 0.000000e+00, %0 ], [ %184, %178 ]
  %165 = fmul double %164, 6.000000e-01
  %166 = fmul double %163, 8.000000e-01
  %167 = fmul double %164, 8.000000e-01
  %168 = fmul double %163, 6.000000e-01
  %169 = fsub double %165, %166
  %170 = fadd double %167, %168
  %171 = fcmp uno double %169, 0.000000e+00
  br i1 %171, label %172, label %178, !prof !14

172:                                              ; preds = %161
  %173 = fcmp uno double %170, 0.000000e+00
  br i1 %173, label %174, label %178, !prof !14

174:                                              ; preds = %172
  %175 = tail call { double, double } @__muldc3(double noundef %164, double noundef %163, double noundef 6.000000e-01, double noundef 8.000000e-01) #6
  %176 = extractvalue { double, double } %175, 0
  %177 = extractvalue { double, double } %175, 1
  br label %178

178:                                              ; preds = %174, %172, %161
  %179 = phi double [ %169, %161 ], [ %169, %172 ], [ %176, %174 ]
  %180 = phi double [ %170, %161 ], [ %170, %172 ], [ %177, %174 ]
  %181 = uitofp nneg i32 %162 to double
  %182 = sub nsw i32 0, %162
  %183 = sitofp i32 %182 to double
  %184 = fadd double %179, %181
  %185 = fadd double %180, %183
  %186 = add nuw nsw i32 %162, 1
  %187 = icmp eq i32 %186, 20
  br i1 %187, label %148, label %161, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc { float, float } @mulf([2 x float] noundef alignstack(8) %0) unnamed_addr #2 {
  %2 = extractvalue [2 x float] %0, 0
  %3 = extractvalue [2 x float] %0, 1
  %4 = fmul float %2, 2.500000e-01
  %5 = fmul float %3, 4.000000e+00
  %6 = fmul float %2, 4.000000e+00
  %7 = fmul float %3, 2.500000e-01
  %8 = fsub float %4, %5
  %9 = fadd float %6, %7
  %10 = fcmp uno float %8, 0.000000e+00
  br i1 %10, label %11, label %17, !prof !14

11:                                               ; preds = %1
  %12 = fcmp uno float %9, 0.000000e+00
  br i1 %12, label %13, label %17, !prof !14

13:                                               ; preds = %11
  %14 = tail call { float, float } @__mulsc3(float noundef %2, float noundef %3, float noundef 2.500000e-01, float noundef 4.000000e+00) #6
  %15 = extractvalue { float, float } %14, 0
  %16 = extractvalue { float, float } %14, 1
  br label %17

17:                                               ; preds = %13, %11, %1
  %18 = phi float [ %8, %1 ], [ %8, %11 ], [ %15, %13 ]
  %19 = phi float [ %9, %1 ], [ %9, %11 ], [ %16, %13 ]
  %20 = insertvalue { float, float } poison, float %18, 0
  %21 = insertvalue { float, float } %20, float %19, 1
  ret { float, float } %21
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { float, float } @divf([2 x float] noundef alignstack(8) %0) unnamed_addr #2 {
  %2 = extractvalue [2 x float] %0, 0
  %3 = extractvalue [2 x float] %0, 1
  %4 = tail call { float, float } @__divsc3(float noundef %2, float noundef %3, float noundef 2.500000e-01, float noundef 4.000000e+00) #6
  ret { float, float } %4
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @muld([2 x double] noundef alignstack(8) %0, [2 x double] noundef alignstack(8) %1) unnamed_addr #2 {
  %3 = extractvalue [2 x double] %0, 0
  %4 = extractvalue [2 x double] %0, 1
  %5 = extractvalue [2 x double] %1, 0
  %6 = extractvalue [2 x double] %1, 1
  %7 = fmul double %3, %5
  %8 = fmul double %4, %6
  %9 = fmul double %3, %6
  %10 = fmul double %4, %5
  %11 = fsub double %7, %8
  %12 = fadd double %9, %10
  %13 = fcmp uno double %11, 0.000000e+00
  br i1 %13, label %14, label %20, !prof !14

14:                                               ; preds = %2
  %15 = fcmp uno double %12, 0.000000e+00
  br i1 %15, label %16, label %20, !prof !14

16:                                               ; preds = %14
  %17 = tail call { double, double } @__muldc3(double noundef %3, double noundef %4, double noundef %5, double noundef %6) #6
  %18 = extractvalue { double, double } %17, 0
  %19 = extractvalue { double, double } %17, 1
  br label %20

20:                                               ; preds = %16, %14, %2
  %21 = phi double [ %11, %2 ], [ %11, %14 ], [ %18, %16 ]
  %22 = phi double [ %12, %2 ], [ %12, %14 ], [ %19, %16 ]
  %23 = insertvalue { double, double } poison, double %21, 0
  %24 = insertvalue { double, double } %23, double %22, 1
  ret { double, double } %24
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @divd([2 x double] noundef alignstack(8) %0, [2 x double] noundef alignstack(8) %1) unnamed_addr #2 {
  %3 = extractvalue [2 x double] %0, 0
  %4 = extractvalue [2 x double] %0, 1
  %5 = extractvalue [2 x double] %1, 0
  %6 = extractvalue [2 x double] %1, 1
  %7 = tail call { double, double } @__divdc3(double noundef %3, double noundef %4, double noundef %5, double noundef %6) #6
  ret { double, double } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { fp128, fp128 } @mull() unnamed_addr #3 {
  ret { fp128, fp128 } { fp128 0xL0000000000000000BFFF000000000000, fp128 0xL00000000000000004001C00000000000 }
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { fp128, fp128 } @divl() unnamed_addr #2 {
  %1 = tail call { fp128, fp128 } @__divtc3(fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000003FFF000000000000) #6
  ret { fp128, fp128 } %1
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double } @many([2 x double] noundef alignstack(8) %0, [2 x float] noundef alignstack(8) %1) unnamed_addr #3 {
  %3 = extractvalue [2 x double] %0, 0
  %4 = extractvalue [2 x double] %0, 1
  %5 = extractvalue [2 x float] %1, 0
  %6 = extractvalue [2 x float] %1, 1
  %7 = fpext float %5 to double
  %8 = fpext float %6 to double
  %9 = fadd double %3, %7
  %10 = fadd double %4, %8
  %11 = fadd double %9, -3.000000e+00
  %12 = fadd double %10, -4.000000e+00
  %13 = fadd double %11, -2.000000e+00
  %14 = fadd double %12, 4.000000e+00
  %15 = fadd double %13, 1.000000e+00
  %16 = fadd double %14, -1.000000e+00
  %17 = insertvalue { double, double } poison, double %15, 0
  %18 = insertvalue { double, double } %17, double %16, 1
  ret { double, double } %18
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @rot(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.cs) align 8 %0, ptr nocapture noundef %1) unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load float, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load float, ptr %5, align 4
  %7 = fmul float %4, 0.000000e+00
  %8 = fmul float %6, 0.000000e+00
  %9 = fsub float %7, %6
  %10 = fadd float %4, %8
  %11 = fcmp uno float %9, 0.000000e+00
  br i1 %11, label %12, label %18, !prof !14

12:                                               ; preds = %2
  %13 = fcmp uno float %10, 0.000000e+00
  br i1 %13, label %14, label %18, !prof !14

14:                                               ; preds = %12
  %15 = tail call { float, float } @__mulsc3(float noundef %4, float noundef %6, float noundef 0.000000e+00, float noundef 1.000000e+00) #6
  %16 = extractvalue { float, float } %15, 0
  %17 = extractvalue { float, float } %15, 1
  br label %18

18:                                               ; preds = %14, %12, %2
  %19 = phi float [ %9, %2 ], [ %9, %12 ], [ %16, %14 ]
  %20 = phi float [ %10, %2 ], [ %10, %12 ], [ %17, %14 ]
  store float %19, ptr %3, align 4
  store float %20, ptr %5, align 4
  %21 = getelementptr inbounds i8, ptr %1, i64 16
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %1, i64 24
  %24 = load double, ptr %23, align 8
  %25 = fmul double %22, 0.000000e+00
  %26 = fmul double %24, -0.000000e+00
  %27 = fsub double %24, %25
  %28 = fsub double %26, %22
  %29 = fcmp uno double %27, 0.000000e+00
  br i1 %29, label %30, label %36, !prof !14

30:                                               ; preds = %18
  %31 = fcmp uno double %28, 0.000000e+00
  br i1 %31, label %32, label %36, !prof !14

32:                                               ; preds = %30
  %33 = tail call { double, double } @__muldc3(double noundef %22, double noundef %24, double noundef -0.000000e+00, double noundef -1.000000e+00) #6
  %34 = extractvalue { double, double } %33, 0
  %35 = extractvalue { double, double } %33, 1
  br label %36

36:                                               ; preds = %32, %30, %18
  %37 = phi double [ %27, %18 ], [ %27, %30 ], [ %34, %32 ]
  %38 = phi double [ %28, %18 ], [ %28, %30 ], [ %35, %32 ]
  store double %37, ptr %21, align 8
  store double %38, ptr %23, align 8
  %39 = load i8, ptr %1, align 8, !tbaa !17
  %40 = add i8 %39, 1
  store i8 %40, ptr %1, align 8, !tbaa !17
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !19
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare { float, float } @__mulsc3(float, float, float, float) local_unnamed_addr

declare { float, float } @__divsc3(float, float, float, float) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

declare { fp128, fp128 } @__divtc3(fp128, fp128, fp128, fp128) local_unnamed_addr

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{i64 3, i64 8, !12, i64 15, i64 16, !12}
!14 = !{!"branch_weights", i32 1, i32 1048575}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !8, i64 0}
!18 = !{!"cs", !8, i64 0, !8, i64 4, !8, i64 16}
!19 = !{i64 0, i64 1, !12, i64 4, i64 8, !12, i64 16, i64 16, !12}
