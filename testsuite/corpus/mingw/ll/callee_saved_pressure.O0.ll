; ModuleID = 'programs/callee_saved_pressure.c'
source_filename = "programs/callee_saved_pressure.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [46 x i8] c"ints %lu %lu %lu %lu %lu %lu %lu %lu %lu %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"fps %a %a %a %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"total %lu ftotal %a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i32 12345, ptr %2, align 4
  %21 = load volatile i32, ptr %2, align 4
  store i32 %21, ptr %3, align 4
  %22 = load volatile i32, ptr %2, align 4
  %23 = mul nsw i32 %22, 2
  store i32 %23, ptr %4, align 4
  %24 = load volatile i32, ptr %2, align 4
  %25 = mul nsw i32 %24, 3
  store i32 %25, ptr %5, align 4
  %26 = load volatile i32, ptr %2, align 4
  %27 = mul nsw i32 %26, 4
  store i32 %27, ptr %6, align 4
  %28 = load volatile i32, ptr %2, align 4
  %29 = mul nsw i32 %28, 5
  store i32 %29, ptr %7, align 4
  %30 = load volatile i32, ptr %2, align 4
  %31 = mul nsw i32 %30, 6
  store i32 %31, ptr %8, align 4
  %32 = load volatile i32, ptr %2, align 4
  %33 = mul nsw i32 %32, 7
  store i32 %33, ptr %9, align 4
  %34 = load volatile i32, ptr %2, align 4
  %35 = mul nsw i32 %34, 8
  store i32 %35, ptr %10, align 4
  %36 = load volatile i32, ptr %2, align 4
  %37 = mul nsw i32 %36, 9
  store i32 %37, ptr %11, align 4
  %38 = load volatile i32, ptr %2, align 4
  %39 = mul nsw i32 %38, 10
  store i32 %39, ptr %12, align 4
  %40 = load volatile i32, ptr %2, align 4
  %41 = sitofp i32 %40 to double
  %42 = fdiv double %41, 7.000000e+00
  store double %42, ptr %13, align 8
  %43 = load double, ptr %13, align 8
  %44 = fmul double %43, 2.000000e+00
  store double %44, ptr %14, align 8
  %45 = load double, ptr %13, align 8
  %46 = fmul double %45, 3.000000e+00
  store double %46, ptr %15, align 8
  %47 = load double, ptr %13, align 8
  %48 = fmul double %47, 4.000000e+00
  store double %48, ptr %16, align 8
  %49 = load double, ptr %13, align 8
  %50 = fmul double %49, 5.000000e+00
  store double %50, ptr %17, align 8
  store i32 0, ptr %18, align 4
  store double 0.000000e+00, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %51

51:                                               ; preds = %118, %0
  %52 = load i32, ptr %20, align 4
  %53 = icmp slt i32 %52, 50
  br i1 %53, label %54, label %121

54:                                               ; preds = %51
  %55 = load i32, ptr %3, align 4
  %56 = load i32, ptr %20, align 4
  %57 = add i32 %55, %56
  %58 = call i32 @clobber(i32 noundef %57)
  %59 = load i32, ptr %18, align 4
  %60 = add i32 %59, %58
  store i32 %60, ptr %18, align 4
  %61 = load i32, ptr %4, align 4
  %62 = load i32, ptr %3, align 4
  %63 = add i32 %62, %61
  store i32 %63, ptr %3, align 4
  %64 = load i32, ptr %5, align 4
  %65 = load i32, ptr %4, align 4
  %66 = xor i32 %65, %64
  store i32 %66, ptr %4, align 4
  %67 = load i32, ptr %6, align 4
  %68 = load i32, ptr %5, align 4
  %69 = add i32 %68, %67
  store i32 %69, ptr %5, align 4
  %70 = load i32, ptr %7, align 4
  %71 = load i32, ptr %6, align 4
  %72 = sub i32 %71, %70
  store i32 %72, ptr %6, align 4
  %73 = load i32, ptr %8, align 4
  %74 = load i32, ptr %7, align 4
  %75 = add i32 %74, %73
  store i32 %75, ptr %7, align 4
  %76 = load i32, ptr %9, align 4
  %77 = load i32, ptr %8, align 4
  %78 = xor i32 %77, %76
  store i32 %78, ptr %8, align 4
  %79 = load i32, ptr %10, align 4
  %80 = load i32, ptr %9, align 4
  %81 = add i32 %80, %79
  store i32 %81, ptr %9, align 4
  %82 = load i32, ptr %11, align 4
  %83 = load i32, ptr %10, align 4
  %84 = sub i32 %83, %82
  store i32 %84, ptr %10, align 4
  %85 = load i32, ptr %12, align 4
  %86 = load i32, ptr %11, align 4
  %87 = add i32 %86, %85
  store i32 %87, ptr %11, align 4
  %88 = load i32, ptr %3, align 4
  %89 = load i32, ptr %12, align 4
  %90 = xor i32 %89, %88
  store i32 %90, ptr %12, align 4
  %91 = load double, ptr %13, align 8
  %92 = load i32, ptr %20, align 4
  %93 = sitofp i32 %92 to double
  %94 = fadd double %91, %93
  %95 = call double @fclobber(double noundef %94)
  %96 = load double, ptr %19, align 8
  %97 = fadd double %96, %95
  store double %97, ptr %19, align 8
  %98 = load double, ptr %14, align 8
  %99 = fmul double %98, 1.000000e-03
  %100 = load double, ptr %13, align 8
  %101 = fadd double %100, %99
  store double %101, ptr %13, align 8
  %102 = load double, ptr %15, align 8
  %103 = fmul double %102, 2.000000e-03
  %104 = load double, ptr %14, align 8
  %105 = fsub double %104, %103
  store double %105, ptr %14, align 8
  %106 = load double, ptr %16, align 8
  %107 = fmul double %106, 3.000000e-03
  %108 = load double, ptr %15, align 8
  %109 = fadd double %108, %107
  store double %109, ptr %15, align 8
  %110 = load double, ptr %17, align 8
  %111 = fmul double %110, 4.000000e-03
  %112 = load double, ptr %16, align 8
  %113 = fsub double %112, %111
  store double %113, ptr %16, align 8
  %114 = load double, ptr %13, align 8
  %115 = fmul double %114, 5.000000e-03
  %116 = load double, ptr %17, align 8
  %117 = fadd double %116, %115
  store double %117, ptr %17, align 8
  br label %118

118:                                              ; preds = %54
  %119 = load i32, ptr %20, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %20, align 4
  br label %51, !llvm.loop !5

121:                                              ; preds = %51
  %122 = load i32, ptr %3, align 4
  %123 = load i32, ptr %4, align 4
  %124 = load i32, ptr %5, align 4
  %125 = load i32, ptr %6, align 4
  %126 = load i32, ptr %7, align 4
  %127 = load i32, ptr %8, align 4
  %128 = load i32, ptr %9, align 4
  %129 = load i32, ptr %10, align 4
  %130 = load i32, ptr %11, align 4
  %131 = load i32, ptr %12, align 4
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %122, i32 noundef %123, i32 noundef %124, i32 noundef %125, i32 noundef %126, i32 noundef %127, i32 noundef %128, i32 noundef %129, i32 noundef %130, i32 noundef %131)
  %133 = load double, ptr %13, align 8
  %134 = load double, ptr %14, align 8
  %135 = load double, ptr %15, align 8
  %136 = load double, ptr %16, align 8
  %137 = load double, ptr %17, align 8
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %133, double noundef %134, double noundef %135, double noundef %136, double noundef %137)
  %139 = load i32, ptr %18, align 4
  %140 = load double, ptr %19, align 8
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %139, double noundef %140)
  %142 = load i32, ptr %18, align 4
  %143 = load i32, ptr %3, align 4
  %144 = xor i32 %142, %143
  %145 = load i32, ptr %12, align 4
  %146 = xor i32 %144, %145
  %147 = and i32 %146, 127
  ret i32 %147
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clobber(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = mul i32 %10, 3
  store i32 %11, ptr %3, align 4
  %12 = load i32, ptr %2, align 4
  %13 = xor i32 %12, 85
  store i32 %13, ptr %4, align 4
  %14 = load i32, ptr %2, align 4
  %15 = add i32 %14, 7
  store i32 %15, ptr %5, align 4
  %16 = load i32, ptr %2, align 4
  %17 = load i32, ptr %2, align 4
  %18 = mul i32 %16, %17
  store i32 %18, ptr %6, align 4
  %19 = load i32, ptr %2, align 4
  %20 = sub i32 %19, 100
  store i32 %20, ptr %7, align 4
  %21 = load i32, ptr %2, align 4
  %22 = shl i32 %21, 3
  store i32 %22, ptr %8, align 4
  %23 = load i32, ptr %2, align 4
  %24 = or i32 %23, 256
  store i32 %24, ptr %9, align 4
  %25 = load i32, ptr %3, align 4
  %26 = load i32, ptr %4, align 4
  %27 = load i32, ptr %5, align 4
  %28 = load i32, ptr %6, align 4
  %29 = load i32, ptr %7, align 4
  %30 = load i32, ptr %8, align 4
  %31 = load i32, ptr %9, align 4
  %32 = call { i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "", "=r,=r,=r,=r,=r,=r,=r,0,1,2,3,4,5,6,~{dirflag},~{fpsr},~{flags}"(i32 %25, i32 %26, i32 %27, i32 %28, i32 %29, i32 %30, i32 %31) #4, !srcloc !7
  %33 = extractvalue { i32, i32, i32, i32, i32, i32, i32 } %32, 0
  %34 = extractvalue { i32, i32, i32, i32, i32, i32, i32 } %32, 1
  %35 = extractvalue { i32, i32, i32, i32, i32, i32, i32 } %32, 2
  %36 = extractvalue { i32, i32, i32, i32, i32, i32, i32 } %32, 3
  %37 = extractvalue { i32, i32, i32, i32, i32, i32, i32 } %32, 4
  %38 = extractvalue { i32, i32, i32, i32, i32, i32, i32 } %32, 5
  %39 = extractvalue { i32, i32, i32, i32, i32, i32, i32 } %32, 6
  store i32 %33, ptr %3, align 4
  store i32 %34, ptr %4, align 4
  store i32 %35, ptr %5, align 4
  store i32 %36, ptr %6, align 4
  store i32 %37, ptr %7, align 4
  store i32 %38, ptr %8, align 4
  store i32 %39, ptr %9, align 4
  %40 = load i32, ptr %3, align 4
  %41 = load i32, ptr %4, align 4
  %42 = add i32 %40, %41
  %43 = load i32, ptr %5, align 4
  %44 = add i32 %42, %43
  %45 = load i32, ptr %6, align 4
  %46 = add i32 %44, %45
  %47 = load i32, ptr %7, align 4
  %48 = add i32 %46, %47
  %49 = load i32, ptr %8, align 4
  %50 = add i32 %48, %49
  %51 = load i32, ptr %9, align 4
  %52 = add i32 %50, %51
  ret i32 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fclobber(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = fmul double %6, 1.500000e+00
  store double %7, ptr %3, align 8
  %8 = load double, ptr %2, align 8
  %9 = fsub double %8, 2.000000e+00
  store double %9, ptr %4, align 8
  %10 = load double, ptr %2, align 8
  %11 = fdiv double %10, 3.000000e+00
  store double %11, ptr %5, align 8
  call void asm sideeffect "", "~{xmm0},~{xmm1},~{xmm2},~{xmm3},~{xmm4},~{xmm5},~{xmm6},~{xmm7},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !8
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %4, align 8
  %14 = fadd double %12, %13
  %15 = load double, ptr %5, align 8
  %16 = fadd double %14, %15
  ret double %16
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{i64 555}
!8 = !{i64 784}
