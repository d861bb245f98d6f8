; ModuleID = 'programs/volatile_restrict.c'
source_filename = "programs/volatile_restrict.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i16, i16 }

@vcount = internal global i32 0, align 4
@.str = private unnamed_addr constant [14 x i8] c"vcount=%d %d\0A\00", align 1
@vreg = internal global %struct.anon zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"vreg %u %x %x\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"vsum=%.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"saxpy y[99]=%g y[0]=%g\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"add3 %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"alias %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"punned %08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"bytes %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"vp %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca [100 x float], align 16
  %3 = alloca [100 x float], align 16
  %4 = alloca [50 x i32], align 16
  %5 = alloca [50 x i32], align 16
  %6 = alloca [50 x i32], align 4
  %7 = alloca [20 x i32], align 16
  br label %172

8:                                                ; preds = %172
  %9 = load volatile i32, ptr @vcount, align 4, !tbaa !6
  %10 = shl nsw i32 %9, 1
  store volatile i32 %10, ptr @vcount, align 4, !tbaa !6
  %11 = load volatile i32, ptr @vcount, align 4, !tbaa !6
  %12 = load volatile i32, ptr @vcount, align 4, !tbaa !6
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11, i32 noundef %12)
  %14 = load volatile i16, ptr @vreg, align 4
  %15 = or i16 %14, 15
  store volatile i16 %15, ptr @vreg, align 4
  %16 = load volatile i16, ptr @vreg, align 4
  %17 = and i16 %16, 15
  %18 = or disjoint i16 %17, -21568
  store volatile i16 %18, ptr @vreg, align 4
  store volatile i16 4660, ptr getelementptr inbounds (i8, ptr @vreg, i64 2), align 2, !tbaa !10
  %19 = load volatile i16, ptr @vreg, align 4
  %20 = add i16 %19, 1
  %21 = load volatile i16, ptr @vreg, align 4
  %22 = and i16 %20, 15
  %23 = and i16 %21, -16
  %24 = or disjoint i16 %23, %22
  store volatile i16 %24, ptr @vreg, align 4
  %25 = load volatile i16, ptr @vreg, align 4
  %26 = load volatile i16, ptr @vreg, align 4
  %27 = and i16 %25, -16
  %28 = add i16 %27, 80
  %29 = and i16 %26, 15
  %30 = or disjoint i16 %29, %28
  store volatile i16 %30, ptr @vreg, align 4
  %31 = load volatile i16, ptr @vreg, align 4
  %32 = and i16 %31, 15
  %33 = zext nneg i16 %32 to i32
  %34 = load volatile i16, ptr @vreg, align 4
  %35 = lshr i16 %34, 4
  %36 = zext nneg i16 %35 to i32
  %37 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vreg, i64 2), align 2, !tbaa !10
  %38 = zext i16 %37 to i32
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %33, i32 noundef %36, i32 noundef %38)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e-01, ptr %1, align 8, !tbaa !13
  %40 = load volatile double, ptr %1, align 8, !tbaa !13
  %41 = fadd double %40, 0.000000e+00
  %42 = load volatile double, ptr %1, align 8, !tbaa !13
  %43 = fadd double %41, %42
  %44 = load volatile double, ptr %1, align 8, !tbaa !13
  %45 = fadd double %43, %44
  %46 = load volatile double, ptr %1, align 8, !tbaa !13
  %47 = fadd double %45, %46
  %48 = load volatile double, ptr %1, align 8, !tbaa !13
  %49 = fadd double %47, %48
  %50 = load volatile double, ptr %1, align 8, !tbaa !13
  %51 = fadd double %49, %50
  %52 = load volatile double, ptr %1, align 8, !tbaa !13
  %53 = fadd double %51, %52
  %54 = load volatile double, ptr %1, align 8, !tbaa !13
  %55 = fadd double %53, %54
  %56 = load volatile double, ptr %1, align 8, !tbaa !13
  %57 = fadd double %55, %56
  %58 = load volatile double, ptr %1, align 8, !tbaa !13
  %59 = fadd double %57, %58
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %59)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %3) #8
  %61 = getelementptr inbounds i8, ptr %2, i64 16
  store <4 x float> <float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00>, ptr %2, align 16, !tbaa !15
  store <4 x float> <float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00>, ptr %61, align 16, !tbaa !15
  %62 = getelementptr inbounds i8, ptr %3, i64 16
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %3, align 16, !tbaa !15
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %62, align 16, !tbaa !15
  %63 = getelementptr inbounds i8, ptr %2, i64 32
  %64 = getelementptr inbounds i8, ptr %2, i64 48
  store <4 x float> <float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01>, ptr %63, align 16, !tbaa !15
  store <4 x float> <float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01>, ptr %64, align 16, !tbaa !15
  %65 = getelementptr inbounds i8, ptr %3, i64 32
  %66 = getelementptr inbounds i8, ptr %3, i64 48
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %65, align 16, !tbaa !15
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %66, align 16, !tbaa !15
  %67 = getelementptr inbounds i8, ptr %2, i64 64
  %68 = getelementptr inbounds i8, ptr %2, i64 80
  store <4 x float> <float 1.600000e+01, float 1.700000e+01, float 1.800000e+01, float 1.900000e+01>, ptr %67, align 16, !tbaa !15
  store <4 x float> <float 2.000000e+01, float 2.100000e+01, float 2.200000e+01, float 2.300000e+01>, ptr %68, align 16, !tbaa !15
  %69 = getelementptr inbounds i8, ptr %3, i64 64
  %70 = getelementptr inbounds i8, ptr %3, i64 80
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %69, align 16, !tbaa !15
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %70, align 16, !tbaa !15
  %71 = getelementptr inbounds i8, ptr %2, i64 96
  %72 = getelementptr inbounds i8, ptr %2, i64 112
  store <4 x float> <float 2.400000e+01, float 2.500000e+01, float 2.600000e+01, float 2.700000e+01>, ptr %71, align 16, !tbaa !15
  store <4 x float> <float 2.800000e+01, float 2.900000e+01, float 3.000000e+01, float 3.100000e+01>, ptr %72, align 16, !tbaa !15
  %73 = getelementptr inbounds i8, ptr %3, i64 96
  %74 = getelementptr inbounds i8, ptr %3, i64 112
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %73, align 16, !tbaa !15
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %74, align 16, !tbaa !15
  %75 = getelementptr inbounds i8, ptr %2, i64 128
  %76 = getelementptr inbounds i8, ptr %2, i64 144
  store <4 x float> <float 3.200000e+01, float 3.300000e+01, float 3.400000e+01, float 3.500000e+01>, ptr %75, align 16, !tbaa !15
  store <4 x float> <float 3.600000e+01, float 3.700000e+01, float 3.800000e+01, float 3.900000e+01>, ptr %76, align 16, !tbaa !15
  %77 = getelementptr inbounds i8, ptr %3, i64 128
  %78 = getelementptr inbounds i8, ptr %3, i64 144
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %77, align 16, !tbaa !15
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %78, align 16, !tbaa !15
  %79 = getelementptr inbounds i8, ptr %2, i64 160
  %80 = getelementptr inbounds i8, ptr %2, i64 176
  store <4 x float> <float 4.000000e+01, float 4.100000e+01, float 4.200000e+01, float 4.300000e+01>, ptr %79, align 16, !tbaa !15
  store <4 x float> <float 4.400000e+01, float 4.500000e+01, float 4.600000e+01, float 4.700000e+01>, ptr %80, align 16, !tbaa !15
  %81 = getelementptr inbounds i8, ptr %3, i64 160
  %82 = getelementptr inbounds i8, ptr %3, i64 176
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %81, align 16, !tbaa !15
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %82, align 16, !tbaa !15
  %83 = getelementptr inbounds i8, ptr %2, i64 192
  %84 = getelementptr inbounds i8, ptr %2, i64 208
  store <4 x float> <float 4.800000e+01, float 4.900000e+01, float 5.000000e+01, float 5.100000e+01>, ptr %83, align 16, !tbaa !15
  store <4 x float> <float 5.200000e+01, float 5.300000e+01, float 5.400000e+01, float 5.500000e+01>, ptr %84, align 16, !tbaa !15
  %85 = getelementptr inbounds i8, ptr %3, i64 192
  %86 = getelementptr inbounds i8, ptr %3, i64 208
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %85, align 16, !tbaa !15
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %86, align 16, !tbaa !15
  %87 = getelementptr inbounds i8, ptr %2, i64 224
  %88 = getelementptr inbounds i8, ptr %2, i64 240
  store <4 x float> <float 5.600000e+01, float 5.700000e+01, float 5.800000e+01, float 5.900000e+01>, ptr %87, align 16, !tbaa !15
  store <4 x float> <float 6.000000e+01, float 6.100000e+01, float 6.200000e+01, float 6.300000e+01>, ptr %88, align 16, !tbaa !15
  %89 = getelementptr inbounds i8, ptr %3, i64 224
  %90 = getelementptr inbounds i8, ptr %3, i64 240
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %89, align 16, !tbaa !15
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %90, align 16, !tbaa !15
  %91 = getelementptr inbounds i8, ptr %2, i64 256
  %92 = getelementptr inbounds i8, ptr %2, i64 272
  store <4 x float> <float 6.400000e+01, float 6.500000e+01, float 6.600000e+01, float 6.700000e+01>, ptr %91, align 16, !tbaa !15
  store <4 x float> <float 6.800000e+01, float 6.900000e+01, float 7.000000e+01, float 7.100000e+01>, ptr %92, align 16, !tbaa !15
  %93 = getelementptr inbounds i8, ptr %3, i64 256
  %94 = getelementptr inbounds i8, ptr %3, i64 272
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %93, align 16, !tbaa !15
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %94, align 16, !tbaa !15
  %95 = getelementptr inbounds i8, ptr %2, i64 288
  %96 = getelementptr inbounds i8, ptr %2, i64 304
  store <4 x float> <float 7.200000e+01, float 7.300000e+01, float 7.400000e+01, float 7.500000e+01>, ptr %95, align 16, !tbaa !15
  store <4 x float> <float 7.600000e+01, float 7.700000e+01, float 7.800000e+01, float 7.900000e+01>, ptr %96, align 16, !tbaa !15
  %97 = getelementptr inbounds i8, ptr %3, i64 288
  %98 = getelementptr inbounds i8, ptr %3, i64 304
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %97, align 16, !tbaa !15
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %98, align 16, !tbaa !15
  %99 = getelementptr inbounds i8, ptr %2, i64 320
  %100 = getelementptr inbounds i8, ptr %2, i64 336
  store <4 x float> <float 8.000000e+01, float 8.100000e+01, float 8.200000e+01, float 8.300000e+01>, ptr %99, align 16, !tbaa !15
  store <4 x float> <float 8.400000e+01, float 8.500000e+01, float 8.600000e+01, float 8.700000e+01>, ptr %100, align 16, !tbaa !15
  %101 = getelementptr inbounds i8, ptr %3, i64 320
  %102 = getelementptr inbounds i8, ptr %3, i64 336
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %101, align 16, !tbaa !15
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %102, align 16, !tbaa !15
  %103 = getelementptr inbounds i8, ptr %2, i64 352
  %104 = getelementptr inbounds i8, ptr %2, i64 368
  store <4 x float> <float 8.800000e+01, float 8.900000e+01, float 9.000000e+01, float 9.100000e+01>, ptr %103, align 16, !tbaa !15
  store <4 x float> <float 9.200000e+01, float 9.300000e+01, float 9.400000e+01, float 9.500000e+01>, ptr %104, align 16, !tbaa !15
  %105 = getelementptr inbounds i8, ptr %3, i64 352
  %106 = getelementptr inbounds i8, ptr %3, i64 368
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %105, align 16, !tbaa !15
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %106, align 16, !tbaa !15
  %107 = getelementptr inbounds i8, ptr %2, i64 384
  store float 9.600000e+01, ptr %107, align 16, !tbaa !15
  %108 = getelementptr inbounds i8, ptr %3, i64 384
  store float 1.000000e+00, ptr %108, align 16, !tbaa !15
  %109 = getelementptr inbounds i8, ptr %2, i64 388
  store float 9.700000e+01, ptr %109, align 4, !tbaa !15
  %110 = getelementptr inbounds i8, ptr %3, i64 388
  store float 1.000000e+00, ptr %110, align 4, !tbaa !15
  %111 = getelementptr inbounds i8, ptr %2, i64 392
  store float 9.800000e+01, ptr %111, align 8, !tbaa !15
  %112 = getelementptr inbounds i8, ptr %3, i64 392
  store float 1.000000e+00, ptr %112, align 8, !tbaa !15
  %113 = getelementptr inbounds i8, ptr %2, i64 396
  store float 9.900000e+01, ptr %113, align 4, !tbaa !15
  %114 = getelementptr inbounds i8, ptr %3, i64 396
  store float 1.000000e+00, ptr %114, align 4, !tbaa !15
  call fastcc void @saxpy(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %115 = getelementptr inbounds i8, ptr %3, i64 396
  %116 = load float, ptr %115, align 4, !tbaa !15
  %117 = fpext float %116 to double
  %118 = load float, ptr %3, align 16, !tbaa !15
  %119 = fpext float %118 to double
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %117, double noundef %119)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %6) #8
  %121 = getelementptr inbounds i8, ptr %4, i64 16
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %4, align 16, !tbaa !6
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %121, align 16, !tbaa !6
  %122 = getelementptr inbounds i8, ptr %5, i64 16
  store <4 x i32> <i32 50, i32 49, i32 48, i32 47>, ptr %5, align 16, !tbaa !6
  store <4 x i32> <i32 46, i32 45, i32 44, i32 43>, ptr %122, align 16, !tbaa !6
  %123 = getelementptr inbounds i8, ptr %4, i64 32
  %124 = getelementptr inbounds i8, ptr %4, i64 48
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %123, align 16, !tbaa !6
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %124, align 16, !tbaa !6
  %125 = getelementptr inbounds i8, ptr %5, i64 32
  %126 = getelementptr inbounds i8, ptr %5, i64 48
  store <4 x i32> <i32 42, i32 41, i32 40, i32 39>, ptr %125, align 16, !tbaa !6
  store <4 x i32> <i32 38, i32 37, i32 36, i32 35>, ptr %126, align 16, !tbaa !6
  %127 = getelementptr inbounds i8, ptr %4, i64 64
  %128 = getelementptr inbounds i8, ptr %4, i64 80
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %127, align 16, !tbaa !6
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, ptr %128, align 16, !tbaa !6
  %129 = getelementptr inbounds i8, ptr %5, i64 64
  %130 = getelementptr inbounds i8, ptr %5, i64 80
  store <4 x i32> <i32 34, i32 33, i32 32, i32 31>, ptr %129, align 16, !tbaa !6
  store <4 x i32> <i32 30, i32 29, i32 28, i32 27>, ptr %130, align 16, !tbaa !6
  %131 = getelementptr inbounds i8, ptr %4, i64 96
  %132 = getelementptr inbounds i8, ptr %4, i64 112
  store <4 x i32> <i32 24, i32 25, i32 26, i32 27>, ptr %131, align 16, !tbaa !6
  store <4 x i32> <i32 28, i32 29, i32 30, i32 31>, ptr %132, align 16, !tbaa !6
  %133 = getelementptr inbounds i8, ptr %5, i64 96
  %134 = getelementptr inbounds i8, ptr %5, i64 112
  store <4 x i32> <i32 26, i32 25, i32 24, i32 23>, ptr %133, align 16, !tbaa !6
  store <4 x i32> <i32 22, i32 21, i32 20, i32 19>, ptr %134, align 16, !tbaa !6
  %135 = getelementptr inbounds i8, ptr %4, i64 128
  %136 = getelementptr inbounds i8, ptr %4, i64 144
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, ptr %135, align 16, !tbaa !6
  store <4 x i32> <i32 36, i32 37, i32 38, i32 39>, ptr %136, align 16, !tbaa !6
  %137 = getelementptr inbounds i8, ptr %5, i64 128
  %138 = getelementptr inbounds i8, ptr %5, i64 144
  store <4 x i32> <i32 18, i32 17, i32 16, i32 15>, ptr %137, align 16, !tbaa !6
  store <4 x i32> <i32 14, i32 13, i32 12, i32 11>, ptr %138, align 16, !tbaa !6
  %139 = getelementptr inbounds i8, ptr %4, i64 160
  %140 = getelementptr inbounds i8, ptr %4, i64 176
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr %139, align 16, !tbaa !6
  store <4 x i32> <i32 44, i32 45, i32 46, i32 47>, ptr %140, align 16, !tbaa !6
  %141 = getelementptr inbounds i8, ptr %5, i64 160
  %142 = getelementptr inbounds i8, ptr %5, i64 176
  store <4 x i32> <i32 10, i32 9, i32 8, i32 7>, ptr %141, align 16, !tbaa !6
  store <4 x i32> <i32 6, i32 5, i32 4, i32 3>, ptr %142, align 16, !tbaa !6
  %143 = getelementptr inbounds i8, ptr %4, i64 192
  store i32 48, ptr %143, align 16, !tbaa !6
  %144 = getelementptr inbounds i8, ptr %5, i64 192
  store i32 2, ptr %144, align 16, !tbaa !6
  %145 = getelementptr inbounds i8, ptr %4, i64 196
  store i32 49, ptr %145, align 4, !tbaa !6
  %146 = getelementptr inbounds i8, ptr %5, i64 196
  store i32 1, ptr %146, align 4, !tbaa !6
  call fastcc void @add3(ptr noundef nonnull %6, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %147 = load i32, ptr %6, align 4, !tbaa !6
  %148 = getelementptr inbounds i8, ptr %6, i64 196
  %149 = load i32, ptr %148, align 4, !tbaa !6
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %147, i32 noundef %149)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #8
  %151 = getelementptr inbounds i8, ptr %7, i64 4
  %152 = getelementptr inbounds i8, ptr %7, i64 12
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %7, align 16, !tbaa !6
  %153 = getelementptr inbounds i8, ptr %7, i64 16
  store <4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr %153, align 16, !tbaa !6
  %154 = getelementptr inbounds i8, ptr %7, i64 32
  store <4 x i32> <i32 9, i32 10, i32 11, i32 12>, ptr %154, align 16, !tbaa !6
  %155 = getelementptr inbounds i8, ptr %7, i64 48
  store <4 x i32> <i32 13, i32 14, i32 15, i32 16>, ptr %155, align 16, !tbaa !6
  %156 = getelementptr inbounds i8, ptr %7, i64 64
  %157 = getelementptr inbounds i8, ptr %7, i64 76
  store <4 x i32> <i32 17, i32 18, i32 19, i32 20>, ptr %156, align 16, !tbaa !6
  call fastcc void @alias_add(ptr noundef nonnull %7, ptr noundef nonnull %7)
  %158 = load i32, ptr %7, align 16, !tbaa !6
  %159 = load i32, ptr %151, align 4, !tbaa !6
  %160 = load i32, ptr %157, align 4, !tbaa !6
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %158, i32 noundef %159, i32 noundef %160)
  %162 = tail call fastcc i32 @punned()
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %162)
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4, i32 noundef 3, i32 noundef 2, i32 noundef 1)
  %165 = load volatile i32, ptr %152, align 4, !tbaa !6
  %166 = add nsw i32 %165, 1
  store volatile i32 %166, ptr %152, align 4, !tbaa !6
  %167 = load volatile i32, ptr %152, align 4, !tbaa !6
  %168 = add nsw i32 %167, 1
  store volatile i32 %168, ptr %152, align 4, !tbaa !6
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %168)
  %170 = load volatile i32, ptr @vcount, align 4, !tbaa !6
  %171 = and i32 %170, 255
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %171

172:                                              ; preds = %0, %172
  %173 = phi i32 [ 0, %0 ], [ %176, %172 ]
  %174 = load volatile i32, ptr @vcount, align 4, !tbaa !6
  %175 = add nsw i32 %174, 1
  store volatile i32 %175, ptr @vcount, align 4, !tbaa !6
  %176 = add nuw nsw i32 %173, 1
  %177 = icmp eq i32 %176, 1000
  br i1 %177, label %8, label %172, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @saxpy(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef %1) unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load <4 x float>, ptr %0, align 4, !tbaa !15
  %5 = load <4 x float>, ptr %3, align 4, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load <4 x float>, ptr %1, align 4, !tbaa !15
  %8 = load <4 x float>, ptr %6, align 4, !tbaa !15
  %9 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %4, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %7)
  %10 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %8)
  store <4 x float> %9, ptr %1, align 4, !tbaa !15
  store <4 x float> %10, ptr %6, align 4, !tbaa !15
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = getelementptr inbounds i8, ptr %0, i64 48
  %13 = load <4 x float>, ptr %11, align 4, !tbaa !15
  %14 = load <4 x float>, ptr %12, align 4, !tbaa !15
  %15 = getelementptr inbounds i8, ptr %1, i64 32
  %16 = getelementptr inbounds i8, ptr %1, i64 48
  %17 = load <4 x float>, ptr %15, align 4, !tbaa !15
  %18 = load <4 x float>, ptr %16, align 4, !tbaa !15
  %19 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %13, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %17)
  %20 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %18)
  store <4 x float> %19, ptr %15, align 4, !tbaa !15
  store <4 x float> %20, ptr %16, align 4, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %0, i64 64
  %22 = getelementptr inbounds i8, ptr %0, i64 80
  %23 = load <4 x float>, ptr %21, align 4, !tbaa !15
  %24 = load <4 x float>, ptr %22, align 4, !tbaa !15
  %25 = getelementptr inbounds i8, ptr %1, i64 64
  %26 = getelementptr inbounds i8, ptr %1, i64 80
  %27 = load <4 x float>, ptr %25, align 4, !tbaa !15
  %28 = load <4 x float>, ptr %26, align 4, !tbaa !15
  %29 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %23, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %27)
  %30 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %24, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %28)
  store <4 x float> %29, ptr %25, align 4, !tbaa !15
  store <4 x float> %30, ptr %26, align 4, !tbaa !15
  %31 = getelementptr inbounds i8, ptr %0, i64 96
  %32 = getelementptr inbounds i8, ptr %0, i64 112
  %33 = load <4 x float>, ptr %31, align 4, !tbaa !15
  %34 = load <4 x float>, ptr %32, align 4, !tbaa !15
  %35 = getelementptr inbounds i8, ptr %1, i64 96
  %36 = getelementptr inbounds i8, ptr %1, i64 112
  %37 = load <4 x float>, ptr %35, align 4, !tbaa !15
  %38 = load <4 x float>, ptr %36, align 4, !tbaa !15
  %39 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %33, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %37)
  %40 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %34, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %38)
  store <4 x float> %39, ptr %35, align 4, !tbaa !15
  store <4 x float> %40, ptr %36, align 4, !tbaa !15
  %41 = getelementptr inbounds i8, ptr %0, i64 128
  %42 = getelementptr inbounds i8, ptr %0, i64 144
  %43 = load <4 x float>, ptr %41, align 4, !tbaa !15
  %44 = load <4 x float>, ptr %42, align 4, !tbaa !15
  %45 = getelementptr inbounds i8, ptr %1, i64 128
  %46 = getelementptr inbounds i8, ptr %1, i64 144
  %47 = load <4 x float>, ptr %45, align 4, !tbaa !15
  %48 = load <4 x float>, ptr %46, align 4, !tbaa !15
  %49 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %43, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %47)
  %50 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %44, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %48)
  store <4 x float> %49, ptr %45, align 4, !tbaa !15
  store <4 x float> %50, ptr %46, align 4, !tbaa !15
  %51 = getelementptr inbounds i8, ptr %0, i64 160
  %52 = getelementptr inbounds i8, ptr %0, i64 176
  %53 = load <4 x float>, ptr %51, align 4, !tbaa !15
  %54 = load <4 x float>, ptr %52, align 4, !tbaa !15
  %55 = getelementptr inbounds i8, ptr %1, i64 160
  %56 = getelementptr inbounds i8, ptr %1, i64 176
  %57 = load <4 x float>, ptr %55, align 4, !tbaa !15
  %58 = load <4 x float>, ptr %56, align 4, !tbaa !15
  %59 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %53, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %57)
  %60 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %54, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %58)
  store <4 x float> %59, ptr %55, align 4, !tbaa !15
  store <4 x float> %60, ptr %56, align 4, !tbaa !15
  %61 = getelementptr inbounds i8, ptr %0, i64 192
  %62 = getelementptr inbounds i8, ptr %0, i64 208
  %63 = load <4 x float>, ptr %61, align 4, !tbaa !15
  %64 = load <4 x float>, ptr %62, align 4, !tbaa !15
  %65 = getelementptr inbounds i8, ptr %1, i64 192
  %66 = getelementptr inbounds i8, ptr %1, i64 208
  %67 = load <4 x float>, ptr %65, align 4, !tbaa !15
  %68 = load <4 x float>, ptr %66, align 4, !tbaa !15
  %69 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %63, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %67)
  %70 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %64, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %68)
  store <4 x float> %69, ptr %65, align 4, !tbaa !15
  store <4 x float> %70, ptr %66, align 4, !tbaa !15
  %71 = getelementptr inbounds i8, ptr %0, i64 224
  %72 = getelementptr inbounds i8, ptr %0, i64 240
  %73 = load <4 x float>, ptr %71, align 4, !tbaa !15
  %74 = load <4 x float>, ptr %72, align 4, !tbaa !15
  %75 = getelementptr inbounds i8, ptr %1, i64 224
  %76 = getelementptr inbounds i8, ptr %1, i64 240
  %77 = load <4 x float>, ptr %75, align 4, !tbaa !15
  %78 = load <4 x float>, ptr %76, align 4, !tbaa !15
  %79 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %73, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %77)
  %80 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %74, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %78)
  store <4 x float> %79, ptr %75, align 4, !tbaa !15
  store <4 x float> %80, ptr %76, align 4, !tbaa !15
  %81 = getelementptr inbounds i8, ptr %0, i64 256
  %82 = getelementptr inbounds i8, ptr %0, i64 272
  %83 = load <4 x float>, ptr %81, align 4, !tbaa !15
  %84 = load <4 x float>, ptr %82, align 4, !tbaa !15
  %85 = getelementptr inbounds i8, ptr %1, i64 256
  %86 = getelementptr inbounds i8, ptr %1, i64 272
  %87 = load <4 x float>, ptr %85, align 4, !tbaa !15
  %88 = load <4 x float>, ptr %86, align 4, !tbaa !15
  %89 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %83, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %87)
  %90 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %84, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %88)
  store <4 x float> %89, ptr %85, align 4, !tbaa !15
  store <4 x float> %90, ptr %86, align 4, !tbaa !15
  %91 = getelementptr inbounds i8, ptr %0, i64 288
  %92 = getelementptr inbounds i8, ptr %0, i64 304
  %93 = load <4 x float>, ptr %91, align 4, !tbaa !15
  %94 = load <4 x float>, ptr %92, align 4, !tbaa !15
  %95 = getelementptr inbounds i8, ptr %1, i64 288
  %96 = getelementptr inbounds i8, ptr %1, i64 304
  %97 = load <4 x float>, ptr %95, align 4, !tbaa !15
  %98 = load <4 x float>, ptr %96, align 4, !tbaa !15
  %99 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %93, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %97)
  %100 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %94, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %98)
  store <4 x float> %99, ptr %95, align 4, !tbaa !15
  store <4 x float> %100, ptr %96, align 4, !tbaa !15
  %101 = getelementptr inbounds i8, ptr %0, i64 320
  %102 = getelementptr inbounds i8, ptr %0, i64 336
  %103 = load <4 x float>, ptr %101, align 4, !tbaa !15
  %104 = load <4 x float>, ptr %102, align 4, !tbaa !15
  %105 = getelementptr inbounds i8, ptr %1, i64 320
  %106 = getelementptr inbounds i8, ptr %1, i64 336
  %107 = load <4 x float>, ptr %105, align 4, !tbaa !15
  %108 = load <4 x float>, ptr %106, align 4, !tbaa !15
  %109 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %103, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %107)
  %110 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %104, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %108)
  store <4 x float> %109, ptr %105, align 4, !tbaa !15
  store <4 x float> %110, ptr %106, align 4, !tbaa !15
  %111 = getelementptr inbounds i8, ptr %0, i64 352
  %112 = getelementptr inbounds i8, ptr %0, i64 368
  %113 = load <4 x float>, ptr %111, align 4, !tbaa !15
  %114 = load <4 x float>, ptr %112, align 4, !tbaa !15
  %115 = getelementptr inbounds i8, ptr %1, i64 352
  %116 = getelementptr inbounds i8, ptr %1, i64 368
  %117 = load <4 x float>, ptr %115, align 4, !tbaa !15
  %118 = load <4 x float>, ptr %116, align 4, !tbaa !15
  %119 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %113, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %117)
  %120 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %114, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %118)
  store <4 x float> %119, ptr %115, align 4, !tbaa !15
  store <4 x float> %120, ptr %116, align 4, !tbaa !15
  %121 = getelementptr inbounds i8, ptr %0, i64 384
  %122 = load float, ptr %121, align 4, !tbaa !15
  %123 = getelementptr inbounds i8, ptr %1, i64 384
  %124 = load float, ptr %123, align 4, !tbaa !15
  %125 = tail call float @llvm.fmuladd.f32(float %122, float 5.000000e-01, float %124)
  store float %125, ptr %123, align 4, !tbaa !15
  %126 = getelementptr inbounds i8, ptr %0, i64 388
  %127 = load float, ptr %126, align 4, !tbaa !15
  %128 = getelementptr inbounds i8, ptr %1, i64 388
  %129 = load float, ptr %128, align 4, !tbaa !15
  %130 = tail call float @llvm.fmuladd.f32(float %127, float 5.000000e-01, float %129)
  store float %130, ptr %128, align 4, !tbaa !15
  %131 = getelementptr inbounds i8, ptr %0, i64 392
  %132 = load float, ptr %131, align 4, !tbaa !15
  %133 = getelementptr inbounds i8, ptr %1, i64 392
  %134 = load float, ptr %133, align 4, !tbaa !15
  %135 = tail call float @llvm.fmuladd.f32(float %132, float 5.000000e-01, float %134)
  store float %135, ptr %133, align 4, !tbaa !15
  %136 = getelementptr inbounds i8, ptr %0, i64 396
  %137 = load float, ptr %136, align 4, !tbaa !15
  %138 = getelementptr inbounds i8, ptr %1, i64 396
  %139 = load float, ptr %138, align 4, !tbaa !15
  %140 = tail call float @llvm.fmuladd.f32(float %137, float 5.000000e-01, float %139)
  store float %140, ptr %138, align 4, !tbaa !15
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @add3(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2) unnamed_addr #3 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load <4 x i32>, ptr %1, align 4, !tbaa !6
  %6 = load <4 x i32>, ptr %4, align 4, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load <4 x i32>, ptr %2, align 4, !tbaa !6
  %9 = load <4 x i32>, ptr %7, align 4, !tbaa !6
  %10 = mul nsw <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>
  %11 = mul nsw <4 x i32> %9, <i32 3, i32 3, i32 3, i32 3>
  %12 = add nsw <4 x i32> %10, %5
  %13 = add nsw <4 x i32> %11, %6
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i32> %12, ptr %0, align 4, !tbaa !6
  store <4 x i32> %13, ptr %14, align 4, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %1, i64 32
  %16 = getelementptr inbounds i8, ptr %1, i64 48
  %17 = load <4 x i32>, ptr %15, align 4, !tbaa !6
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %2, i64 32
  %20 = getelementptr inbounds i8, ptr %2, i64 48
  %21 = load <4 x i32>, ptr %19, align 4, !tbaa !6
  %22 = load <4 x i32>, ptr %20, align 4, !tbaa !6
  %23 = mul nsw <4 x i32> %21, <i32 3, i32 3, i32 3, i32 3>
  %24 = mul nsw <4 x i32> %22, <i32 3, i32 3, i32 3, i32 3>
  %25 = add nsw <4 x i32> %23, %17
  %26 = add nsw <4 x i32> %24, %18
  %27 = getelementptr inbounds i8, ptr %0, i64 32
  %28 = getelementptr inbounds i8, ptr %0, i64 48
  store <4 x i32> %25, ptr %27, align 4, !tbaa !6
  store <4 x i32> %26, ptr %28, align 4, !tbaa !6
  %29 = getelementptr inbounds i8, ptr %1, i64 64
  %30 = getelementptr inbounds i8, ptr %1, i64 80
  %31 = load <4 x i32>, ptr %29, align 4, !tbaa !6
  %32 = load <4 x i32>, ptr %30, align 4, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %2, i64 64
  %34 = getelementptr inbounds i8, ptr %2, i64 80
  %35 = load <4 x i32>, ptr %33, align 4, !tbaa !6
  %36 = load <4 x i32>, ptr %34, align 4, !tbaa !6
  %37 = mul nsw <4 x i32> %35, <i32 3, i32 3, i32 3, i32 3>
  %38 = mul nsw <4 x i32> %36, <i32 3, i32 3, i32 3, i32 3>
  %39 = add nsw <4 x i32> %37, %31
  %40 = add nsw <4 x i32> %38, %32
  %41 = getelementptr inbounds i8, ptr %0, i64 64
  %42 = getelementptr inbounds i8, ptr %0, i64 80
  store <4 x i32> %39, ptr %41, align 4, !tbaa !6
  store <4 x i32> %40, ptr %42, align 4, !tbaa !6
  %43 = getelementptr inbounds i8, ptr %1, i64 96
  %44 = getelementptr inbounds i8, ptr %1, i64 112
  %45 = load <4 x i32>, ptr %43, align 4, !tbaa !6
  %46 = load <4 x i32>, ptr %44, align 4, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %2, i64 96
  %48 = getelementptr inbounds i8, ptr %2, i64 112
  %49 = load <4 x i32>, ptr %47, align 4, !tbaa !6
  %50 = load <4 x i32>, ptr %48, align 4, !tbaa !6
  %51 = mul nsw <4 x i32> %49, <i32 3, i32 3, i32 3, i32 3>
  %52 = mul nsw <4 x i32> %50, <i32 3, i32 3, i32 3, i32 3>
  %53 = add nsw <4 x i32> %51, %45
  %54 = add nsw <4 x i32> %52, %46
  %55 = getelementptr inbounds i8, ptr %0, i64 96
  %56 = getelementptr inbounds i8, ptr %0, i64 112
  store <4 x i32> %53, ptr %55, align 4, !tbaa !6
  store <4 x i32> %54, ptr %56, align 4, !tbaa !6
  %57 = getelementptr inbounds i8, ptr %1, i64 128
  %58 = getelementptr inbounds i8, ptr %1, i64 144
  %59 = load <4 x i32>, ptr %57, align 4, !tbaa !6
  %60 = load <4 x i32>, ptr %58, align 4, !tbaa !6
  %61 = getelementptr inbounds i8, ptr %2, i64 128
  %62 = getelementptr inbounds i8, ptr %2, i64 144
  %63 = load <4 x i32>, ptr %61, align 4, !tbaa !6
  %64 = load <4 x i32>, ptr %62, align 4, !tbaa !6
  %65 = mul nsw <4 x i32> %63, <i32 3, i32 3, i32 3, i32 3>
  %66 = mul nsw <4 x i32> %64, <i32 3, i32 3, i32 3, i32 3>
  %67 = add nsw <4 x i32> %65, %59
  %68 = add nsw <4 x i32> %66, %60
  %69 = getelementptr inbounds i8, ptr %0, i64 128
  %70 = getelementptr inbounds i8, ptr %0, i64 144
  store <4 x i32> %67, ptr %69, align 4, !tbaa !6
  store <4 x i32> %68, ptr %70, align 4, !tbaa !6
  %71 = getelementptr inbounds i8, ptr %1, i64 160
  %72 = getelementptr inbounds i8, ptr %1, i64 176
  %73 = load <4 x i32>, ptr %71, align 4, !tbaa !6
  %74 = load <4 x i32>, ptr %72, align 4, !tbaa !6
  %75 = getelementptr inbounds i8, ptr %2, i64 160
  %76 = getelementptr inbounds i8, ptr %2, i64 176
  %77 = load <4 x i32>, ptr %75, align 4, !tbaa !6
  %78 = load <4 x i32>, ptr %76, align 4, !tbaa !6
  %79 = mul nsw <4 x i32> %77, <i32 3, i32 3, i32 3, i32 3>
  %80 = mul nsw <4 x i32> %78, <i32 3, i32 3, i32 3, i32 3>
  %81 = add nsw <4 x i32> %79, %73
  %82 = add nsw <4 x i32> %80, %74
  %83 = getelementptr inbounds i8, ptr %0, i64 160
  %84 = getelementptr inbounds i8, ptr %0, i64 176
  store <4 x i32> %81, ptr %83, align 4, !tbaa !6
  store <4 x i32> %82, ptr %84, align 4, !tbaa !6
  %85 = getelementptr inbounds i8, ptr %1, i64 192
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = getelementptr inbounds i8, ptr %2, i64 192
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = mul nsw i32 %88, 3
  %90 = add nsw i32 %89, %86
  %91 = getelementptr inbounds i8, ptr %0, i64 192
  store i32 %90, ptr %91, align 4, !tbaa !6
  %92 = getelementptr inbounds i8, ptr %1, i64 196
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = getelementptr inbounds i8, ptr %2, i64 196
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = mul nsw i32 %95, 3
  %97 = add nsw i32 %96, %93
  %98 = getelementptr inbounds i8, ptr %0, i64 196
  store i32 %97, ptr %98, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @alias_add(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = load i32, ptr %1, align 4, !tbaa !6
  %4 = shl nsw i32 %3, 1
  store i32 %4, ptr %0, align 4, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = load i32, ptr %1, align 4, !tbaa !6
  %8 = add nsw i32 %7, %6
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %8, ptr %9, align 4, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = load i32, ptr %1, align 4, !tbaa !6
  %13 = add nsw i32 %12, %11
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %13, ptr %14, align 4, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %1, i64 12
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = load i32, ptr %1, align 4, !tbaa !6
  %18 = add nsw i32 %17, %16
  %19 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %18, ptr %19, align 4, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %1, i64 16
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = load i32, ptr %1, align 4, !tbaa !6
  %23 = add nsw i32 %22, %21
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %23, ptr %24, align 4, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %1, i64 20
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = load i32, ptr %1, align 4, !tbaa !6
  %28 = add nsw i32 %27, %26
  %29 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %28, ptr %29, align 4, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %1, i64 24
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = load i32, ptr %1, align 4, !tbaa !6
  %33 = add nsw i32 %32, %31
  %34 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %33, ptr %34, align 4, !tbaa !6
  %35 = getelementptr inbounds i8, ptr %1, i64 28
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = load i32, ptr %1, align 4, !tbaa !6
  %38 = add nsw i32 %37, %36
  %39 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %38, ptr %39, align 4, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %1, i64 32
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = load i32, ptr %1, align 4, !tbaa !6
  %43 = add nsw i32 %42, %41
  %44 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 %43, ptr %44, align 4, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %1, i64 36
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = load i32, ptr %1, align 4, !tbaa !6
  %48 = add nsw i32 %47, %46
  %49 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %48, ptr %49, align 4, !tbaa !6
  %50 = getelementptr inbounds i8, ptr %1, i64 40
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = load i32, ptr %1, align 4, !tbaa !6
  %53 = add nsw i32 %52, %51
  %54 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %53, ptr %54, align 4, !tbaa !6
  %55 = getelementptr inbounds i8, ptr %1, i64 44
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = load i32, ptr %1, align 4, !tbaa !6
  %58 = add nsw i32 %57, %56
  %59 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %58, ptr %59, align 4, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %1, i64 48
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = load i32, ptr %1, align 4, !tbaa !6
  %63 = add nsw i32 %62, %61
  %64 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 %63, ptr %64, align 4, !tbaa !6
  %65 = getelementptr inbounds i8, ptr %1, i64 52
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = load i32, ptr %1, align 4, !tbaa !6
  %68 = add nsw i32 %67, %66
  %69 = getelementptr inbounds i8, ptr %0, i64 52
  store i32 %68, ptr %69, align 4, !tbaa !6
  %70 = getelementptr inbounds i8, ptr %1, i64 56
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = load i32, ptr %1, align 4, !tbaa !6
  %73 = add nsw i32 %72, %71
  %74 = getelementptr inbounds i8, ptr %0, i64 56
  store i32 %73, ptr %74, align 4, !tbaa !6
  %75 = getelementptr inbounds i8, ptr %1, i64 60
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = load i32, ptr %1, align 4, !tbaa !6
  %78 = add nsw i32 %77, %76
  %79 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 %78, ptr %79, align 4, !tbaa !6
  %80 = getelementptr inbounds i8, ptr %1, i64 64
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = load i32, ptr %1, align 4, !tbaa !6
  %83 = add nsw i32 %82, %81
  %84 = getelementptr inbounds i8, ptr %0, i64 64
  store i32 %83, ptr %84, align 4, !tbaa !6
  %85 = getelementptr inbounds i8, ptr %1, i64 68
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = load i32, ptr %1, align 4, !tbaa !6
  %88 = add nsw i32 %87, %86
  %89 = getelementptr inbounds i8, ptr %0, i64 68
  store i32 %88, ptr %89, align 4, !tbaa !6
  %90 = getelementptr inbounds i8, ptr %1, i64 72
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = load i32, ptr %1, align 4, !tbaa !6
  %93 = add nsw i32 %92, %91
  %94 = getelementptr inbounds i8, ptr %0, i64 72
  store i32 %93, ptr %94, align 4, !tbaa !6
  %95 = getelementptr inbounds i8, ptr %1, i64 76
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = load i32, ptr %1, align 4, !tbaa !6
  %98 = add nsw i32 %97, %96
  %99 = getelementptr inbounds i8, ptr %0, i64 76
  store i32 %98, ptr %99, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @punned() unnamed_addr #5 {
  ret i32 -1071644672
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !12, i64 2}
!11 = !{!"", !7, i64 0, !7, i64 0, !12, i64 2}
!12 = !{!"short", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
