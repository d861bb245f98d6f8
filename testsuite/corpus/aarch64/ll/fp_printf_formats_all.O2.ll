; ModuleID = 'programs/fp_printf_formats_all.c'
source_filename = "programs/fp_printf_formats_all.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.d = private unnamed_addr constant [17 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 0x419D6F3454800000, double 1.000000e-05, double 1.000000e+21, double 1.000000e+300, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 0x7FF0000000000000, double 0xFFF0000000000000, double 2.500000e+00, double 3.500000e+00, double 1.234560e-04], align 8
@.str = private unnamed_addr constant [69 x i8] c"[%a] [%e] [%.3f] [%g] [%+.10g] [%#.0f] [%012.4e] [%-12.3g|] [% .2e]\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"nan: [%f] [%e] [%g] [%a] [%5.1f]\0A\00", align 1
@__const.main.l = private unnamed_addr constant [13 x fp128] [fp128 0xL00000000000000000000000000000000, fp128 0xL00000000000000008000000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL999999999999999A3FFB999999999999, fp128 0xL0000000000000000C000600000000000, fp128 0xL0B8049732D11A23D0C17387AE70C9E70, fp128 0xL18C21AB905450CC373E6A3750647FCAB, fp128 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 0xL00000000000000000001000000000000, fp128 0xL00000000000000010000000000000000, fp128 0xL00000000000000003F8F000000000000, fp128 0xL15A4000000000000403E56A95319D63E, fp128 0xL00000000000000007FFF000000000000], align 16
@.str.2 = private unnamed_addr constant [38 x i8] c"L[%La] [%Le] [%.25Lg] [%Lg] [%+.3Le]\0A\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"L fixed: [%Lf] [%.30Lf] [%20.5Lf]\0A\00", align 1
@__const.main.f = private unnamed_addr constant [6 x float] [float 0x3FB99999A0000000, float 0x3FD5555560000000, float 0x47EFFFFFE0000000, float 0x3810000000000000, float 0x36A0000000000000, float 0xC170000000000000], align 4
@.str.4 = private unnamed_addr constant [19 x i8] c"f[%a] [%.9g] [%e]\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"[%*.*f] [%*.*Le] \00", align 1
@.str.7 = private unnamed_addr constant [49 x i8] c"%d %f %ld %Lf %u %e %lld %Lg %c %g %s %La %x %a\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"eleven\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [17 x double], align 8
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  %5 = alloca fp128, align 16
  %6 = alloca fp128, align 16
  %7 = alloca fp128, align 16
  %8 = alloca fp128, align 16
  %9 = alloca fp128, align 16
  %10 = alloca fp128, align 16
  %11 = alloca fp128, align 16
  %12 = alloca fp128, align 16
  %13 = alloca fp128, align 16
  %14 = alloca fp128, align 16
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %1, ptr align 8 @__const.main.d, i64 136, i1 true)
  br label %177

21:                                               ; preds = %194
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  %23 = load volatile fp128, ptr @__const.main.l, align 16
  store volatile fp128 %23, ptr %2, align 16
  %24 = load volatile fp128, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 16), align 16
  store volatile fp128 %24, ptr %3, align 16
  %25 = load volatile fp128, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 32), align 16
  store volatile fp128 %25, ptr %4, align 16
  %26 = load volatile fp128, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 48), align 16
  store volatile fp128 %26, ptr %5, align 16
  %27 = load volatile fp128, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 64), align 16
  store volatile fp128 %27, ptr %6, align 16
  %28 = load volatile fp128, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 80), align 16
  store volatile fp128 %28, ptr %7, align 16
  %29 = load volatile fp128, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 96), align 16
  store volatile fp128 %29, ptr %8, align 16
  %30 = load volatile fp128, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 112), align 16
  store volatile fp128 %30, ptr %9, align 16
  %31 = load volatile fp128, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 128), align 16
  store volatile fp128 %31, ptr %10, align 16
  %32 = load volatile fp128, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 144), align 16
  store volatile fp128 %32, ptr %11, align 16
  %33 = load volatile fp128, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 160), align 16
  store volatile fp128 %33, ptr %12, align 16
  %34 = load volatile fp128, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 176), align 16
  store volatile fp128 %34, ptr %13, align 16
  %35 = load volatile fp128, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 192), align 16
  store volatile fp128 %35, ptr %14, align 16
  %36 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %37 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %38 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %39 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %40 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %36, fp128 noundef %37, fp128 noundef %38, fp128 noundef %39, fp128 noundef %40)
  %42 = load volatile fp128, ptr %3, align 16, !tbaa !6
  %43 = load volatile fp128, ptr %3, align 16, !tbaa !6
  %44 = load volatile fp128, ptr %3, align 16, !tbaa !6
  %45 = load volatile fp128, ptr %3, align 16, !tbaa !6
  %46 = load volatile fp128, ptr %3, align 16, !tbaa !6
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %42, fp128 noundef %43, fp128 noundef %44, fp128 noundef %45, fp128 noundef %46)
  %48 = load volatile fp128, ptr %4, align 16, !tbaa !6
  %49 = load volatile fp128, ptr %4, align 16, !tbaa !6
  %50 = load volatile fp128, ptr %4, align 16, !tbaa !6
  %51 = load volatile fp128, ptr %4, align 16, !tbaa !6
  %52 = load volatile fp128, ptr %4, align 16, !tbaa !6
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %48, fp128 noundef %49, fp128 noundef %50, fp128 noundef %51, fp128 noundef %52)
  %54 = load volatile fp128, ptr %5, align 16, !tbaa !6
  %55 = load volatile fp128, ptr %5, align 16, !tbaa !6
  %56 = load volatile fp128, ptr %5, align 16, !tbaa !6
  %57 = load volatile fp128, ptr %5, align 16, !tbaa !6
  %58 = load volatile fp128, ptr %5, align 16, !tbaa !6
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %54, fp128 noundef %55, fp128 noundef %56, fp128 noundef %57, fp128 noundef %58)
  %60 = load volatile fp128, ptr %6, align 16, !tbaa !6
  %61 = load volatile fp128, ptr %6, align 16, !tbaa !6
  %62 = load volatile fp128, ptr %6, align 16, !tbaa !6
  %63 = load volatile fp128, ptr %6, align 16, !tbaa !6
  %64 = load volatile fp128, ptr %6, align 16, !tbaa !6
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %60, fp128 noundef %61, fp128 noundef %62, fp128 noundef %63, fp128 noundef %64)
  %66 = load volatile fp128, ptr %7, align 16, !tbaa !6
  %67 = load volatile fp128, ptr %7, align 16, !tbaa !6
  %68 = load volatile fp128, ptr %7, align 16, !tbaa !6
  %69 = load volatile fp128, ptr %7, align 16, !tbaa !6
  %70 = load volatile fp128, ptr %7, align 16, !tbaa !6
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %66, fp128 noundef %67, fp128 noundef %68, fp128 noundef %69, fp128 noundef %70)
  %72 = load volatile fp128, ptr %8, align 16, !tbaa !6
  %73 = load volatile fp128, ptr %8, align 16, !tbaa !6
  %74 = load volatile fp128, ptr %8, align 16, !tbaa !6
  %75 = load volatile fp128, ptr %8, align 16, !tbaa !6
  %76 = load volatile fp128, ptr %8, align 16, !tbaa !6
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %72, fp128 noundef %73, fp128 noundef %74, fp128 noundef %75, fp128 noundef %76)
  %78 = load volatile fp128, ptr %9, align 16, !tbaa !6
  %79 = load volatile fp128, ptr %9, align 16, !tbaa !6
  %80 = load volatile fp128, ptr %9, align 16, !tbaa !6
  %81 = load volatile fp128, ptr %9, align 16, !tbaa !6
  %82 = load volatile fp128, ptr %9, align 16, !tbaa !6
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %78, fp128 noundef %79, fp128 noundef %80, fp128 noundef %81, fp128 noundef %82)
  %84 = load volatile fp128, ptr %10, align 16, !tbaa !6
  %85 = load volatile fp128, ptr %10, align 16, !tbaa !6
  %86 = load volatile fp128, ptr %10, align 16, !tbaa !6
  %87 = load volatile fp128, ptr %10, align 16, !tbaa !6
  %88 = load volatile fp128, ptr %10, align 16, !tbaa !6
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %84, fp128 noundef %85, fp128 noundef %86, fp128 noundef %87, fp128 noundef %88)
  %90 = load volatile fp128, ptr %11, align 16, !tbaa !6
  %91 = load volatile fp128, ptr %11, align 16, !tbaa !6
  %92 = load volatile fp128, ptr %11, align 16, !tbaa !6
  %93 = load volatile fp128, ptr %11, align 16, !tbaa !6
  %94 = load volatile fp128, ptr %11, align 16, !tbaa !6
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %90, fp128 noundef %91, fp128 noundef %92, fp128 noundef %93, fp128 noundef %94)
  %96 = load volatile fp128, ptr %12, align 16, !tbaa !6
  %97 = load volatile fp128, ptr %12, align 16, !tbaa !6
  %98 = load volatile fp128, ptr %12, align 16, !tbaa !6
  %99 = load volatile fp128, ptr %12, align 16, !tbaa !6
  %100 = load volatile fp128, ptr %12, align 16, !tbaa !6
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %96, fp128 noundef %97, fp128 noundef %98, fp128 noundef %99, fp128 noundef %100)
  %102 = load volatile fp128, ptr %13, align 16, !tbaa !6
  %103 = load volatile fp128, ptr %13, align 16, !tbaa !6
  %104 = load volatile fp128, ptr %13, align 16, !tbaa !6
  %105 = load volatile fp128, ptr %13, align 16, !tbaa !6
  %106 = load volatile fp128, ptr %13, align 16, !tbaa !6
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %102, fp128 noundef %103, fp128 noundef %104, fp128 noundef %105, fp128 noundef %106)
  %108 = load volatile fp128, ptr %14, align 16, !tbaa !6
  %109 = load volatile fp128, ptr %14, align 16, !tbaa !6
  %110 = load volatile fp128, ptr %14, align 16, !tbaa !6
  %111 = load volatile fp128, ptr %14, align 16, !tbaa !6
  %112 = load volatile fp128, ptr %14, align 16, !tbaa !6
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %108, fp128 noundef %109, fp128 noundef %110, fp128 noundef %111, fp128 noundef %112)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef 0xL55555555555555553FFE555555555555, fp128 noundef 0xL6D9BE4CD74927914C00934A4584F4C6E)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20)
  %115 = load volatile float, ptr @__const.main.f, align 4
  store volatile float %115, ptr %15, align 4
  %116 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 4), align 4
  store volatile float %116, ptr %16, align 4
  %117 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 8), align 4
  store volatile float %117, ptr %17, align 4
  %118 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 12), align 4
  store volatile float %118, ptr %18, align 4
  %119 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 16), align 4
  store volatile float %119, ptr %19, align 4
  %120 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 20), align 4
  store volatile float %120, ptr %20, align 4
  %121 = load volatile float, ptr %15, align 4, !tbaa !10
  %122 = fpext float %121 to double
  %123 = load volatile float, ptr %15, align 4, !tbaa !10
  %124 = fpext float %123 to double
  %125 = load volatile float, ptr %15, align 4, !tbaa !10
  %126 = fpext float %125 to double
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %122, double noundef %124, double noundef %126)
  %128 = load volatile float, ptr %16, align 4, !tbaa !10
  %129 = fpext float %128 to double
  %130 = load volatile float, ptr %16, align 4, !tbaa !10
  %131 = fpext float %130 to double
  %132 = load volatile float, ptr %16, align 4, !tbaa !10
  %133 = fpext float %132 to double
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %129, double noundef %131, double noundef %133)
  %135 = load volatile float, ptr %17, align 4, !tbaa !10
  %136 = fpext float %135 to double
  %137 = load volatile float, ptr %17, align 4, !tbaa !10
  %138 = fpext float %137 to double
  %139 = load volatile float, ptr %17, align 4, !tbaa !10
  %140 = fpext float %139 to double
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %136, double noundef %138, double noundef %140)
  %142 = load volatile float, ptr %18, align 4, !tbaa !10
  %143 = fpext float %142 to double
  %144 = load volatile float, ptr %18, align 4, !tbaa !10
  %145 = fpext float %144 to double
  %146 = load volatile float, ptr %18, align 4, !tbaa !10
  %147 = fpext float %146 to double
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %143, double noundef %145, double noundef %147)
  %149 = load volatile float, ptr %19, align 4, !tbaa !10
  %150 = fpext float %149 to double
  %151 = load volatile float, ptr %19, align 4, !tbaa !10
  %152 = fpext float %151 to double
  %153 = load volatile float, ptr %19, align 4, !tbaa !10
  %154 = fpext float %153 to double
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %150, double noundef %152, double noundef %154)
  %156 = load volatile float, ptr %20, align 4, !tbaa !10
  %157 = fpext float %156 to double
  %158 = load volatile float, ptr %20, align 4, !tbaa !10
  %159 = fpext float %158 to double
  %160 = load volatile float, ptr %20, align 4, !tbaa !10
  %161 = fpext float %160 to double
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %157, double noundef %159, double noundef %161)
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 0, double noundef 0x400921FB54442D11, i32 noundef 0, i32 noundef 0, fp128 noundef 0xL95355F0AE836C87840005BF0A8B14576)
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 5, double noundef 0x400921FB54442D11, i32 noundef 0, i32 noundef 5, fp128 noundef 0xL95355F0AE836C87840005BF0A8B14576)
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 10, double noundef 0x400921FB54442D11, i32 noundef 0, i32 noundef 10, fp128 noundef 0xL95355F0AE836C87840005BF0A8B14576)
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, i32 noundef 0, double noundef 0x400921FB54442D11, i32 noundef 6, i32 noundef 0, fp128 noundef 0xL95355F0AE836C87840005BF0A8B14576)
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, i32 noundef 5, double noundef 0x400921FB54442D11, i32 noundef 6, i32 noundef 5, fp128 noundef 0xL95355F0AE836C87840005BF0A8B14576)
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, i32 noundef 10, double noundef 0x400921FB54442D11, i32 noundef 6, i32 noundef 10, fp128 noundef 0xL95355F0AE836C87840005BF0A8B14576)
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 12, i32 noundef 0, double noundef 0x400921FB54442D11, i32 noundef 12, i32 noundef 0, fp128 noundef 0xL95355F0AE836C87840005BF0A8B14576)
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 12, i32 noundef 5, double noundef 0x400921FB54442D11, i32 noundef 12, i32 noundef 5, fp128 noundef 0xL95355F0AE836C87840005BF0A8B14576)
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 12, i32 noundef 10, double noundef 0x400921FB54442D11, i32 noundef 12, i32 noundef 10, fp128 noundef 0xL95355F0AE836C87840005BF0A8B14576)
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 18, i32 noundef 0, double noundef 0x400921FB54442D11, i32 noundef 18, i32 noundef 0, fp128 noundef 0xL95355F0AE836C87840005BF0A8B14576)
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 18, i32 noundef 5, double noundef 0x400921FB54442D11, i32 noundef 18, i32 noundef 5, fp128 noundef 0xL95355F0AE836C87840005BF0A8B14576)
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 18, i32 noundef 10, double noundef 0x400921FB54442D11, i32 noundef 18, i32 noundef 10, fp128 noundef 0xL95355F0AE836C87840005BF0A8B14576)
  %175 = tail call i32 @putchar(i32 10)
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, double noundef 2.500000e+00, i64 noundef 3, fp128 noundef 0xL00000000000000004001100000000000, i32 noundef 5, double noundef 6.000000e+06, i64 noundef 7, fp128 noundef 0xL00000000000000004002040000000000, i32 noundef 57, double noundef 1.050000e+01, ptr noundef nonnull @.str.8, fp128 noundef 0xL00000000000000004002800000000000, i32 noundef 13, double noundef 1.400000e+01)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %1) #5
  ret i32 0

177:                                              ; preds = %0, %194
  %178 = phi i64 [ 0, %0 ], [ %200, %194 ]
  %179 = getelementptr inbounds [17 x double], ptr %1, i64 0, i64 %178
  %180 = load volatile double, ptr %179, align 8, !tbaa !12
  %181 = load volatile double, ptr %179, align 8, !tbaa !12
  %182 = load volatile double, ptr %179, align 8, !tbaa !12
  %183 = fcmp ogt double %182, 1.000000e+30
  br i1 %183, label %186, label %184

184:                                              ; preds = %177
  %185 = load volatile double, ptr %179, align 8, !tbaa !12
  br label %186

186:                                              ; preds = %177, %184
  %187 = phi double [ %185, %184 ], [ 0.000000e+00, %177 ]
  %188 = load volatile double, ptr %179, align 8, !tbaa !12
  %189 = load volatile double, ptr %179, align 8, !tbaa !12
  %190 = load volatile double, ptr %179, align 8, !tbaa !12
  %191 = fcmp ogt double %190, 1.000000e+30
  br i1 %191, label %194, label %192

192:                                              ; preds = %186
  %193 = load volatile double, ptr %179, align 8, !tbaa !12
  br label %194

194:                                              ; preds = %186, %192
  %195 = phi double [ %193, %192 ], [ 1.000000e+00, %186 ]
  %196 = load volatile double, ptr %179, align 8, !tbaa !12
  %197 = load volatile double, ptr %179, align 8, !tbaa !12
  %198 = load volatile double, ptr %179, align 8, !tbaa !12
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %180, double noundef %181, double noundef %187, double noundef %188, double noundef %189, double noundef %195, double noundef %196, double noundef %197, double noundef %198)
  %200 = add nuw nsw i64 %178, 1
  %201 = icmp eq i64 %200, 17
  br i1 %201, label %21, label %177, !llvm.loop !14
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

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
!11 = !{!"float", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
