; ModuleID = 'programs/fp_negative_zero.c'
source_filename = "programs/fp_negative_zero.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"-(+0)\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"0-(+0)\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"-(-0)\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"0-(-0)\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"-0 + -0\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"-0 + +0\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"+0 - +0\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"-0 - +0\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"1 - 1\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"-1 * 0\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"-0 * -5\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"-tiny * 0.5\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"-0 / 3\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"1 / -0\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"-1 / -inf\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"copysign(0,-1)\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"copysign(-0,1)\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"fabs(-0)\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"sqrt(-0)\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"floor(-0.5)\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"ceil(-0.5)\00", align 1
@.str.21 = private unnamed_addr constant [12 x i8] c"round(-0.4)\00", align 1
@.str.22 = private unnamed_addr constant [12 x i8] c"trunc(-0.9)\00", align 1
@.str.23 = private unnamed_addr constant [12 x i8] c"fmod(-4, 2)\00", align 1
@.str.24 = private unnamed_addr constant [52 x i8] c"-0 == 0: %d, -0 < 0: %d, -0 <= 0: %d, 1/-0 < 0: %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [47 x i8] c"(int)-0.0=%d (long)-0.0=%ld (unsigned)-0.0=%u\0A\00", align 1
@.str.26 = private unnamed_addr constant [70 x i8] c"float -0: signbit=%d negf=%d; long double -0: signbit=%d negl(-0)=%d\0A\00", align 1
@.str.27 = private unnamed_addr constant [26 x i8] c"printf: %f %e %g %a %.0f\0A\00", align 1
@.str.28 = private unnamed_addr constant [35 x i8] c"%-22s %+g signbit=%d bits=%016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 43) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double -0.000000e+00, ptr %2, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e+00, ptr %3, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double 4.940660e-324, ptr %4, align 8, !tbaa !6
  %5 = load volatile double, ptr %1, align 8, !tbaa !6
  %6 = tail call fastcc double @neg(double noundef %5)
  %7 = bitcast double %6 to i64
  %8 = lshr i64 %7, 63
  %9 = trunc nuw nsw i64 %8 to i32
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str, double noundef %6, i32 noundef %9, i64 noundef %7)
  %11 = load volatile double, ptr %1, align 8, !tbaa !6
  %12 = tail call fastcc double @sub_from_zero(double noundef %11)
  %13 = bitcast double %12 to i64
  %14 = lshr i64 %13, 63
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.1, double noundef %12, i32 noundef %15, i64 noundef %13)
  %17 = load volatile double, ptr %2, align 8, !tbaa !6
  %18 = tail call fastcc double @neg(double noundef %17)
  %19 = bitcast double %18 to i64
  %20 = lshr i64 %19, 63
  %21 = trunc nuw nsw i64 %20 to i32
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.2, double noundef %18, i32 noundef %21, i64 noundef %19)
  %23 = load volatile double, ptr %2, align 8, !tbaa !6
  %24 = tail call fastcc double @sub_from_zero(double noundef %23)
  %25 = bitcast double %24 to i64
  %26 = lshr i64 %25, 63
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, double noundef %24, i32 noundef %27, i64 noundef %25)
  %29 = load volatile double, ptr %2, align 8, !tbaa !6
  %30 = load volatile double, ptr %2, align 8, !tbaa !6
  %31 = tail call fastcc double @add(double noundef %29, double noundef %30)
  %32 = bitcast double %31 to i64
  %33 = lshr i64 %32, 63
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.4, double noundef %31, i32 noundef %34, i64 noundef %32)
  %36 = load volatile double, ptr %2, align 8, !tbaa !6
  %37 = load volatile double, ptr %1, align 8, !tbaa !6
  %38 = tail call fastcc double @add(double noundef %36, double noundef %37)
  %39 = bitcast double %38 to i64
  %40 = lshr i64 %39, 63
  %41 = trunc nuw nsw i64 %40 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, double noundef %38, i32 noundef %41, i64 noundef %39)
  %43 = load volatile double, ptr %1, align 8, !tbaa !6
  %44 = load volatile double, ptr %1, align 8, !tbaa !6
  %45 = tail call fastcc double @sub(double noundef %43, double noundef %44)
  %46 = bitcast double %45 to i64
  %47 = lshr i64 %46, 63
  %48 = trunc nuw nsw i64 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, double noundef %45, i32 noundef %48, i64 noundef %46)
  %50 = load volatile double, ptr %2, align 8, !tbaa !6
  %51 = load volatile double, ptr %1, align 8, !tbaa !6
  %52 = tail call fastcc double @sub(double noundef %50, double noundef %51)
  %53 = bitcast double %52 to i64
  %54 = lshr i64 %53, 63
  %55 = trunc nuw nsw i64 %54 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, double noundef %52, i32 noundef %55, i64 noundef %53)
  %57 = load volatile double, ptr %3, align 8, !tbaa !6
  %58 = load volatile double, ptr %3, align 8, !tbaa !6
  %59 = tail call fastcc double @sub(double noundef %57, double noundef %58)
  %60 = bitcast double %59 to i64
  %61 = lshr i64 %60, 63
  %62 = trunc nuw nsw i64 %61 to i32
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.8, double noundef %59, i32 noundef %62, i64 noundef %60)
  %64 = load volatile double, ptr %3, align 8, !tbaa !6
  %65 = fneg double %64
  %66 = load volatile double, ptr %1, align 8, !tbaa !6
  %67 = tail call fastcc double @mul(double noundef %65, double noundef %66)
  %68 = bitcast double %67 to i64
  %69 = lshr i64 %68, 63
  %70 = trunc nuw nsw i64 %69 to i32
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.9, double noundef %67, i32 noundef %70, i64 noundef %68)
  %72 = load volatile double, ptr %2, align 8, !tbaa !6
  %73 = tail call fastcc double @mul(double noundef %72, double noundef -5.000000e+00)
  %74 = bitcast double %73 to i64
  %75 = lshr i64 %74, 63
  %76 = trunc nuw nsw i64 %75 to i32
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, double noundef %73, i32 noundef %76, i64 noundef %74)
  %78 = load volatile double, ptr %4, align 8, !tbaa !6
  %79 = fneg double %78
  %80 = tail call fastcc double @mul(double noundef %79, double noundef 5.000000e-01)
  %81 = bitcast double %80 to i64
  %82 = lshr i64 %81, 63
  %83 = trunc nuw nsw i64 %82 to i32
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, double noundef %80, i32 noundef %83, i64 noundef %81)
  %85 = load volatile double, ptr %2, align 8, !tbaa !6
  %86 = tail call fastcc double @dv(double noundef %85, double noundef 3.000000e+00)
  %87 = bitcast double %86 to i64
  %88 = lshr i64 %87, 63
  %89 = trunc nuw nsw i64 %88 to i32
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.12, double noundef %86, i32 noundef %89, i64 noundef %87)
  %91 = load volatile double, ptr %3, align 8, !tbaa !6
  %92 = load volatile double, ptr %2, align 8, !tbaa !6
  %93 = tail call fastcc double @dv(double noundef %91, double noundef %92)
  %94 = bitcast double %93 to i64
  %95 = lshr i64 %94, 63
  %96 = trunc nuw nsw i64 %95 to i32
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.13, double noundef %93, i32 noundef %96, i64 noundef %94)
  %98 = load volatile double, ptr %3, align 8, !tbaa !6
  %99 = fneg double %98
  %100 = tail call fastcc double @dv(double noundef %99, double noundef 0xFFF0000000000000)
  %101 = bitcast double %100 to i64
  %102 = lshr i64 %101, 63
  %103 = trunc nuw nsw i64 %102 to i32
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, double noundef %100, i32 noundef %103, i64 noundef %101)
  %105 = load volatile double, ptr %1, align 8, !tbaa !6
  %106 = load volatile double, ptr %3, align 8, !tbaa !6
  %107 = fneg double %106
  %108 = tail call double @llvm.copysign.f64(double %105, double %107)
  %109 = bitcast double %108 to i64
  %110 = lshr i64 %109, 63
  %111 = trunc nuw nsw i64 %110 to i32
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, double noundef %108, i32 noundef %111, i64 noundef %109)
  %113 = load volatile double, ptr %2, align 8, !tbaa !6
  %114 = load volatile double, ptr %3, align 8, !tbaa !6
  %115 = tail call double @llvm.copysign.f64(double %113, double %114)
  %116 = bitcast double %115 to i64
  %117 = lshr i64 %116, 63
  %118 = trunc nuw nsw i64 %117 to i32
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, double noundef %115, i32 noundef %118, i64 noundef %116)
  %120 = load volatile double, ptr %2, align 8, !tbaa !6
  %121 = tail call double @llvm.fabs.f64(double %120)
  %122 = bitcast double %121 to i64
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, double noundef %121, i32 noundef 0, i64 noundef %122)
  %124 = load volatile double, ptr %2, align 8, !tbaa !6
  %125 = tail call double @sqrt(double noundef %124) #6
  %126 = bitcast double %125 to i64
  %127 = lshr i64 %126, 63
  %128 = trunc nuw nsw i64 %127 to i32
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, double noundef %125, i32 noundef %128, i64 noundef %126)
  %130 = load volatile double, ptr %3, align 8, !tbaa !6
  %131 = fmul double %130, -5.000000e-01
  %132 = tail call double @llvm.floor.f64(double %131)
  %133 = bitcast double %132 to i64
  %134 = lshr i64 %133, 63
  %135 = trunc nuw nsw i64 %134 to i32
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.19, double noundef %132, i32 noundef %135, i64 noundef %133)
  %137 = load volatile double, ptr %3, align 8, !tbaa !6
  %138 = fmul double %137, -5.000000e-01
  %139 = tail call double @llvm.ceil.f64(double %138)
  %140 = bitcast double %139 to i64
  %141 = lshr i64 %140, 63
  %142 = trunc nuw nsw i64 %141 to i32
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, double noundef %139, i32 noundef %142, i64 noundef %140)
  %144 = load volatile double, ptr %3, align 8, !tbaa !6
  %145 = fmul double %144, -4.000000e-01
  %146 = tail call double @llvm.round.f64(double %145)
  %147 = bitcast double %146 to i64
  %148 = lshr i64 %147, 63
  %149 = trunc nuw nsw i64 %148 to i32
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, double noundef %146, i32 noundef %149, i64 noundef %147)
  %151 = load volatile double, ptr %3, align 8, !tbaa !6
  %152 = fmul double %151, -9.000000e-01
  %153 = tail call double @llvm.trunc.f64(double %152)
  %154 = bitcast double %153 to i64
  %155 = lshr i64 %154, 63
  %156 = trunc nuw nsw i64 %155 to i32
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, double noundef %153, i32 noundef %156, i64 noundef %154)
  %158 = load volatile double, ptr %3, align 8, !tbaa !6
  %159 = fmul double %158, -4.000000e+00
  %160 = tail call double @fmod(double noundef %159, double noundef 2.000000e+00) #6
  %161 = bitcast double %160 to i64
  %162 = lshr i64 %161, 63
  %163 = trunc nuw nsw i64 %162 to i32
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.23, double noundef %160, i32 noundef %163, i64 noundef %161)
  %165 = load volatile double, ptr %2, align 8, !tbaa !6
  %166 = load volatile double, ptr %1, align 8, !tbaa !6
  %167 = fcmp oeq double %165, %166
  %168 = zext i1 %167 to i32
  %169 = load volatile double, ptr %2, align 8, !tbaa !6
  %170 = load volatile double, ptr %1, align 8, !tbaa !6
  %171 = fcmp olt double %169, %170
  %172 = zext i1 %171 to i32
  %173 = load volatile double, ptr %2, align 8, !tbaa !6
  %174 = load volatile double, ptr %1, align 8, !tbaa !6
  %175 = fcmp ole double %173, %174
  %176 = zext i1 %175 to i32
  %177 = load volatile double, ptr %3, align 8, !tbaa !6
  %178 = load volatile double, ptr %2, align 8, !tbaa !6
  %179 = fdiv double %177, %178
  %180 = fcmp olt double %179, 0.000000e+00
  %181 = zext i1 %180 to i32
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %168, i32 noundef %172, i32 noundef %176, i32 noundef %181)
  %183 = load volatile double, ptr %2, align 8, !tbaa !6
  %184 = fptosi double %183 to i32
  %185 = load volatile double, ptr %2, align 8, !tbaa !6
  %186 = fptosi double %185 to i64
  %187 = load volatile double, ptr %2, align 8, !tbaa !6
  %188 = fptoui double %187 to i32
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %184, i64 noundef %186, i32 noundef %188)
  %190 = load volatile double, ptr %2, align 8, !tbaa !6
  %191 = fptrunc double %190 to float
  %192 = load volatile double, ptr %2, align 8, !tbaa !6
  %193 = fpext double %192 to fp128
  %194 = bitcast double %190 to i64
  %195 = lshr i64 %194, 63
  %196 = trunc nuw nsw i64 %195 to i32
  %197 = tail call fastcc float @negf(float noundef %191)
  %198 = bitcast float %197 to i32
  %199 = lshr i32 %198, 31
  %200 = bitcast double %192 to i64
  %201 = lshr i64 %200, 63
  %202 = trunc nuw nsw i64 %201 to i32
  %203 = tail call fastcc fp128 @negl(fp128 noundef %193)
  %204 = bitcast fp128 %203 to i128
  %205 = lshr i128 %204, 127
  %206 = trunc nuw nsw i128 %205 to i32
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %196, i32 noundef %199, i32 noundef %202, i32 noundef %206)
  %208 = load volatile double, ptr %2, align 8, !tbaa !6
  %209 = load volatile double, ptr %2, align 8, !tbaa !6
  %210 = load volatile double, ptr %2, align 8, !tbaa !6
  %211 = load volatile double, ptr %2, align 8, !tbaa !6
  %212 = load volatile double, ptr %3, align 8, !tbaa !6
  %213 = fmul double %212, -4.000000e-01
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, double noundef %208, double noundef %209, double noundef %210, double noundef %211, double noundef %213)
  %215 = load volatile double, ptr %1, align 8, !tbaa !6
  %216 = tail call fastcc double @neg(double noundef %215)
  %217 = bitcast double %216 to i64
  %218 = icmp slt i64 %217, 0
  %219 = select i1 %218, i32 42, i32 0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %219
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @neg(double noundef %0) unnamed_addr #2 {
  %2 = fneg double %0
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sub_from_zero(double noundef %0) unnamed_addr #2 {
  %2 = fsub double 0.000000e+00, %0
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fadd double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sub(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fsub double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @mul(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fmul double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @dv(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fdiv double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @negf(float noundef %0) unnamed_addr #2 {
  %2 = fneg float %0
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @negl(fp128 noundef %0) unnamed_addr #2 {
  %2 = fneg fp128 %0
  ret fp128 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
