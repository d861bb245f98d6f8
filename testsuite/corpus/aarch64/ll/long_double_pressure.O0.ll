; ModuleID = 'programs/long_double_pressure.c'
source_filename = "programs/long_double_pressure.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [49 x i8] c"%La %La %La %La\0A%La %La %La %La\0A%La %La %La %La\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"acc=%La dacc=%a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
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
  %15 = alloca i32, align 4
  %16 = alloca fp128, align 16
  %17 = alloca fp128, align 16
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile fp128 0xL24924924924924923FFC249249249249, ptr %2, align 16
  %20 = load volatile fp128, ptr %2, align 16
  store fp128 %20, ptr %3, align 16
  %21 = load fp128, ptr %3, align 16
  %22 = fmul fp128 %21, 0xL00000000000000004000000000000000
  store fp128 %22, ptr %4, align 16
  %23 = load fp128, ptr %3, align 16
  %24 = fmul fp128 %23, 0xL00000000000000004000800000000000
  store fp128 %24, ptr %5, align 16
  %25 = load fp128, ptr %3, align 16
  %26 = fmul fp128 %25, 0xL00000000000000004001000000000000
  store fp128 %26, ptr %6, align 16
  %27 = load fp128, ptr %3, align 16
  %28 = fmul fp128 %27, 0xL00000000000000004001400000000000
  store fp128 %28, ptr %7, align 16
  %29 = load fp128, ptr %3, align 16
  %30 = fmul fp128 %29, 0xL00000000000000004001800000000000
  store fp128 %30, ptr %8, align 16
  %31 = load fp128, ptr %3, align 16
  %32 = fmul fp128 %31, 0xL00000000000000004001C00000000000
  store fp128 %32, ptr %9, align 16
  %33 = load fp128, ptr %3, align 16
  %34 = fmul fp128 %33, 0xL00000000000000004002000000000000
  store fp128 %34, ptr %10, align 16
  %35 = load fp128, ptr %3, align 16
  %36 = fmul fp128 %35, 0xL00000000000000004002200000000000
  store fp128 %36, ptr %11, align 16
  %37 = load fp128, ptr %3, align 16
  %38 = fmul fp128 %37, 0xL00000000000000004002400000000000
  store fp128 %38, ptr %12, align 16
  %39 = load fp128, ptr %3, align 16
  %40 = fmul fp128 %39, 0xL00000000000000004002600000000000
  store fp128 %40, ptr %13, align 16
  %41 = load fp128, ptr %3, align 16
  %42 = fmul fp128 %41, 0xL00000000000000004002800000000000
  store fp128 %42, ptr %14, align 16
  store i32 0, ptr %15, align 4
  br label %43

43:                                               ; preds = %94, %0
  %44 = load i32, ptr %15, align 4
  %45 = icmp slt i32 %44, 40
  br i1 %45, label %46, label %97

46:                                               ; preds = %43
  %47 = load fp128, ptr %3, align 16
  %48 = load fp128, ptr %4, align 16
  %49 = fmul fp128 %48, 0xL00000000000000003FFE000000000000
  %50 = fadd fp128 %47, %49
  %51 = load fp128, ptr %5, align 16
  %52 = fdiv fp128 %51, 0xL00000000000000004000800000000000
  %53 = fsub fp128 %50, %52
  %54 = load fp128, ptr %6, align 16
  %55 = load fp128, ptr %7, align 16
  %56 = fmul fp128 %54, %55
  %57 = fdiv fp128 %56, 0xL00000000000000004001C00000000000
  %58 = fadd fp128 %53, %57
  %59 = load fp128, ptr %8, align 16
  %60 = fsub fp128 %58, %59
  %61 = load fp128, ptr %9, align 16
  %62 = fdiv fp128 %61, 0xL00000000000000004002600000000000
  %63 = fadd fp128 %60, %62
  %64 = load fp128, ptr %10, align 16
  %65 = fmul fp128 %64, 0xL00000000000000003FFC000000000000
  %66 = fadd fp128 %63, %65
  %67 = load fp128, ptr %11, align 16
  %68 = fdiv fp128 %67, 0xL00000000000000004002A00000000000
  %69 = fsub fp128 %66, %68
  %70 = load fp128, ptr %12, align 16
  %71 = load fp128, ptr %13, align 16
  %72 = fmul fp128 %70, %71
  %73 = fdiv fp128 %72, 0xL00000000000000004003100000000000
  %74 = fadd fp128 %69, %73
  %75 = load fp128, ptr %14, align 16
  %76 = fdiv fp128 %75, 0xL00000000000000004003300000000000
  %77 = fsub fp128 %74, %76
  store fp128 %77, ptr %16, align 16
  %78 = load fp128, ptr %4, align 16
  store fp128 %78, ptr %3, align 16
  %79 = load fp128, ptr %5, align 16
  store fp128 %79, ptr %4, align 16
  %80 = load fp128, ptr %6, align 16
  store fp128 %80, ptr %5, align 16
  %81 = load fp128, ptr %7, align 16
  store fp128 %81, ptr %6, align 16
  %82 = load fp128, ptr %8, align 16
  store fp128 %82, ptr %7, align 16
  %83 = load fp128, ptr %9, align 16
  store fp128 %83, ptr %8, align 16
  %84 = load fp128, ptr %10, align 16
  store fp128 %84, ptr %9, align 16
  %85 = load fp128, ptr %11, align 16
  store fp128 %85, ptr %10, align 16
  %86 = load fp128, ptr %12, align 16
  store fp128 %86, ptr %11, align 16
  %87 = load fp128, ptr %13, align 16
  store fp128 %87, ptr %12, align 16
  %88 = load fp128, ptr %14, align 16
  store fp128 %88, ptr %13, align 16
  %89 = load fp128, ptr %16, align 16
  %90 = load fp128, ptr %3, align 16
  %91 = load fp128, ptr %14, align 16
  %92 = call fp128 @mix3(fp128 noundef %89, fp128 noundef %90, fp128 noundef %91)
  %93 = fdiv fp128 %92, 0xL00000000000000004000000000000000
  store fp128 %93, ptr %14, align 16
  br label %94

94:                                               ; preds = %46
  %95 = load i32, ptr %15, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %15, align 4
  br label %43, !llvm.loop !6

97:                                               ; preds = %43
  %98 = load fp128, ptr %3, align 16
  %99 = load fp128, ptr %4, align 16
  %100 = load fp128, ptr %5, align 16
  %101 = load fp128, ptr %6, align 16
  %102 = load fp128, ptr %7, align 16
  %103 = load fp128, ptr %8, align 16
  %104 = load fp128, ptr %9, align 16
  %105 = load fp128, ptr %10, align 16
  %106 = load fp128, ptr %11, align 16
  %107 = load fp128, ptr %12, align 16
  %108 = load fp128, ptr %13, align 16
  %109 = load fp128, ptr %14, align 16
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str, fp128 noundef %98, fp128 noundef %99, fp128 noundef %100, fp128 noundef %101, fp128 noundef %102, fp128 noundef %103, fp128 noundef %104, fp128 noundef %105, fp128 noundef %106, fp128 noundef %107, fp128 noundef %108, fp128 noundef %109)
  store fp128 0xL00000000000000000000000000000000, ptr %17, align 16
  store double 0.000000e+00, ptr %18, align 8
  store i32 1, ptr %19, align 4
  br label %111

111:                                              ; preds = %132, %97
  %112 = load i32, ptr %19, align 4
  %113 = icmp sle i32 %112, 100
  br i1 %113, label %114, label %135

114:                                              ; preds = %111
  %115 = load i32, ptr %19, align 4
  %116 = sitofp i32 %115 to fp128
  %117 = fdiv fp128 0xL00000000000000003FFF000000000000, %116
  %118 = load i32, ptr %19, align 4
  %119 = sitofp i32 %118 to fp128
  %120 = load fp128, ptr %17, align 16
  %121 = fdiv fp128 %120, 0xL00000000000000004008F40000000000
  %122 = call fp128 @mix3(fp128 noundef %117, fp128 noundef %119, fp128 noundef %121)
  %123 = load fp128, ptr %17, align 16
  %124 = fadd fp128 %123, %122
  store fp128 %124, ptr %17, align 16
  %125 = load fp128, ptr %17, align 16
  %126 = fptrunc fp128 %125 to double
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
  %136 = load fp128, ptr %17, align 16
  %137 = load double, ptr %18, align 8
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, fp128 noundef %136, double noundef %137)
  %139 = load fp128, ptr %17, align 16
  %140 = fdiv fp128 %139, 0xL00000000000000004002400000000000
  %141 = fptosi fp128 %140 to i32
  %142 = and i32 %141, 127
  ret i32 %142
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @mix3(fp128 noundef %0, fp128 noundef %1, fp128 noundef %2) #0 {
  %4 = alloca fp128, align 16
  %5 = alloca fp128, align 16
  %6 = alloca fp128, align 16
  store fp128 %0, ptr %4, align 16
  store fp128 %1, ptr %5, align 16
  store fp128 %2, ptr %6, align 16
  %7 = load fp128, ptr %4, align 16
  %8 = fmul fp128 %7, 0xL00000000000000003FFE000000000000
  %9 = load fp128, ptr %5, align 16
  %10 = fmul fp128 %9, 0xL00000000000000003FFD000000000000
  %11 = fadd fp128 %8, %10
  %12 = load fp128, ptr %6, align 16
  %13 = fmul fp128 %12, 0xL00000000000000003FFC000000000000
  %14 = fsub fp128 %11, %13
  ret fp128 %14
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
