; ModuleID = 'programs/callee_saved_pressure.c'
source_filename = "programs/callee_saved_pressure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"ints %lu %lu %lu %lu %lu %lu %lu %lu %lu %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"fps %a %a %a %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"total %lu ftotal %a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca i64, align 8
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i64 12345, ptr %2, align 8
  %21 = load volatile i64, ptr %2, align 8
  store i64 %21, ptr %3, align 8
  %22 = load volatile i64, ptr %2, align 8
  %23 = mul nsw i64 %22, 2
  store i64 %23, ptr %4, align 8
  %24 = load volatile i64, ptr %2, align 8
  %25 = mul nsw i64 %24, 3
  store i64 %25, ptr %5, align 8
  %26 = load volatile i64, ptr %2, align 8
  %27 = mul nsw i64 %26, 4
  store i64 %27, ptr %6, align 8
  %28 = load volatile i64, ptr %2, align 8
  %29 = mul nsw i64 %28, 5
  store i64 %29, ptr %7, align 8
  %30 = load volatile i64, ptr %2, align 8
  %31 = mul nsw i64 %30, 6
  store i64 %31, ptr %8, align 8
  %32 = load volatile i64, ptr %2, align 8
  %33 = mul nsw i64 %32, 7
  store i64 %33, ptr %9, align 8
  %34 = load volatile i64, ptr %2, align 8
  %35 = mul nsw i64 %34, 8
  store i64 %35, ptr %10, align 8
  %36 = load volatile i64, ptr %2, align 8
  %37 = mul nsw i64 %36, 9
  store i64 %37, ptr %11, align 8
  %38 = load volatile i64, ptr %2, align 8
  %39 = mul nsw i64 %38, 10
  store i64 %39, ptr %12, align 8
  %40 = load volatile i64, ptr %2, align 8
  %41 = sitofp i64 %40 to double
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
  store i64 0, ptr %18, align 8
  store double 0.000000e+00, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %51

51:                                               ; preds = %119, %0
  %52 = load i32, ptr %20, align 4
  %53 = icmp slt i32 %52, 50
  br i1 %53, label %54, label %122

54:                                               ; preds = %51
  %55 = load i64, ptr %3, align 8
  %56 = load i32, ptr %20, align 4
  %57 = sext i32 %56 to i64
  %58 = add i64 %55, %57
  %59 = call i64 @clobber(i64 noundef %58)
  %60 = load i64, ptr %18, align 8
  %61 = add i64 %60, %59
  store i64 %61, ptr %18, align 8
  %62 = load i64, ptr %4, align 8
  %63 = load i64, ptr %3, align 8
  %64 = add i64 %63, %62
  store i64 %64, ptr %3, align 8
  %65 = load i64, ptr %5, align 8
  %66 = load i64, ptr %4, align 8
  %67 = xor i64 %66, %65
  store i64 %67, ptr %4, align 8
  %68 = load i64, ptr %6, align 8
  %69 = load i64, ptr %5, align 8
  %70 = add i64 %69, %68
  store i64 %70, ptr %5, align 8
  %71 = load i64, ptr %7, align 8
  %72 = load i64, ptr %6, align 8
  %73 = sub i64 %72, %71
  store i64 %73, ptr %6, align 8
  %74 = load i64, ptr %8, align 8
  %75 = load i64, ptr %7, align 8
  %76 = add i64 %75, %74
  store i64 %76, ptr %7, align 8
  %77 = load i64, ptr %9, align 8
  %78 = load i64, ptr %8, align 8
  %79 = xor i64 %78, %77
  store i64 %79, ptr %8, align 8
  %80 = load i64, ptr %10, align 8
  %81 = load i64, ptr %9, align 8
  %82 = add i64 %81, %80
  store i64 %82, ptr %9, align 8
  %83 = load i64, ptr %11, align 8
  %84 = load i64, ptr %10, align 8
  %85 = sub i64 %84, %83
  store i64 %85, ptr %10, align 8
  %86 = load i64, ptr %12, align 8
  %87 = load i64, ptr %11, align 8
  %88 = add i64 %87, %86
  store i64 %88, ptr %11, align 8
  %89 = load i64, ptr %3, align 8
  %90 = load i64, ptr %12, align 8
  %91 = xor i64 %90, %89
  store i64 %91, ptr %12, align 8
  %92 = load double, ptr %13, align 8
  %93 = load i32, ptr %20, align 4
  %94 = sitofp i32 %93 to double
  %95 = fadd double %92, %94
  %96 = call double @fclobber(double noundef %95)
  %97 = load double, ptr %19, align 8
  %98 = fadd double %97, %96
  store double %98, ptr %19, align 8
  %99 = load double, ptr %14, align 8
  %100 = fmul double %99, 1.000000e-03
  %101 = load double, ptr %13, align 8
  %102 = fadd double %101, %100
  store double %102, ptr %13, align 8
  %103 = load double, ptr %15, align 8
  %104 = fmul double %103, 2.000000e-03
  %105 = load double, ptr %14, align 8
  %106 = fsub double %105, %104
  store double %106, ptr %14, align 8
  %107 = load double, ptr %16, align 8
  %108 = fmul double %107, 3.000000e-03
  %109 = load double, ptr %15, align 8
  %110 = fadd double %109, %108
  store double %110, ptr %15, align 8
  %111 = load double, ptr %17, align 8
  %112 = fmul double %111, 4.000000e-03
  %113 = load double, ptr %16, align 8
  %114 = fsub double %113, %112
  store double %114, ptr %16, align 8
  %115 = load double, ptr %13, align 8
  %116 = fmul double %115, 5.000000e-03
  %117 = load double, ptr %17, align 8
  %118 = fadd double %117, %116
  store double %118, ptr %17, align 8
  br label %119

119:                                              ; preds = %54
  %120 = load i32, ptr %20, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %20, align 4
  br label %51, !llvm.loop !6

122:                                              ; preds = %51
  %123 = load i64, ptr %3, align 8
  %124 = load i64, ptr %4, align 8
  %125 = load i64, ptr %5, align 8
  %126 = load i64, ptr %6, align 8
  %127 = load i64, ptr %7, align 8
  %128 = load i64, ptr %8, align 8
  %129 = load i64, ptr %9, align 8
  %130 = load i64, ptr %10, align 8
  %131 = load i64, ptr %11, align 8
  %132 = load i64, ptr %12, align 8
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %123, i64 noundef %124, i64 noundef %125, i64 noundef %126, i64 noundef %127, i64 noundef %128, i64 noundef %129, i64 noundef %130, i64 noundef %131, i64 noundef %132)
  %134 = load double, ptr %13, align 8
  %135 = load double, ptr %14, align 8
  %136 = load double, ptr %15, align 8
  %137 = load double, ptr %16, align 8
  %138 = load double, ptr %17, align 8
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %134, double noundef %135, double noundef %136, double noundef %137, double noundef %138)
  %140 = load i64, ptr %18, align 8
  %141 = load double, ptr %19, align 8
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %140, double noundef %141)
  %143 = load i64, ptr %18, align 8
  %144 = load i64, ptr %3, align 8
  %145 = xor i64 %143, %144
  %146 = load i64, ptr %12, align 8
  %147 = xor i64 %145, %146
  %148 = and i64 %147, 127
  %149 = trunc i64 %148 to i32
  ret i32 %149
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @clobber(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %10 = load i64, ptr %2, align 8
  %11 = mul i64 %10, 3
  store i64 %11, ptr %3, align 8
  %12 = load i64, ptr %2, align 8
  %13 = xor i64 %12, 85
  store i64 %13, ptr %4, align 8
  %14 = load i64, ptr %2, align 8
  %15 = add i64 %14, 7
  store i64 %15, ptr %5, align 8
  %16 = load i64, ptr %2, align 8
  %17 = load i64, ptr %2, align 8
  %18 = mul i64 %16, %17
  store i64 %18, ptr %6, align 8
  %19 = load i64, ptr %2, align 8
  %20 = sub i64 %19, 100
  store i64 %20, ptr %7, align 8
  %21 = load i64, ptr %2, align 8
  %22 = shl i64 %21, 3
  store i64 %22, ptr %8, align 8
  %23 = load i64, ptr %2, align 8
  %24 = or i64 %23, 256
  store i64 %24, ptr %9, align 8
  %25 = load i64, ptr %3, align 8
  %26 = load i64, ptr %4, align 8
  %27 = load i64, ptr %5, align 8
  %28 = load i64, ptr %6, align 8
  %29 = load i64, ptr %7, align 8
  %30 = load i64, ptr %8, align 8
  %31 = load i64, ptr %9, align 8
  %32 = call { i64, i64, i64, i64, i64, i64, i64 } asm sideeffect "", "=r,=r,=r,=r,=r,=r,=r,0,1,2,3,4,5,6,~{dirflag},~{fpsr},~{flags}"(i64 %25, i64 %26, i64 %27, i64 %28, i64 %29, i64 %30, i64 %31) #2, !srcloc !8
  %33 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %32, 0
  %34 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %32, 1
  %35 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %32, 2
  %36 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %32, 3
  %37 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %32, 4
  %38 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %32, 5
  %39 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %32, 6
  store i64 %33, ptr %3, align 8
  store i64 %34, ptr %4, align 8
  store i64 %35, ptr %5, align 8
  store i64 %36, ptr %6, align 8
  store i64 %37, ptr %7, align 8
  store i64 %38, ptr %8, align 8
  store i64 %39, ptr %9, align 8
  %40 = load i64, ptr %3, align 8
  %41 = load i64, ptr %4, align 8
  %42 = add i64 %40, %41
  %43 = load i64, ptr %5, align 8
  %44 = add i64 %42, %43
  %45 = load i64, ptr %6, align 8
  %46 = add i64 %44, %45
  %47 = load i64, ptr %7, align 8
  %48 = add i64 %46, %47
  %49 = load i64, ptr %8, align 8
  %50 = add i64 %48, %49
  %51 = load i64, ptr %9, align 8
  %52 = add i64 %50, %51
  ret i64 %52
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
  call void asm sideeffect "", "~{xmm0},~{xmm1},~{xmm2},~{xmm3},~{xmm4},~{xmm5},~{xmm6},~{xmm7},~{dirflag},~{fpsr},~{flags}"() #2, !srcloc !9
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %4, align 8
  %14 = fadd double %12, %13
  %15 = load double, ptr %5, align 8
  %16 = fadd double %14, %15
  ret double %16
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{i64 555}
!9 = !{i64 784}
