; ModuleID = 'programs/fp_printf_formats_all.c'
source_filename = "programs/fp_printf_formats_all.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.d = private unnamed_addr constant [17 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 0x419D6F3454800000, double 1.000000e-05, double 1.000000e+21, double 1.000000e+300, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 0x7FF0000000000000, double 0xFFF0000000000000, double 2.500000e+00, double 3.500000e+00, double 1.234560e-04], align 16
@.str = private unnamed_addr constant [69 x i8] c"[%a] [%e] [%.3f] [%g] [%+.10g] [%#.0f] [%012.4e] [%-12.3g|] [% .2e]\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"nan: [%f] [%e] [%g] [%a] [%5.1f]\0A\00", align 1
@__const.main.l = private unnamed_addr constant [13 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK80000000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 0xKC000B000000000000000, x86_fp80 0xK0C179C3D73864F3805C0, x86_fp80 0xK73E6D1BA8323FE558C61, x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 0xK00018000000000000000, x86_fp80 0xK00000000000000000001, x86_fp80 0xK3FC08000000000000000, x86_fp80 0xK403EAB54A98CEB1F0AD2, x86_fp80 0xK7FFF8000000000000000], align 16
@.str.2 = private unnamed_addr constant [38 x i8] c"L[%La] [%Le] [%.25Lg] [%Lg] [%+.3Le]\0A\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"L fixed: [%Lf] [%.30Lf] [%20.5Lf]\0A\00", align 1
@__const.main.f = private unnamed_addr constant [6 x float] [float 0x3FB99999A0000000, float 0x3FD5555560000000, float 0x47EFFFFFE0000000, float 0x3810000000000000, float 0x36A0000000000000, float 0xC170000000000000], align 16
@.str.4 = private unnamed_addr constant [19 x i8] c"f[%a] [%.9g] [%e]\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"[%*.*f] [%*.*Le] \00", align 1
@.str.7 = private unnamed_addr constant [49 x i8] c"%d %f %ld %Lf %u %e %lld %Lg %c %g %s %La %x %a\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"eleven\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [17 x double], align 16
  %2 = alloca x86_fp80, align 16
  %3 = alloca [6 x i8], align 2
  %4 = alloca x86_fp80, align 16
  %5 = alloca [6 x i8], align 2
  %6 = alloca x86_fp80, align 16
  %7 = alloca [6 x i8], align 2
  %8 = alloca x86_fp80, align 16
  %9 = alloca [6 x i8], align 2
  %10 = alloca x86_fp80, align 16
  %11 = alloca [6 x i8], align 2
  %12 = alloca x86_fp80, align 16
  %13 = alloca [6 x i8], align 2
  %14 = alloca x86_fp80, align 16
  %15 = alloca [6 x i8], align 2
  %16 = alloca x86_fp80, align 16
  %17 = alloca [6 x i8], align 2
  %18 = alloca x86_fp80, align 16
  %19 = alloca [6 x i8], align 2
  %20 = alloca x86_fp80, align 16
  %21 = alloca [6 x i8], align 2
  %22 = alloca x86_fp80, align 16
  %23 = alloca [6 x i8], align 2
  %24 = alloca x86_fp80, align 16
  %25 = alloca [6 x i8], align 2
  %26 = alloca x86_fp80, align 16
  %27 = alloca [6 x i8], align 2
  %28 = alloca float, align 16
  %29 = alloca float, align 4
  %30 = alloca float, align 8
  %31 = alloca float, align 4
  %32 = alloca float, align 16
  %33 = alloca float, align 4
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.d, i64 136, i1 true)
  br label %190

34:                                               ; preds = %207
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %27)
  %36 = load volatile x86_fp80, ptr @__const.main.l, align 16
  store volatile x86_fp80 %36, ptr %2, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %3, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 10), i64 6, i1 true)
  %37 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 16), align 16
  store volatile x86_fp80 %37, ptr %4, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %5, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 26), i64 6, i1 true)
  %38 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 32), align 16
  store volatile x86_fp80 %38, ptr %6, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %7, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 42), i64 6, i1 true)
  %39 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 48), align 16
  store volatile x86_fp80 %39, ptr %8, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %9, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 58), i64 6, i1 true)
  %40 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 64), align 16
  store volatile x86_fp80 %40, ptr %10, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %11, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 74), i64 6, i1 true)
  %41 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 80), align 16
  store volatile x86_fp80 %41, ptr %12, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %13, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 90), i64 6, i1 true)
  %42 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 96), align 16
  store volatile x86_fp80 %42, ptr %14, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %15, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 106), i64 6, i1 true)
  %43 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 112), align 16
  store volatile x86_fp80 %43, ptr %16, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %17, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 122), i64 6, i1 true)
  %44 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 128), align 16
  store volatile x86_fp80 %44, ptr %18, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %19, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 138), i64 6, i1 true)
  %45 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 144), align 16
  store volatile x86_fp80 %45, ptr %20, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %21, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 154), i64 6, i1 true)
  %46 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 160), align 16
  store volatile x86_fp80 %46, ptr %22, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %23, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 170), i64 6, i1 true)
  %47 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 176), align 16
  store volatile x86_fp80 %47, ptr %24, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %25, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 186), i64 6, i1 true)
  %48 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 192), align 16
  store volatile x86_fp80 %48, ptr %26, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %27, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 202), i64 6, i1 true)
  %49 = load volatile x86_fp80, ptr %2, align 16, !tbaa !5
  %50 = load volatile x86_fp80, ptr %2, align 16, !tbaa !5
  %51 = load volatile x86_fp80, ptr %2, align 16, !tbaa !5
  %52 = load volatile x86_fp80, ptr %2, align 16, !tbaa !5
  %53 = load volatile x86_fp80, ptr %2, align 16, !tbaa !5
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %49, x86_fp80 noundef %50, x86_fp80 noundef %51, x86_fp80 noundef %52, x86_fp80 noundef %53)
  %55 = load volatile x86_fp80, ptr %4, align 16, !tbaa !5
  %56 = load volatile x86_fp80, ptr %4, align 16, !tbaa !5
  %57 = load volatile x86_fp80, ptr %4, align 16, !tbaa !5
  %58 = load volatile x86_fp80, ptr %4, align 16, !tbaa !5
  %59 = load volatile x86_fp80, ptr %4, align 16, !tbaa !5
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %55, x86_fp80 noundef %56, x86_fp80 noundef %57, x86_fp80 noundef %58, x86_fp80 noundef %59)
  %61 = load volatile x86_fp80, ptr %6, align 16, !tbaa !5
  %62 = load volatile x86_fp80, ptr %6, align 16, !tbaa !5
  %63 = load volatile x86_fp80, ptr %6, align 16, !tbaa !5
  %64 = load volatile x86_fp80, ptr %6, align 16, !tbaa !5
  %65 = load volatile x86_fp80, ptr %6, align 16, !tbaa !5
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %61, x86_fp80 noundef %62, x86_fp80 noundef %63, x86_fp80 noundef %64, x86_fp80 noundef %65)
  %67 = load volatile x86_fp80, ptr %8, align 16, !tbaa !5
  %68 = load volatile x86_fp80, ptr %8, align 16, !tbaa !5
  %69 = load volatile x86_fp80, ptr %8, align 16, !tbaa !5
  %70 = load volatile x86_fp80, ptr %8, align 16, !tbaa !5
  %71 = load volatile x86_fp80, ptr %8, align 16, !tbaa !5
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %67, x86_fp80 noundef %68, x86_fp80 noundef %69, x86_fp80 noundef %70, x86_fp80 noundef %71)
  %73 = load volatile x86_fp80, ptr %10, align 16, !tbaa !5
  %74 = load volatile x86_fp80, ptr %10, align 16, !tbaa !5
  %75 = load volatile x86_fp80, ptr %10, align 16, !tbaa !5
  %76 = load volatile x86_fp80, ptr %10, align 16, !tbaa !5
  %77 = load volatile x86_fp80, ptr %10, align 16, !tbaa !5
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %73, x86_fp80 noundef %74, x86_fp80 noundef %75, x86_fp80 noundef %76, x86_fp80 noundef %77)
  %79 = load volatile x86_fp80, ptr %12, align 16, !tbaa !5
  %80 = load volatile x86_fp80, ptr %12, align 16, !tbaa !5
  %81 = load volatile x86_fp80, ptr %12, align 16, !tbaa !5
  %82 = load volatile x86_fp80, ptr %12, align 16, !tbaa !5
  %83 = load volatile x86_fp80, ptr %12, align 16, !tbaa !5
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %79, x86_fp80 noundef %80, x86_fp80 noundef %81, x86_fp80 noundef %82, x86_fp80 noundef %83)
  %85 = load volatile x86_fp80, ptr %14, align 16, !tbaa !5
  %86 = load volatile x86_fp80, ptr %14, align 16, !tbaa !5
  %87 = load volatile x86_fp80, ptr %14, align 16, !tbaa !5
  %88 = load volatile x86_fp80, ptr %14, align 16, !tbaa !5
  %89 = load volatile x86_fp80, ptr %14, align 16, !tbaa !5
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %85, x86_fp80 noundef %86, x86_fp80 noundef %87, x86_fp80 noundef %88, x86_fp80 noundef %89)
  %91 = load volatile x86_fp80, ptr %16, align 16, !tbaa !5
  %92 = load volatile x86_fp80, ptr %16, align 16, !tbaa !5
  %93 = load volatile x86_fp80, ptr %16, align 16, !tbaa !5
  %94 = load volatile x86_fp80, ptr %16, align 16, !tbaa !5
  %95 = load volatile x86_fp80, ptr %16, align 16, !tbaa !5
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %91, x86_fp80 noundef %92, x86_fp80 noundef %93, x86_fp80 noundef %94, x86_fp80 noundef %95)
  %97 = load volatile x86_fp80, ptr %18, align 16, !tbaa !5
  %98 = load volatile x86_fp80, ptr %18, align 16, !tbaa !5
  %99 = load volatile x86_fp80, ptr %18, align 16, !tbaa !5
  %100 = load volatile x86_fp80, ptr %18, align 16, !tbaa !5
  %101 = load volatile x86_fp80, ptr %18, align 16, !tbaa !5
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %97, x86_fp80 noundef %98, x86_fp80 noundef %99, x86_fp80 noundef %100, x86_fp80 noundef %101)
  %103 = load volatile x86_fp80, ptr %20, align 16, !tbaa !5
  %104 = load volatile x86_fp80, ptr %20, align 16, !tbaa !5
  %105 = load volatile x86_fp80, ptr %20, align 16, !tbaa !5
  %106 = load volatile x86_fp80, ptr %20, align 16, !tbaa !5
  %107 = load volatile x86_fp80, ptr %20, align 16, !tbaa !5
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %103, x86_fp80 noundef %104, x86_fp80 noundef %105, x86_fp80 noundef %106, x86_fp80 noundef %107)
  %109 = load volatile x86_fp80, ptr %22, align 16, !tbaa !5
  %110 = load volatile x86_fp80, ptr %22, align 16, !tbaa !5
  %111 = load volatile x86_fp80, ptr %22, align 16, !tbaa !5
  %112 = load volatile x86_fp80, ptr %22, align 16, !tbaa !5
  %113 = load volatile x86_fp80, ptr %22, align 16, !tbaa !5
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %109, x86_fp80 noundef %110, x86_fp80 noundef %111, x86_fp80 noundef %112, x86_fp80 noundef %113)
  %115 = load volatile x86_fp80, ptr %24, align 16, !tbaa !5
  %116 = load volatile x86_fp80, ptr %24, align 16, !tbaa !5
  %117 = load volatile x86_fp80, ptr %24, align 16, !tbaa !5
  %118 = load volatile x86_fp80, ptr %24, align 16, !tbaa !5
  %119 = load volatile x86_fp80, ptr %24, align 16, !tbaa !5
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %115, x86_fp80 noundef %116, x86_fp80 noundef %117, x86_fp80 noundef %118, x86_fp80 noundef %119)
  %121 = load volatile x86_fp80, ptr %26, align 16, !tbaa !5
  %122 = load volatile x86_fp80, ptr %26, align 16, !tbaa !5
  %123 = load volatile x86_fp80, ptr %26, align 16, !tbaa !5
  %124 = load volatile x86_fp80, ptr %26, align 16, !tbaa !5
  %125 = load volatile x86_fp80, ptr %26, align 16, !tbaa !5
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %121, x86_fp80 noundef %122, x86_fp80 noundef %123, x86_fp80 noundef %124, x86_fp80 noundef %125)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFEAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xKC0099A522C27A63736CE)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %33)
  %128 = load volatile float, ptr @__const.main.f, align 16
  store volatile float %128, ptr %28, align 16
  %129 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 4), align 4
  store volatile float %129, ptr %29, align 4
  %130 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 8), align 8
  store volatile float %130, ptr %30, align 8
  %131 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 12), align 4
  store volatile float %131, ptr %31, align 4
  %132 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 16), align 16
  store volatile float %132, ptr %32, align 16
  %133 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 20), align 4
  store volatile float %133, ptr %33, align 4
  %134 = load volatile float, ptr %28, align 16, !tbaa !9
  %135 = fpext float %134 to double
  %136 = load volatile float, ptr %28, align 16, !tbaa !9
  %137 = fpext float %136 to double
  %138 = load volatile float, ptr %28, align 16, !tbaa !9
  %139 = fpext float %138 to double
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %135, double noundef %137, double noundef %139)
  %141 = load volatile float, ptr %29, align 4, !tbaa !9
  %142 = fpext float %141 to double
  %143 = load volatile float, ptr %29, align 4, !tbaa !9
  %144 = fpext float %143 to double
  %145 = load volatile float, ptr %29, align 4, !tbaa !9
  %146 = fpext float %145 to double
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %142, double noundef %144, double noundef %146)
  %148 = load volatile float, ptr %30, align 8, !tbaa !9
  %149 = fpext float %148 to double
  %150 = load volatile float, ptr %30, align 8, !tbaa !9
  %151 = fpext float %150 to double
  %152 = load volatile float, ptr %30, align 8, !tbaa !9
  %153 = fpext float %152 to double
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %149, double noundef %151, double noundef %153)
  %155 = load volatile float, ptr %31, align 4, !tbaa !9
  %156 = fpext float %155 to double
  %157 = load volatile float, ptr %31, align 4, !tbaa !9
  %158 = fpext float %157 to double
  %159 = load volatile float, ptr %31, align 4, !tbaa !9
  %160 = fpext float %159 to double
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %156, double noundef %158, double noundef %160)
  %162 = load volatile float, ptr %32, align 16, !tbaa !9
  %163 = fpext float %162 to double
  %164 = load volatile float, ptr %32, align 16, !tbaa !9
  %165 = fpext float %164 to double
  %166 = load volatile float, ptr %32, align 16, !tbaa !9
  %167 = fpext float %166 to double
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %163, double noundef %165, double noundef %167)
  %169 = load volatile float, ptr %33, align 4, !tbaa !9
  %170 = fpext float %169 to double
  %171 = load volatile float, ptr %33, align 4, !tbaa !9
  %172 = fpext float %171 to double
  %173 = load volatile float, ptr %33, align 4, !tbaa !9
  %174 = fpext float %173 to double
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %170, double noundef %172, double noundef %174)
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 0, double noundef 0x400921FB54442D11, i32 noundef 0, i32 noundef 0, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B)
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 5, double noundef 0x400921FB54442D11, i32 noundef 0, i32 noundef 5, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B)
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 10, double noundef 0x400921FB54442D11, i32 noundef 0, i32 noundef 10, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, i32 noundef 0, double noundef 0x400921FB54442D11, i32 noundef 6, i32 noundef 0, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B)
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, i32 noundef 5, double noundef 0x400921FB54442D11, i32 noundef 6, i32 noundef 5, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B)
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, i32 noundef 10, double noundef 0x400921FB54442D11, i32 noundef 6, i32 noundef 10, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B)
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 12, i32 noundef 0, double noundef 0x400921FB54442D11, i32 noundef 12, i32 noundef 0, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B)
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 12, i32 noundef 5, double noundef 0x400921FB54442D11, i32 noundef 12, i32 noundef 5, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B)
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 12, i32 noundef 10, double noundef 0x400921FB54442D11, i32 noundef 12, i32 noundef 10, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B)
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 18, i32 noundef 0, double noundef 0x400921FB54442D11, i32 noundef 18, i32 noundef 0, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B)
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 18, i32 noundef 5, double noundef 0x400921FB54442D11, i32 noundef 18, i32 noundef 5, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B)
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 18, i32 noundef 10, double noundef 0x400921FB54442D11, i32 noundef 18, i32 noundef 10, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B)
  %188 = tail call i32 @putchar(i32 10)
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, double noundef 2.500000e+00, i64 noundef 3, x86_fp80 noundef 0xK40018800000000000000, i32 noundef 5, double noundef 6.000000e+06, i64 noundef 7, x86_fp80 noundef 0xK40028200000000000000, i32 noundef 57, double noundef 1.050000e+01, ptr noundef nonnull @.str.8, x86_fp80 noundef 0xK4002C000000000000000, i32 noundef 13, double noundef 1.400000e+01)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %1) #5
  ret i32 0

190:                                              ; preds = %0, %207
  %191 = phi i64 [ 0, %0 ], [ %213, %207 ]
  %192 = getelementptr inbounds [17 x double], ptr %1, i64 0, i64 %191
  %193 = load volatile double, ptr %192, align 8, !tbaa !11
  %194 = load volatile double, ptr %192, align 8, !tbaa !11
  %195 = load volatile double, ptr %192, align 8, !tbaa !11
  %196 = fcmp ogt double %195, 1.000000e+30
  br i1 %196, label %199, label %197

197:                                              ; preds = %190
  %198 = load volatile double, ptr %192, align 8, !tbaa !11
  br label %199

199:                                              ; preds = %190, %197
  %200 = phi double [ %198, %197 ], [ 0.000000e+00, %190 ]
  %201 = load volatile double, ptr %192, align 8, !tbaa !11
  %202 = load volatile double, ptr %192, align 8, !tbaa !11
  %203 = load volatile double, ptr %192, align 8, !tbaa !11
  %204 = fcmp ogt double %203, 1.000000e+30
  br i1 %204, label %207, label %205

205:                                              ; preds = %199
  %206 = load volatile double, ptr %192, align 8, !tbaa !11
  br label %207

207:                                              ; preds = %199, %205
  %208 = phi double [ %206, %205 ], [ 1.000000e+00, %199 ]
  %209 = load volatile double, ptr %192, align 8, !tbaa !11
  %210 = load volatile double, ptr %192, align 8, !tbaa !11
  %211 = load volatile double, ptr %192, align 8, !tbaa !11
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %193, double noundef %194, double noundef %200, double noundef %201, double noundef %202, double noundef %208, double noundef %209, double noundef %210, double noundef %211)
  %213 = add nuw nsw i64 %191, 1
  %214 = icmp eq i64 %213, 17
  br i1 %214, label %34, label %190, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
