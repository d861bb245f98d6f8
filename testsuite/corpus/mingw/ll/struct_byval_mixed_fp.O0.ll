; ModuleID = 'programs/struct_byval_mixed_fp.c'
source_filename = "programs/struct_byval_mixed_fp.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.F1 = type { float }
%struct.F2 = type { float, float }
%struct.F3 = type { float, float, float }
%struct.F4 = type { float, float, float, float }
%struct.F5 = type { float, float, float, float, float }
%struct.D1 = type { double }
%struct.D2 = type { double, double }
%struct.D3 = type { double, double, double }
%struct.D4 = type { double, double, double, double }
%struct.FI = type { float, i32 }
%struct.IFD = type { i32, float, double }
%struct.DI = type { double, i32 }
%struct.CD = type { i8, double }
%struct.FCSD = type { float, i8, i16, double }
%struct.LD1 = type { x86_fp80 }
%struct.LDI = type { x86_fp80, i32 }
%struct.FAD = type { [2 x float], double }
%struct.NESTF = type { %struct.anon, %struct.anon.0 }
%struct.anon = type { float, float }
%struct.anon.0 = type { float }
%struct.DF = type { double, float }
%struct.CZ = type { { double, double } }

@.str = private unnamed_addr constant [7 x i8] c"F1 %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"F2 %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"F3 %g %g %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"F4 %g %g %g %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"F5 %g %g %g %g %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"D1 %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"D2 %g %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"D3 %g %g %g\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"D4 %g %g %g %g\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"FI %g %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"IFD %d %g %g\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"DI %g %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"CD %c %g\0A\00", align 1
@.str.13 = private unnamed_addr constant [18 x i8] c"FCSD %g %c %d %g\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"LD1 %.20Lg\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"LDI %Lg %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [14 x i8] c"FAD %g %g %g\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"NESTF %g %g %g\0A\00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"DF %g %g\0A\00", align 1
@.str.19 = private unnamed_addr constant [10 x i8] c"CZ %g %g\0A\00", align 1
@.str.20 = private unnamed_addr constant [9 x i8] c"many %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.F1, align 4
  %3 = alloca %struct.F1, align 4
  %4 = alloca %struct.F2, align 4
  %5 = alloca %struct.F2, align 4
  %6 = alloca %struct.F3, align 4
  %7 = alloca %struct.F3, align 4
  %8 = alloca %struct.F3, align 4
  %9 = alloca %struct.F4, align 4
  %10 = alloca %struct.F4, align 4
  %11 = alloca %struct.F4, align 4
  %12 = alloca %struct.F5, align 4
  %13 = alloca %struct.F5, align 4
  %14 = alloca %struct.F5, align 4
  %15 = alloca %struct.D1, align 8
  %16 = alloca %struct.D1, align 8
  %17 = alloca %struct.D2, align 8
  %18 = alloca %struct.D2, align 8
  %19 = alloca %struct.D2, align 8
  %20 = alloca %struct.D3, align 8
  %21 = alloca %struct.D3, align 8
  %22 = alloca %struct.D3, align 8
  %23 = alloca %struct.D4, align 8
  %24 = alloca %struct.D4, align 8
  %25 = alloca %struct.D4, align 8
  %26 = alloca %struct.FI, align 4
  %27 = alloca %struct.FI, align 4
  %28 = alloca %struct.IFD, align 8
  %29 = alloca %struct.IFD, align 8
  %30 = alloca %struct.IFD, align 8
  %31 = alloca %struct.DI, align 8
  %32 = alloca %struct.DI, align 8
  %33 = alloca %struct.DI, align 8
  %34 = alloca %struct.CD, align 8
  %35 = alloca %struct.CD, align 8
  %36 = alloca %struct.CD, align 8
  %37 = alloca %struct.FCSD, align 8
  %38 = alloca %struct.FCSD, align 8
  %39 = alloca %struct.FCSD, align 8
  %40 = alloca %struct.LD1, align 16
  %41 = alloca %struct.LD1, align 16
  %42 = alloca %struct.LD1, align 16
  %43 = alloca x86_fp80, align 16
  %44 = alloca %struct.LDI, align 16
  %45 = alloca %struct.LDI, align 16
  %46 = alloca %struct.LDI, align 16
  %47 = alloca x86_fp80, align 16
  %48 = alloca %struct.FAD, align 8
  %49 = alloca %struct.FAD, align 8
  %50 = alloca %struct.FAD, align 8
  %51 = alloca %struct.NESTF, align 4
  %52 = alloca %struct.NESTF, align 4
  %53 = alloca %struct.NESTF, align 4
  %54 = alloca %struct.DF, align 8
  %55 = alloca %struct.DF, align 8
  %56 = alloca %struct.DF, align 8
  %57 = alloca %struct.CZ, align 8
  %58 = alloca %struct.CZ, align 8
  %59 = alloca %struct.CZ, align 8
  %60 = alloca double, align 8
  %61 = alloca %struct.F2, align 4
  %62 = alloca %struct.D2, align 8
  %63 = alloca %struct.FI, align 4
  %64 = alloca %struct.DI, align 8
  %65 = alloca %struct.F4, align 4
  %66 = alloca %struct.D1, align 8
  %67 = alloca %struct.IFD, align 8
  %68 = alloca %struct.D2, align 8
  %69 = alloca %struct.F3, align 4
  %70 = alloca %struct.D4, align 8
  %71 = alloca %struct.D2, align 8
  %72 = alloca %struct.DI, align 8
  %73 = alloca %struct.F4, align 4
  %74 = alloca %struct.IFD, align 8
  %75 = alloca %struct.D2, align 8
  %76 = alloca %struct.F3, align 4
  %77 = alloca %struct.D4, align 8
  store i32 0, ptr %1, align 4
  %78 = getelementptr inbounds %struct.F1, ptr %3, i32 0, i32 0
  store float 1.500000e+00, ptr %78, align 4
  %79 = getelementptr inbounds %struct.F1, ptr %3, i32 0, i32 0
  %80 = load i32, ptr %79, align 4
  %81 = call i32 @f1(i32 %80)
  %82 = getelementptr inbounds %struct.F1, ptr %2, i32 0, i32 0
  store i32 %81, ptr %82, align 4
  %83 = getelementptr inbounds %struct.F1, ptr %2, i32 0, i32 0
  %84 = load float, ptr %83, align 4
  %85 = fpext float %84 to double
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %85)
  %87 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 0
  store float 1.000000e+00, ptr %87, align 4
  %88 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 1
  store float 2.000000e+00, ptr %88, align 4
  %89 = load i64, ptr %5, align 4
  %90 = call i64 @f2(i64 %89)
  store i64 %90, ptr %4, align 4
  %91 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 0
  %92 = load float, ptr %91, align 4
  %93 = fpext float %92 to double
  %94 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 1
  %95 = load float, ptr %94, align 4
  %96 = fpext float %95 to double
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %93, double noundef %96)
  %98 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  store float 1.500000e+00, ptr %98, align 4
  %99 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 1
  store float 2.500000e+00, ptr %99, align 4
  %100 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 2
  store float 3.500000e+00, ptr %100, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %7, i64 12, i1 false)
  call void @f3(ptr dead_on_unwind writable sret(%struct.F3) align 4 %6, ptr noundef %8)
  %101 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 0
  %102 = load float, ptr %101, align 4
  %103 = fpext float %102 to double
  %104 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 1
  %105 = load float, ptr %104, align 4
  %106 = fpext float %105 to double
  %107 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 2
  %108 = load float, ptr %107, align 4
  %109 = fpext float %108 to double
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %103, double noundef %106, double noundef %109)
  %111 = getelementptr inbounds %struct.F4, ptr %10, i32 0, i32 0
  store float 1.000000e+00, ptr %111, align 4
  %112 = getelementptr inbounds %struct.F4, ptr %10, i32 0, i32 1
  store float 2.000000e+00, ptr %112, align 4
  %113 = getelementptr inbounds %struct.F4, ptr %10, i32 0, i32 2
  store float 3.000000e+00, ptr %113, align 4
  %114 = getelementptr inbounds %struct.F4, ptr %10, i32 0, i32 3
  store float 4.000000e+00, ptr %114, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %10, i64 16, i1 false)
  call void @f4(ptr dead_on_unwind writable sret(%struct.F4) align 4 %9, ptr noundef %11)
  %115 = getelementptr inbounds %struct.F4, ptr %9, i32 0, i32 0
  %116 = load float, ptr %115, align 4
  %117 = fpext float %116 to double
  %118 = getelementptr inbounds %struct.F4, ptr %9, i32 0, i32 1
  %119 = load float, ptr %118, align 4
  %120 = fpext float %119 to double
  %121 = getelementptr inbounds %struct.F4, ptr %9, i32 0, i32 2
  %122 = load float, ptr %121, align 4
  %123 = fpext float %122 to double
  %124 = getelementptr inbounds %struct.F4, ptr %9, i32 0, i32 3
  %125 = load float, ptr %124, align 4
  %126 = fpext float %125 to double
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %117, double noundef %120, double noundef %123, double noundef %126)
  %128 = getelementptr inbounds %struct.F5, ptr %13, i32 0, i32 0
  store float 1.000000e+00, ptr %128, align 4
  %129 = getelementptr inbounds %struct.F5, ptr %13, i32 0, i32 1
  store float 2.000000e+00, ptr %129, align 4
  %130 = getelementptr inbounds %struct.F5, ptr %13, i32 0, i32 2
  store float 3.000000e+00, ptr %130, align 4
  %131 = getelementptr inbounds %struct.F5, ptr %13, i32 0, i32 3
  store float 4.000000e+00, ptr %131, align 4
  %132 = getelementptr inbounds %struct.F5, ptr %13, i32 0, i32 4
  store float 5.000000e+00, ptr %132, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %13, i64 20, i1 false)
  call void @f5(ptr dead_on_unwind writable sret(%struct.F5) align 4 %12, ptr noundef %14)
  %133 = getelementptr inbounds %struct.F5, ptr %12, i32 0, i32 0
  %134 = load float, ptr %133, align 4
  %135 = fpext float %134 to double
  %136 = getelementptr inbounds %struct.F5, ptr %12, i32 0, i32 1
  %137 = load float, ptr %136, align 4
  %138 = fpext float %137 to double
  %139 = getelementptr inbounds %struct.F5, ptr %12, i32 0, i32 2
  %140 = load float, ptr %139, align 4
  %141 = fpext float %140 to double
  %142 = getelementptr inbounds %struct.F5, ptr %12, i32 0, i32 3
  %143 = load float, ptr %142, align 4
  %144 = fpext float %143 to double
  %145 = getelementptr inbounds %struct.F5, ptr %12, i32 0, i32 4
  %146 = load float, ptr %145, align 4
  %147 = fpext float %146 to double
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %135, double noundef %138, double noundef %141, double noundef %144, double noundef %147)
  %149 = getelementptr inbounds %struct.D1, ptr %16, i32 0, i32 0
  store double 2.250000e+00, ptr %149, align 8
  %150 = getelementptr inbounds %struct.D1, ptr %16, i32 0, i32 0
  %151 = load i64, ptr %150, align 8
  %152 = call i64 @d1(i64 %151)
  %153 = getelementptr inbounds %struct.D1, ptr %15, i32 0, i32 0
  store i64 %152, ptr %153, align 8
  %154 = getelementptr inbounds %struct.D1, ptr %15, i32 0, i32 0
  %155 = load double, ptr %154, align 8
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %155)
  %157 = getelementptr inbounds %struct.D2, ptr %18, i32 0, i32 0
  store double 1.250000e+00, ptr %157, align 8
  %158 = getelementptr inbounds %struct.D2, ptr %18, i32 0, i32 1
  store double 7.000000e+00, ptr %158, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %18, i64 16, i1 false)
  call void @d2(ptr dead_on_unwind writable sret(%struct.D2) align 8 %17, ptr noundef %19)
  %159 = getelementptr inbounds %struct.D2, ptr %17, i32 0, i32 0
  %160 = load double, ptr %159, align 8
  %161 = getelementptr inbounds %struct.D2, ptr %17, i32 0, i32 1
  %162 = load double, ptr %161, align 8
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %160, double noundef %162)
  %164 = getelementptr inbounds %struct.D3, ptr %21, i32 0, i32 0
  store double 1.000000e+00, ptr %164, align 8
  %165 = getelementptr inbounds %struct.D3, ptr %21, i32 0, i32 1
  store double 2.000000e+00, ptr %165, align 8
  %166 = getelementptr inbounds %struct.D3, ptr %21, i32 0, i32 2
  store double 3.000000e+00, ptr %166, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %21, i64 24, i1 false)
  call void @d3(ptr dead_on_unwind writable sret(%struct.D3) align 8 %20, ptr noundef %22)
  %167 = getelementptr inbounds %struct.D3, ptr %20, i32 0, i32 0
  %168 = load double, ptr %167, align 8
  %169 = getelementptr inbounds %struct.D3, ptr %20, i32 0, i32 1
  %170 = load double, ptr %169, align 8
  %171 = getelementptr inbounds %struct.D3, ptr %20, i32 0, i32 2
  %172 = load double, ptr %171, align 8
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %168, double noundef %170, double noundef %172)
  %174 = getelementptr inbounds %struct.D4, ptr %24, i32 0, i32 0
  store double 1.000000e+00, ptr %174, align 8
  %175 = getelementptr inbounds %struct.D4, ptr %24, i32 0, i32 1
  store double 1.000000e+01, ptr %175, align 8
  %176 = getelementptr inbounds %struct.D4, ptr %24, i32 0, i32 2
  store double 1.000000e+02, ptr %176, align 8
  %177 = getelementptr inbounds %struct.D4, ptr %24, i32 0, i32 3
  store double 1.000000e+03, ptr %177, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %24, i64 32, i1 false)
  call void @d4(ptr dead_on_unwind writable sret(%struct.D4) align 8 %23, ptr noundef %25)
  %178 = getelementptr inbounds %struct.D4, ptr %23, i32 0, i32 0
  %179 = load double, ptr %178, align 8
  %180 = getelementptr inbounds %struct.D4, ptr %23, i32 0, i32 1
  %181 = load double, ptr %180, align 8
  %182 = getelementptr inbounds %struct.D4, ptr %23, i32 0, i32 2
  %183 = load double, ptr %182, align 8
  %184 = getelementptr inbounds %struct.D4, ptr %23, i32 0, i32 3
  %185 = load double, ptr %184, align 8
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %179, double noundef %181, double noundef %183, double noundef %185)
  %187 = getelementptr inbounds %struct.FI, ptr %27, i32 0, i32 0
  store float 3.750000e+00, ptr %187, align 4
  %188 = getelementptr inbounds %struct.FI, ptr %27, i32 0, i32 1
  store i32 -9, ptr %188, align 4
  %189 = load i64, ptr %27, align 4
  %190 = call i64 @fi(i64 %189)
  store i64 %190, ptr %26, align 4
  %191 = getelementptr inbounds %struct.FI, ptr %26, i32 0, i32 0
  %192 = load float, ptr %191, align 4
  %193 = fpext float %192 to double
  %194 = getelementptr inbounds %struct.FI, ptr %26, i32 0, i32 1
  %195 = load i32, ptr %194, align 4
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %193, i32 noundef %195)
  %197 = getelementptr inbounds %struct.IFD, ptr %29, i32 0, i32 0
  store i32 6, ptr %197, align 8
  %198 = getelementptr inbounds %struct.IFD, ptr %29, i32 0, i32 1
  store float 1.250000e+00, ptr %198, align 4
  %199 = getelementptr inbounds %struct.IFD, ptr %29, i32 0, i32 2
  store double 5.000000e-01, ptr %199, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %29, i64 16, i1 false)
  call void @ifd(ptr dead_on_unwind writable sret(%struct.IFD) align 8 %28, ptr noundef %30)
  %200 = getelementptr inbounds %struct.IFD, ptr %28, i32 0, i32 0
  %201 = load i32, ptr %200, align 8
  %202 = getelementptr inbounds %struct.IFD, ptr %28, i32 0, i32 1
  %203 = load float, ptr %202, align 4
  %204 = fpext float %203 to double
  %205 = getelementptr inbounds %struct.IFD, ptr %28, i32 0, i32 2
  %206 = load double, ptr %205, align 8
  %207 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %201, double noundef %204, double noundef %206)
  %208 = getelementptr inbounds %struct.DI, ptr %32, i32 0, i32 0
  store double 5.000000e-01, ptr %208, align 8
  %209 = getelementptr inbounds %struct.DI, ptr %32, i32 0, i32 1
  store i32 100, ptr %209, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 %32, i64 16, i1 false)
  call void @di(ptr dead_on_unwind writable sret(%struct.DI) align 8 %31, ptr noundef %33)
  %210 = getelementptr inbounds %struct.DI, ptr %31, i32 0, i32 0
  %211 = load double, ptr %210, align 8
  %212 = getelementptr inbounds %struct.DI, ptr %31, i32 0, i32 1
  %213 = load i32, ptr %212, align 8
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %211, i32 noundef %213)
  %215 = getelementptr inbounds %struct.CD, ptr %35, i32 0, i32 0
  store i8 97, ptr %215, align 8
  %216 = getelementptr inbounds %struct.CD, ptr %35, i32 0, i32 1
  store double 4.500000e+00, ptr %216, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 %35, i64 16, i1 false)
  call void @cdf(ptr dead_on_unwind writable sret(%struct.CD) align 8 %34, ptr noundef %36)
  %217 = getelementptr inbounds %struct.CD, ptr %34, i32 0, i32 0
  %218 = load i8, ptr %217, align 8
  %219 = sext i8 %218 to i32
  %220 = getelementptr inbounds %struct.CD, ptr %34, i32 0, i32 1
  %221 = load double, ptr %220, align 8
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %219, double noundef %221)
  %223 = getelementptr inbounds %struct.FCSD, ptr %38, i32 0, i32 0
  store float 1.500000e+00, ptr %223, align 8
  %224 = getelementptr inbounds %struct.FCSD, ptr %38, i32 0, i32 1
  store i8 81, ptr %224, align 4
  %225 = getelementptr inbounds %struct.FCSD, ptr %38, i32 0, i32 2
  store i16 12, ptr %225, align 2
  %226 = getelementptr inbounds %struct.FCSD, ptr %38, i32 0, i32 3
  store double 8.000000e+00, ptr %226, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %38, i64 16, i1 false)
  call void @fcsd(ptr dead_on_unwind writable sret(%struct.FCSD) align 8 %37, ptr noundef %39)
  %227 = getelementptr inbounds %struct.FCSD, ptr %37, i32 0, i32 0
  %228 = load float, ptr %227, align 8
  %229 = fpext float %228 to double
  %230 = getelementptr inbounds %struct.FCSD, ptr %37, i32 0, i32 1
  %231 = load i8, ptr %230, align 4
  %232 = sext i8 %231 to i32
  %233 = getelementptr inbounds %struct.FCSD, ptr %37, i32 0, i32 2
  %234 = load i16, ptr %233, align 2
  %235 = sext i16 %234 to i32
  %236 = getelementptr inbounds %struct.FCSD, ptr %37, i32 0, i32 3
  %237 = load double, ptr %236, align 8
  %238 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %229, i32 noundef %232, i32 noundef %235, double noundef %237)
  %239 = getelementptr inbounds %struct.LD1, ptr %41, i32 0, i32 0
  store x86_fp80 0xK3FFF8000000000000000, ptr %239, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %42, ptr align 16 %41, i64 16, i1 false)
  call void @ld1(ptr dead_on_unwind writable sret(%struct.LD1) align 16 %40, ptr noundef %42)
  %240 = getelementptr inbounds %struct.LD1, ptr %40, i32 0, i32 0
  %241 = load x86_fp80, ptr %240, align 16
  store x86_fp80 %241, ptr %43, align 16
  %242 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %43)
  %243 = getelementptr inbounds %struct.LDI, ptr %45, i32 0, i32 0
  store x86_fp80 0xK4000A000000000000000, ptr %243, align 16
  %244 = getelementptr inbounds %struct.LDI, ptr %45, i32 0, i32 1
  store i32 4, ptr %244, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %46, ptr align 16 %45, i64 32, i1 false)
  call void @ldi(ptr dead_on_unwind writable sret(%struct.LDI) align 16 %44, ptr noundef %46)
  %245 = getelementptr inbounds %struct.LDI, ptr %44, i32 0, i32 0
  %246 = load x86_fp80, ptr %245, align 16
  %247 = getelementptr inbounds %struct.LDI, ptr %44, i32 0, i32 1
  %248 = load i32, ptr %247, align 16
  store x86_fp80 %246, ptr %47, align 16
  %249 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %47, i32 noundef %248)
  %250 = getelementptr inbounds %struct.FAD, ptr %49, i32 0, i32 0
  store float 1.000000e+00, ptr %250, align 4
  %251 = getelementptr inbounds float, ptr %250, i64 1
  store float 2.000000e+00, ptr %251, align 4
  %252 = getelementptr inbounds %struct.FAD, ptr %49, i32 0, i32 1
  store double 3.000000e+00, ptr %252, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %50, ptr align 8 %49, i64 16, i1 false)
  call void @fad(ptr dead_on_unwind writable sret(%struct.FAD) align 8 %48, ptr noundef %50)
  %253 = getelementptr inbounds %struct.FAD, ptr %48, i32 0, i32 0
  %254 = getelementptr inbounds [2 x float], ptr %253, i64 0, i64 0
  %255 = load float, ptr %254, align 8
  %256 = fpext float %255 to double
  %257 = getelementptr inbounds %struct.FAD, ptr %48, i32 0, i32 0
  %258 = getelementptr inbounds [2 x float], ptr %257, i64 0, i64 1
  %259 = load float, ptr %258, align 4
  %260 = fpext float %259 to double
  %261 = getelementptr inbounds %struct.FAD, ptr %48, i32 0, i32 1
  %262 = load double, ptr %261, align 8
  %263 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %256, double noundef %260, double noundef %262)
  %264 = getelementptr inbounds %struct.NESTF, ptr %52, i32 0, i32 0
  %265 = getelementptr inbounds %struct.anon, ptr %264, i32 0, i32 0
  store float 1.000000e+00, ptr %265, align 4
  %266 = getelementptr inbounds %struct.anon, ptr %264, i32 0, i32 1
  store float 2.000000e+00, ptr %266, align 4
  %267 = getelementptr inbounds %struct.NESTF, ptr %52, i32 0, i32 1
  %268 = getelementptr inbounds %struct.anon.0, ptr %267, i32 0, i32 0
  store float 3.000000e+00, ptr %268, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %53, ptr align 4 %52, i64 12, i1 false)
  call void @nestf(ptr dead_on_unwind writable sret(%struct.NESTF) align 4 %51, ptr noundef %53)
  %269 = getelementptr inbounds %struct.NESTF, ptr %51, i32 0, i32 0
  %270 = getelementptr inbounds %struct.anon, ptr %269, i32 0, i32 0
  %271 = load float, ptr %270, align 4
  %272 = fpext float %271 to double
  %273 = getelementptr inbounds %struct.NESTF, ptr %51, i32 0, i32 0
  %274 = getelementptr inbounds %struct.anon, ptr %273, i32 0, i32 1
  %275 = load float, ptr %274, align 4
  %276 = fpext float %275 to double
  %277 = getelementptr inbounds %struct.NESTF, ptr %51, i32 0, i32 1
  %278 = getelementptr inbounds %struct.anon.0, ptr %277, i32 0, i32 0
  %279 = load float, ptr %278, align 4
  %280 = fpext float %279 to double
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %272, double noundef %276, double noundef %280)
  %282 = getelementptr inbounds %struct.DF, ptr %55, i32 0, i32 0
  store double 9.500000e+00, ptr %282, align 8
  %283 = getelementptr inbounds %struct.DF, ptr %55, i32 0, i32 1
  store float 2.250000e+00, ptr %283, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %56, ptr align 8 %55, i64 16, i1 false)
  call void @dfn(ptr dead_on_unwind writable sret(%struct.DF) align 8 %54, ptr noundef %56)
  %284 = getelementptr inbounds %struct.DF, ptr %54, i32 0, i32 0
  %285 = load double, ptr %284, align 8
  %286 = getelementptr inbounds %struct.DF, ptr %54, i32 0, i32 1
  %287 = load float, ptr %286, align 8
  %288 = fpext float %287 to double
  %289 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %285, double noundef %288)
  %290 = getelementptr inbounds %struct.CZ, ptr %58, i32 0, i32 0
  %291 = getelementptr inbounds { double, double }, ptr %290, i32 0, i32 0
  %292 = getelementptr inbounds { double, double }, ptr %290, i32 0, i32 1
  store double 1.000000e+00, ptr %291, align 8
  store double 2.000000e+00, ptr %292, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %59, ptr align 8 %58, i64 16, i1 false)
  call void @cz(ptr dead_on_unwind writable sret(%struct.CZ) align 8 %57, ptr noundef %59)
  %293 = getelementptr inbounds %struct.CZ, ptr %57, i32 0, i32 0
  %294 = getelementptr inbounds { double, double }, ptr %293, i32 0, i32 0
  %295 = load double, ptr %294, align 8
  %296 = getelementptr inbounds %struct.CZ, ptr %57, i32 0, i32 0
  %297 = getelementptr inbounds { double, double }, ptr %296, i32 0, i32 1
  %298 = load double, ptr %297, align 8
  %299 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %295, double noundef %298)
  %300 = getelementptr inbounds %struct.F2, ptr %61, i32 0, i32 0
  store float 1.000000e+00, ptr %300, align 4
  %301 = getelementptr inbounds %struct.F2, ptr %61, i32 0, i32 1
  store float 2.000000e+00, ptr %301, align 4
  %302 = getelementptr inbounds %struct.D2, ptr %62, i32 0, i32 0
  store double 3.000000e+00, ptr %302, align 8
  %303 = getelementptr inbounds %struct.D2, ptr %62, i32 0, i32 1
  store double 4.000000e+00, ptr %303, align 8
  %304 = getelementptr inbounds %struct.FI, ptr %63, i32 0, i32 0
  store float 5.000000e+00, ptr %304, align 4
  %305 = getelementptr inbounds %struct.FI, ptr %63, i32 0, i32 1
  store i32 6, ptr %305, align 4
  %306 = getelementptr inbounds %struct.DI, ptr %64, i32 0, i32 0
  store double 7.000000e+00, ptr %306, align 8
  %307 = getelementptr inbounds %struct.DI, ptr %64, i32 0, i32 1
  store i32 8, ptr %307, align 8
  %308 = getelementptr inbounds %struct.F4, ptr %65, i32 0, i32 0
  store float 9.000000e+00, ptr %308, align 4
  %309 = getelementptr inbounds %struct.F4, ptr %65, i32 0, i32 1
  store float 1.000000e+01, ptr %309, align 4
  %310 = getelementptr inbounds %struct.F4, ptr %65, i32 0, i32 2
  store float 1.100000e+01, ptr %310, align 4
  %311 = getelementptr inbounds %struct.F4, ptr %65, i32 0, i32 3
  store float 1.200000e+01, ptr %311, align 4
  %312 = getelementptr inbounds %struct.D1, ptr %66, i32 0, i32 0
  store double 1.300000e+01, ptr %312, align 8
  %313 = getelementptr inbounds %struct.IFD, ptr %67, i32 0, i32 0
  store i32 16, ptr %313, align 8
  %314 = getelementptr inbounds %struct.IFD, ptr %67, i32 0, i32 1
  store float 1.700000e+01, ptr %314, align 4
  %315 = getelementptr inbounds %struct.IFD, ptr %67, i32 0, i32 2
  store double 1.800000e+01, ptr %315, align 8
  %316 = getelementptr inbounds %struct.D2, ptr %68, i32 0, i32 0
  store double 1.900000e+01, ptr %316, align 8
  %317 = getelementptr inbounds %struct.D2, ptr %68, i32 0, i32 1
  store double 2.000000e+01, ptr %317, align 8
  %318 = getelementptr inbounds %struct.F3, ptr %69, i32 0, i32 0
  store float 2.100000e+01, ptr %318, align 4
  %319 = getelementptr inbounds %struct.F3, ptr %69, i32 0, i32 1
  store float 2.200000e+01, ptr %319, align 4
  %320 = getelementptr inbounds %struct.F3, ptr %69, i32 0, i32 2
  store float 2.300000e+01, ptr %320, align 4
  %321 = getelementptr inbounds %struct.D4, ptr %70, i32 0, i32 0
  store double 2.500000e+01, ptr %321, align 8
  %322 = getelementptr inbounds %struct.D4, ptr %70, i32 0, i32 1
  store double 2.600000e+01, ptr %322, align 8
  %323 = getelementptr inbounds %struct.D4, ptr %70, i32 0, i32 2
  store double 2.700000e+01, ptr %323, align 8
  %324 = getelementptr inbounds %struct.D4, ptr %70, i32 0, i32 3
  store double 2.800000e+01, ptr %324, align 8
  %325 = load i64, ptr %61, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %71, ptr align 8 %62, i64 16, i1 false)
  %326 = load i64, ptr %63, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %72, ptr align 8 %64, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %73, ptr align 4 %65, i64 16, i1 false)
  %327 = getelementptr inbounds %struct.D1, ptr %66, i32 0, i32 0
  %328 = load i64, ptr %327, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %74, ptr align 8 %67, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %75, ptr align 8 %68, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %76, ptr align 4 %69, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %77, ptr align 8 %70, i64 32, i1 false)
  %329 = call double @many(i64 %325, ptr noundef %71, i64 %326, ptr noundef %72, ptr noundef %73, i64 %328, double noundef 1.400000e+01, float noundef 1.500000e+01, ptr noundef %74, ptr noundef %75, ptr noundef %76, i32 noundef 24, ptr noundef %77)
  store double %329, ptr %60, align 8
  %330 = load double, ptr %60, align 8
  %331 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, double noundef %330)
  %332 = load double, ptr %60, align 8
  %333 = fptosi double %332 to i32
  %334 = srem i32 %333, 256
  ret i32 %334
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f1(i32 %0) #0 {
  %2 = alloca %struct.F1, align 4
  %3 = alloca %struct.F1, align 4
  %4 = getelementptr inbounds %struct.F1, ptr %3, i32 0, i32 0
  store i32 %0, ptr %4, align 4
  %5 = getelementptr inbounds %struct.F1, ptr %3, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = fmul float %6, 2.000000e+00
  store float %7, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %8 = getelementptr inbounds %struct.F1, ptr %2, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2(i64 %0) #0 {
  %2 = alloca %struct.F2, align 4
  %3 = alloca %struct.F2, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.F2, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.F2, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fadd float %9, 1.000000e+00
  store float %10, ptr %7, align 4
  %11 = load i64, ptr %2, align 4
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f3(ptr dead_on_unwind noalias writable sret(%struct.F3) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.F3, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 2
  %7 = load float, ptr %6, align 4
  store float %7, ptr %5, align 4
  %8 = getelementptr inbounds %struct.F3, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  store float %10, ptr %8, align 4
  %11 = getelementptr inbounds %struct.F3, ptr %0, i32 0, i32 2
  %12 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fmul float %13, %15
  store float %16, ptr %11, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f4(ptr dead_on_unwind noalias writable sret(%struct.F4) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.F4, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 3
  %7 = load float, ptr %6, align 4
  store float %7, ptr %5, align 4
  %8 = getelementptr inbounds %struct.F4, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 2
  %10 = load float, ptr %9, align 4
  store float %10, ptr %8, align 4
  %11 = getelementptr inbounds %struct.F4, ptr %0, i32 0, i32 2
  %12 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  store float %13, ptr %11, align 4
  %14 = getelementptr inbounds %struct.F4, ptr %0, i32 0, i32 3
  %15 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 0
  %16 = load float, ptr %15, align 4
  %17 = fsub float %16, 1.000000e+00
  store float %17, ptr %14, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f5(ptr dead_on_unwind noalias writable sret(%struct.F5) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 4
  %7 = load float, ptr %6, align 4
  store float %7, ptr %5, align 4
  %8 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 3
  %10 = load float, ptr %9, align 4
  store float %10, ptr %8, align 4
  %11 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 2
  %12 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 2
  %13 = load float, ptr %12, align 4
  store float %13, ptr %11, align 4
  %14 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 3
  %15 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  store float %16, ptr %14, align 4
  %17 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 4
  %18 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 0
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 4
  %21 = load float, ptr %20, align 4
  %22 = fadd float %19, %21
  store float %22, ptr %17, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d1(i64 %0) #0 {
  %2 = alloca %struct.D1, align 8
  %3 = alloca %struct.D1, align 8
  %4 = getelementptr inbounds %struct.D1, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 8
  %5 = getelementptr inbounds %struct.D1, ptr %3, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = fneg double %6
  %8 = getelementptr inbounds %struct.D1, ptr %3, i32 0, i32 0
  store double %7, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false)
  %9 = getelementptr inbounds %struct.D1, ptr %2, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d2(ptr dead_on_unwind noalias writable sret(%struct.D2) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.D2, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.D2, ptr %1, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = fmul double %7, 3.000000e+00
  store double %8, ptr %5, align 8
  %9 = getelementptr inbounds %struct.D2, ptr %0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.D2, ptr %1, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = fdiv double %11, 2.000000e+00
  store double %12, ptr %9, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d3(ptr dead_on_unwind noalias writable sret(%struct.D3) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  store double %7, ptr %5, align 8
  %8 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  store double %10, ptr %8, align 8
  %11 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 2
  %12 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  store double %13, ptr %11, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d4(ptr dead_on_unwind noalias writable sret(%struct.D4) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.D4, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = fadd double %7, %9
  store double %10, ptr %5, align 8
  %11 = getelementptr inbounds %struct.D4, ptr %0, i32 0, i32 1
  %12 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 2
  %15 = load double, ptr %14, align 8
  %16 = fadd double %13, %15
  store double %16, ptr %11, align 8
  %17 = getelementptr inbounds %struct.D4, ptr %0, i32 0, i32 2
  %18 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 2
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 3
  %21 = load double, ptr %20, align 8
  %22 = fadd double %19, %21
  store double %22, ptr %17, align 8
  %23 = getelementptr inbounds %struct.D4, ptr %0, i32 0, i32 3
  %24 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 3
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = fadd double %25, %27
  store double %28, ptr %23, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fi(i64 %0) #0 {
  %2 = alloca %struct.FI, align 4
  %3 = alloca %struct.FI, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.FI, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.FI, ptr %3, i32 0, i32 1
  %6 = load i32, ptr %5, align 4
  %7 = sitofp i32 %6 to float
  store float %7, ptr %4, align 4
  %8 = getelementptr inbounds %struct.FI, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.FI, ptr %3, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fptosi float %10 to i32
  store i32 %11, ptr %8, align 4
  %12 = load i64, ptr %2, align 4
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ifd(ptr dead_on_unwind noalias writable sret(%struct.IFD) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.IFD, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.IFD, ptr %1, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  %8 = mul nsw i32 %7, 2
  store i32 %8, ptr %5, align 8
  %9 = getelementptr inbounds %struct.IFD, ptr %0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.IFD, ptr %1, i32 0, i32 1
  %11 = load float, ptr %10, align 4
  %12 = fadd float %11, 5.000000e-01
  store float %12, ptr %9, align 4
  %13 = getelementptr inbounds %struct.IFD, ptr %0, i32 0, i32 2
  %14 = getelementptr inbounds %struct.IFD, ptr %1, i32 0, i32 2
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds %struct.IFD, ptr %1, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = sitofp i32 %17 to double
  %19 = fmul double %15, %18
  store double %19, ptr %13, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @di(ptr dead_on_unwind noalias writable sret(%struct.DI) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.DI, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.DI, ptr %1, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds %struct.DI, ptr %1, i32 0, i32 1
  %9 = load i32, ptr %8, align 8
  %10 = sitofp i32 %9 to double
  %11 = fadd double %7, %10
  store double %11, ptr %5, align 8
  %12 = getelementptr inbounds %struct.DI, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.DI, ptr %1, i32 0, i32 1
  %14 = load i32, ptr %13, align 8
  %15 = sub nsw i32 %14, 1
  store i32 %15, ptr %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cdf(ptr dead_on_unwind noalias writable sret(%struct.CD) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.CD, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.CD, ptr %1, i32 0, i32 0
  %7 = load i8, ptr %6, align 8
  %8 = sext i8 %7 to i32
  %9 = add nsw i32 %8, 1
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %5, align 8
  %11 = getelementptr inbounds %struct.CD, ptr %0, i32 0, i32 1
  %12 = getelementptr inbounds %struct.CD, ptr %1, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = fmul double %13, 1.000000e+01
  store double %14, ptr %11, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fcsd(ptr dead_on_unwind noalias writable sret(%struct.FCSD) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.FCSD, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.FCSD, ptr %1, i32 0, i32 0
  %7 = load float, ptr %6, align 8
  %8 = fmul float %7, 2.000000e+00
  store float %8, ptr %5, align 8
  %9 = getelementptr inbounds %struct.FCSD, ptr %0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.FCSD, ptr %1, i32 0, i32 1
  %11 = load i8, ptr %10, align 4
  %12 = sext i8 %11 to i32
  %13 = xor i32 %12, 32
  %14 = trunc i32 %13 to i8
  store i8 %14, ptr %9, align 4
  %15 = getelementptr inbounds %struct.FCSD, ptr %0, i32 0, i32 2
  %16 = getelementptr inbounds %struct.FCSD, ptr %1, i32 0, i32 2
  %17 = load i16, ptr %16, align 2
  %18 = sext i16 %17 to i32
  %19 = add nsw i32 %18, 1000
  %20 = trunc i32 %19 to i16
  store i16 %20, ptr %15, align 2
  %21 = getelementptr inbounds %struct.FCSD, ptr %0, i32 0, i32 3
  %22 = getelementptr inbounds %struct.FCSD, ptr %1, i32 0, i32 3
  %23 = load double, ptr %22, align 8
  %24 = fneg double %23
  store double %24, ptr %21, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld1(ptr dead_on_unwind noalias writable sret(%struct.LD1) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.LD1, ptr %1, i32 0, i32 0
  %6 = load x86_fp80, ptr %5, align 16
  %7 = fdiv x86_fp80 %6, 0xK4000C000000000000000
  %8 = getelementptr inbounds %struct.LD1, ptr %1, i32 0, i32 0
  store x86_fp80 %7, ptr %8, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ldi(ptr dead_on_unwind noalias writable sret(%struct.LDI) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.LDI, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.LDI, ptr %1, i32 0, i32 0
  %7 = load x86_fp80, ptr %6, align 16
  %8 = getelementptr inbounds %struct.LDI, ptr %1, i32 0, i32 1
  %9 = load i32, ptr %8, align 16
  %10 = sitofp i32 %9 to x86_fp80
  %11 = fmul x86_fp80 %7, %10
  store x86_fp80 %11, ptr %5, align 16
  %12 = getelementptr inbounds %struct.LDI, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.LDI, ptr %1, i32 0, i32 1
  %14 = load i32, ptr %13, align 16
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %12, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fad(ptr dead_on_unwind noalias writable sret(%struct.FAD) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.FAD, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.FAD, ptr %1, i32 0, i32 0
  %7 = getelementptr inbounds [2 x float], ptr %6, i64 0, i64 1
  %8 = load float, ptr %7, align 4
  store float %8, ptr %5, align 4
  %9 = getelementptr inbounds float, ptr %5, i64 1
  %10 = getelementptr inbounds %struct.FAD, ptr %1, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fptrunc double %11 to float
  store float %12, ptr %9, align 4
  %13 = getelementptr inbounds %struct.FAD, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.FAD, ptr %1, i32 0, i32 0
  %15 = getelementptr inbounds [2 x float], ptr %14, i64 0, i64 0
  %16 = load float, ptr %15, align 8
  %17 = fpext float %16 to double
  store double %17, ptr %13, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @nestf(ptr dead_on_unwind noalias writable sret(%struct.NESTF) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.NESTF, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.anon, ptr %5, i32 0, i32 0
  %7 = getelementptr inbounds %struct.NESTF, ptr %1, i32 0, i32 1
  %8 = getelementptr inbounds %struct.anon.0, ptr %7, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  store float %9, ptr %6, align 4
  %10 = getelementptr inbounds %struct.anon, ptr %5, i32 0, i32 1
  %11 = getelementptr inbounds %struct.NESTF, ptr %1, i32 0, i32 0
  %12 = getelementptr inbounds %struct.anon, ptr %11, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  store float %13, ptr %10, align 4
  %14 = getelementptr inbounds %struct.NESTF, ptr %0, i32 0, i32 1
  %15 = getelementptr inbounds %struct.anon.0, ptr %14, i32 0, i32 0
  %16 = getelementptr inbounds %struct.NESTF, ptr %1, i32 0, i32 0
  %17 = getelementptr inbounds %struct.anon, ptr %16, i32 0, i32 1
  %18 = load float, ptr %17, align 4
  store float %18, ptr %15, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dfn(ptr dead_on_unwind noalias writable sret(%struct.DF) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.DF, ptr %1, i32 0, i32 1
  %7 = load float, ptr %6, align 8
  %8 = fpext float %7 to double
  store double %8, ptr %5, align 8
  %9 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.DF, ptr %1, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = fptrunc double %11 to float
  store float %12, ptr %9, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cz(ptr dead_on_unwind noalias writable sret(%struct.CZ) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = getelementptr inbounds %struct.CZ, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.CZ, ptr %1, i32 0, i32 0
  %8 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds %struct.CZ, ptr %1, i32 0, i32 0
  %13 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fmul double %9, %14
  %18 = fmul double %11, %16
  %19 = fmul double %9, %16
  %20 = fmul double %11, %14
  %21 = fsub double %17, %18
  %22 = fadd double %19, %20
  %23 = fcmp uno double %21, %21
  br i1 %23, label %24, label %31, !prof !5

24:                                               ; preds = %2
  %25 = fcmp uno double %22, %22
  br i1 %25, label %26, label %31, !prof !5

26:                                               ; preds = %24
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %5, double noundef %9, double noundef %11, double noundef %14, double noundef %16) #5
  %27 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  br label %31

31:                                               ; preds = %26, %24, %2
  %32 = phi double [ %21, %2 ], [ %21, %24 ], [ %28, %26 ]
  %33 = phi double [ %22, %2 ], [ %22, %24 ], [ %30, %26 ]
  %34 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %35 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %32, ptr %34, align 8
  store double %33, ptr %35, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i64 %0, ptr noundef %1, i64 %2, ptr noundef %3, ptr noundef %4, i64 %5, double noundef %6, float noundef %7, ptr noundef %8, ptr noundef %9, ptr noundef %10, i32 noundef %11, ptr noundef %12) #0 {
  %14 = alloca %struct.F2, align 4
  %15 = alloca %struct.FI, align 4
  %16 = alloca %struct.D1, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca double, align 8
  %21 = alloca float, align 4
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  store i64 %0, ptr %14, align 4
  store i64 %2, ptr %15, align 4
  %27 = getelementptr inbounds %struct.D1, ptr %16, i32 0, i32 0
  store i64 %5, ptr %27, align 8
  store ptr %1, ptr %17, align 8
  store ptr %3, ptr %18, align 8
  store ptr %4, ptr %19, align 8
  store double %6, ptr %20, align 8
  store float %7, ptr %21, align 4
  store ptr %8, ptr %22, align 8
  store ptr %9, ptr %23, align 8
  store ptr %10, ptr %24, align 8
  store i32 %11, ptr %25, align 4
  store ptr %12, ptr %26, align 8
  %28 = getelementptr inbounds %struct.F2, ptr %14, i32 0, i32 0
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds %struct.F2, ptr %14, i32 0, i32 1
  %31 = load float, ptr %30, align 4
  %32 = fadd float %29, %31
  %33 = fpext float %32 to double
  %34 = getelementptr inbounds %struct.D2, ptr %1, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = fadd double %33, %35
  %37 = getelementptr inbounds %struct.D2, ptr %1, i32 0, i32 1
  %38 = load double, ptr %37, align 8
  %39 = fadd double %36, %38
  %40 = getelementptr inbounds %struct.FI, ptr %15, i32 0, i32 0
  %41 = load float, ptr %40, align 4
  %42 = fpext float %41 to double
  %43 = fadd double %39, %42
  %44 = getelementptr inbounds %struct.FI, ptr %15, i32 0, i32 1
  %45 = load i32, ptr %44, align 4
  %46 = sitofp i32 %45 to double
  %47 = fadd double %43, %46
  %48 = getelementptr inbounds %struct.DI, ptr %3, i32 0, i32 0
  %49 = load double, ptr %48, align 8
  %50 = fadd double %47, %49
  %51 = getelementptr inbounds %struct.DI, ptr %3, i32 0, i32 1
  %52 = load i32, ptr %51, align 8
  %53 = sitofp i32 %52 to double
  %54 = fadd double %50, %53
  %55 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 0
  %56 = load float, ptr %55, align 4
  %57 = fpext float %56 to double
  %58 = fadd double %54, %57
  %59 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 3
  %60 = load float, ptr %59, align 4
  %61 = fpext float %60 to double
  %62 = fadd double %58, %61
  %63 = getelementptr inbounds %struct.D1, ptr %16, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = fadd double %62, %64
  %66 = load double, ptr %20, align 8
  %67 = fadd double %65, %66
  %68 = load float, ptr %21, align 4
  %69 = fpext float %68 to double
  %70 = fadd double %67, %69
  %71 = getelementptr inbounds %struct.IFD, ptr %8, i32 0, i32 0
  %72 = load i32, ptr %71, align 8
  %73 = sitofp i32 %72 to double
  %74 = fadd double %70, %73
  %75 = getelementptr inbounds %struct.IFD, ptr %8, i32 0, i32 1
  %76 = load float, ptr %75, align 4
  %77 = fpext float %76 to double
  %78 = fadd double %74, %77
  %79 = getelementptr inbounds %struct.IFD, ptr %8, i32 0, i32 2
  %80 = load double, ptr %79, align 8
  %81 = fadd double %78, %80
  %82 = getelementptr inbounds %struct.D2, ptr %9, i32 0, i32 0
  %83 = load double, ptr %82, align 8
  %84 = fadd double %81, %83
  %85 = getelementptr inbounds %struct.D2, ptr %9, i32 0, i32 1
  %86 = load double, ptr %85, align 8
  %87 = fadd double %84, %86
  %88 = getelementptr inbounds %struct.F3, ptr %10, i32 0, i32 0
  %89 = load float, ptr %88, align 4
  %90 = fpext float %89 to double
  %91 = fadd double %87, %90
  %92 = getelementptr inbounds %struct.F3, ptr %10, i32 0, i32 2
  %93 = load float, ptr %92, align 4
  %94 = fpext float %93 to double
  %95 = fadd double %91, %94
  %96 = load i32, ptr %25, align 4
  %97 = sitofp i32 %96 to double
  %98 = fadd double %95, %97
  %99 = getelementptr inbounds %struct.D4, ptr %12, i32 0, i32 0
  %100 = load double, ptr %99, align 8
  %101 = fadd double %98, %100
  %102 = getelementptr inbounds %struct.D4, ptr %12, i32 0, i32 3
  %103 = load double, ptr %102, align 8
  %104 = fadd double %101, %103
  ret double %104
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

declare dso_local void @__muldc3(ptr, double, double, double, double)

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
