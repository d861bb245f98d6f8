; ModuleID = 'programs/long_double_pressure.c'
source_filename = "programs/long_double_pressure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [49 x i8] c"%La %La %La %La\0A%La %La %La %La\0A%La %La %La %La\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"acc=%La dacc=%a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca i32, align 4
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile x86_fp80 0xK3FFC9249249249249249, ptr %2, align 16
  %20 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %20, ptr %3, align 16
  %21 = load x86_fp80, ptr %3, align 16
  %22 = fmul x86_fp80 %21, 0xK40008000000000000000
  store x86_fp80 %22, ptr %4, align 16
  %23 = load x86_fp80, ptr %3, align 16
  %24 = fmul x86_fp80 %23, 0xK4000C000000000000000
  store x86_fp80 %24, ptr %5, align 16
  %25 = load x86_fp80, ptr %3, align 16
  %26 = fmul x86_fp80 %25, 0xK40018000000000000000
  store x86_fp80 %26, ptr %6, align 16
  %27 = load x86_fp80, ptr %3, align 16
  %28 = fmul x86_fp80 %27, 0xK4001A000000000000000
  store x86_fp80 %28, ptr %7, align 16
  %29 = load x86_fp80, ptr %3, align 16
  %30 = fmul x86_fp80 %29, 0xK4001C000000000000000
  store x86_fp80 %30, ptr %8, align 16
  %31 = load x86_fp80, ptr %3, align 16
  %32 = fmul x86_fp80 %31, 0xK4001E000000000000000
  store x86_fp80 %32, ptr %9, align 16
  %33 = load x86_fp80, ptr %3, align 16
  %34 = fmul x86_fp80 %33, 0xK40028000000000000000
  store x86_fp80 %34, ptr %10, align 16
  %35 = load x86_fp80, ptr %3, align 16
  %36 = fmul x86_fp80 %35, 0xK40029000000000000000
  store x86_fp80 %36, ptr %11, align 16
  %37 = load x86_fp80, ptr %3, align 16
  %38 = fmul x86_fp80 %37, 0xK4002A000000000000000
  store x86_fp80 %38, ptr %12, align 16
  %39 = load x86_fp80, ptr %3, align 16
  %40 = fmul x86_fp80 %39, 0xK4002B000000000000000
  store x86_fp80 %40, ptr %13, align 16
  %41 = load x86_fp80, ptr %3, align 16
  %42 = fmul x86_fp80 %41, 0xK4002C000000000000000
  store x86_fp80 %42, ptr %14, align 16
  store i32 0, ptr %15, align 4
  br label %43

43:                                               ; preds = %94, %0
  %44 = load i32, ptr %15, align 4
  %45 = icmp slt i32 %44, 40
  br i1 %45, label %46, label %97

46:                                               ; preds = %43
  %47 = load x86_fp80, ptr %3, align 16
  %48 = load x86_fp80, ptr %4, align 16
  %49 = fmul x86_fp80 %48, 0xK3FFE8000000000000000
  %50 = fadd x86_fp80 %47, %49
  %51 = load x86_fp80, ptr %5, align 16
  %52 = fdiv x86_fp80 %51, 0xK4000C000000000000000
  %53 = fsub x86_fp80 %50, %52
  %54 = load x86_fp80, ptr %6, align 16
  %55 = load x86_fp80, ptr %7, align 16
  %56 = fmul x86_fp80 %54, %55
  %57 = fdiv x86_fp80 %56, 0xK4001E000000000000000
  %58 = fadd x86_fp80 %53, %57
  %59 = load x86_fp80, ptr %8, align 16
  %60 = fsub x86_fp80 %58, %59
  %61 = load x86_fp80, ptr %9, align 16
  %62 = fdiv x86_fp80 %61, 0xK4002B000000000000000
  %63 = fadd x86_fp80 %60, %62
  %64 = load x86_fp80, ptr %10, align 16
  %65 = fmul x86_fp80 %64, 0xK3FFC8000000000000000
  %66 = fadd x86_fp80 %63, %65
  %67 = load x86_fp80, ptr %11, align 16
  %68 = fdiv x86_fp80 %67, 0xK4002D000000000000000
  %69 = fsub x86_fp80 %66, %68
  %70 = load x86_fp80, ptr %12, align 16
  %71 = load x86_fp80, ptr %13, align 16
  %72 = fmul x86_fp80 %70, %71
  %73 = fdiv x86_fp80 %72, 0xK40038800000000000000
  %74 = fadd x86_fp80 %69, %73
  %75 = load x86_fp80, ptr %14, align 16
  %76 = fdiv x86_fp80 %75, 0xK40039800000000000000
  %77 = fsub x86_fp80 %74, %76
  store x86_fp80 %77, ptr %16, align 16
  %78 = load x86_fp80, ptr %4, align 16
  store x86_fp80 %78, ptr %3, align 16
  %79 = load x86_fp80, ptr %5, align 16
  store x86_fp80 %79, ptr %4, align 16
  %80 = load x86_fp80, ptr %6, align 16
  store x86_fp80 %80, ptr %5, align 16
  %81 = load x86_fp80, ptr %7, align 16
  store x86_fp80 %81, ptr %6, align 16
  %82 = load x86_fp80, ptr %8, align 16
  store x86_fp80 %82, ptr %7, align 16
  %83 = load x86_fp80, ptr %9, align 16
  store x86_fp80 %83, ptr %8, align 16
  %84 = load x86_fp80, ptr %10, align 16
  store x86_fp80 %84, ptr %9, align 16
  %85 = load x86_fp80, ptr %11, align 16
  store x86_fp80 %85, ptr %10, align 16
  %86 = load x86_fp80, ptr %12, align 16
  store x86_fp80 %86, ptr %11, align 16
  %87 = load x86_fp80, ptr %13, align 16
  store x86_fp80 %87, ptr %12, align 16
  %88 = load x86_fp80, ptr %14, align 16
  store x86_fp80 %88, ptr %13, align 16
  %89 = load x86_fp80, ptr %16, align 16
  %90 = load x86_fp80, ptr %3, align 16
  %91 = load x86_fp80, ptr %14, align 16
  %92 = call x86_fp80 @mix3(x86_fp80 noundef %89, x86_fp80 noundef %90, x86_fp80 noundef %91)
  %93 = fdiv x86_fp80 %92, 0xK40008000000000000000
  store x86_fp80 %93, ptr %14, align 16
  br label %94

94:                                               ; preds = %46
  %95 = load i32, ptr %15, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %15, align 4
  br label %43, !llvm.loop !6

97:                                               ; preds = %43
  %98 = load x86_fp80, ptr %3, align 16
  %99 = load x86_fp80, ptr %4, align 16
  %100 = load x86_fp80, ptr %5, align 16
  %101 = load x86_fp80, ptr %6, align 16
  %102 = load x86_fp80, ptr %7, align 16
  %103 = load x86_fp80, ptr %8, align 16
  %104 = load x86_fp80, ptr %9, align 16
  %105 = load x86_fp80, ptr %10, align 16
  %106 = load x86_fp80, ptr %11, align 16
  %107 = load x86_fp80, ptr %12, align 16
  %108 = load x86_fp80, ptr %13, align 16
  %109 = load x86_fp80, ptr %14, align 16
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef %98, x86_fp80 noundef %99, x86_fp80 noundef %100, x86_fp80 noundef %101, x86_fp80 noundef %102, x86_fp80 noundef %103, x86_fp80 noundef %104, x86_fp80 noundef %105, x86_fp80 noundef %106, x86_fp80 noundef %107, x86_fp80 noundef %108, x86_fp80 noundef %109)
  store x86_fp80 0xK00000000000000000000, ptr %17, align 16
  store double 0.000000e+00, ptr %18, align 8
  store i32 1, ptr %19, align 4
  br label %111

111:                                              ; preds = %132, %97
  %112 = load i32, ptr %19, align 4
  %113 = icmp sle i32 %112, 100
  br i1 %113, label %114, label %135

114:                                              ; preds = %111
  %115 = load i32, ptr %19, align 4
  %116 = sitofp i32 %115 to x86_fp80
  %117 = fdiv x86_fp80 0xK3FFF8000000000000000, %116
  %118 = load i32, ptr %19, align 4
  %119 = sitofp i32 %118 to x86_fp80
  %120 = load x86_fp80, ptr %17, align 16
  %121 = fdiv x86_fp80 %120, 0xK4008FA00000000000000
  %122 = call x86_fp80 @mix3(x86_fp80 noundef %117, x86_fp80 noundef %119, x86_fp80 noundef %121)
  %123 = load x86_fp80, ptr %17, align 16
  %124 = fadd x86_fp80 %123, %122
  store x86_fp80 %124, ptr %17, align 16
  %125 = load x86_fp80, ptr %17, align 16
  %126 = fptrunc x86_fp80 %125 to double
  %127 = load i32, ptr %19, align 4
  %128 = sitofp i32 %127 to double
  %129 = fdiv double %126, %128
  %130 = load double, ptr %18, align 8
  %131 = fadd double %130, %129
  store double %131, ptr %18, align 8
  br label %132

132:                                              ; preds = %114
  %133 = load i32, ptr %19, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %19, align 4
  br label %111, !llvm.loop !8

135:                                              ; preds = %111
  %136 = load x86_fp80, ptr %17, align 16
  %137 = load double, ptr %18, align 8
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, x86_fp80 noundef %136, double noundef %137)
  %139 = load x86_fp80, ptr %17, align 16
  %140 = fdiv x86_fp80 %139, 0xK4002A000000000000000
  %141 = fptosi x86_fp80 %140 to i32
  %142 = and i32 %141, 127
  ret i32 %142
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @mix3(x86_fp80 noundef %0, x86_fp80 noundef %1, x86_fp80 noundef %2) #0 {
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %4, align 16
  store x86_fp80 %1, ptr %5, align 16
  store x86_fp80 %2, ptr %6, align 16
  %7 = load x86_fp80, ptr %4, align 16
  %8 = fmul x86_fp80 %7, 0xK3FFE8000000000000000
  %9 = load x86_fp80, ptr %5, align 16
  %10 = fmul x86_fp80 %9, 0xK3FFD8000000000000000
  %11 = fadd x86_fp80 %8, %10
  %12 = load x86_fp80, ptr %6, align 16
  %13 = fmul x86_fp80 %12, 0xK3FFC8000000000000000
  %14 = fsub x86_fp80 %11, %13
  ret x86_fp80 %14
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!8 = distinct !{!8, !7}
