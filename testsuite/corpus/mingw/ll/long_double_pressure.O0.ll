; ModuleID = 'programs/long_double_pressure.c'
source_filename = "programs/long_double_pressure.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %18 = alloca x86_fp80, align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca x86_fp80, align 16
  %22 = alloca x86_fp80, align 16
  %23 = alloca x86_fp80, align 16
  %24 = alloca x86_fp80, align 16
  %25 = alloca x86_fp80, align 16
  %26 = alloca x86_fp80, align 16
  %27 = alloca x86_fp80, align 16
  %28 = alloca x86_fp80, align 16
  %29 = alloca x86_fp80, align 16
  %30 = alloca x86_fp80, align 16
  %31 = alloca x86_fp80, align 16
  %32 = alloca x86_fp80, align 16
  %33 = alloca x86_fp80, align 16
  %34 = alloca double, align 8
  %35 = alloca i32, align 4
  %36 = alloca x86_fp80, align 16
  %37 = alloca x86_fp80, align 16
  %38 = alloca x86_fp80, align 16
  %39 = alloca x86_fp80, align 16
  %40 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  store volatile x86_fp80 0xK3FFC9249249249249249, ptr %2, align 16
  %41 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %41, ptr %3, align 16
  %42 = load x86_fp80, ptr %3, align 16
  %43 = fmul x86_fp80 %42, 0xK40008000000000000000
  store x86_fp80 %43, ptr %4, align 16
  %44 = load x86_fp80, ptr %3, align 16
  %45 = fmul x86_fp80 %44, 0xK4000C000000000000000
  store x86_fp80 %45, ptr %5, align 16
  %46 = load x86_fp80, ptr %3, align 16
  %47 = fmul x86_fp80 %46, 0xK40018000000000000000
  store x86_fp80 %47, ptr %6, align 16
  %48 = load x86_fp80, ptr %3, align 16
  %49 = fmul x86_fp80 %48, 0xK4001A000000000000000
  store x86_fp80 %49, ptr %7, align 16
  %50 = load x86_fp80, ptr %3, align 16
  %51 = fmul x86_fp80 %50, 0xK4001C000000000000000
  store x86_fp80 %51, ptr %8, align 16
  %52 = load x86_fp80, ptr %3, align 16
  %53 = fmul x86_fp80 %52, 0xK4001E000000000000000
  store x86_fp80 %53, ptr %9, align 16
  %54 = load x86_fp80, ptr %3, align 16
  %55 = fmul x86_fp80 %54, 0xK40028000000000000000
  store x86_fp80 %55, ptr %10, align 16
  %56 = load x86_fp80, ptr %3, align 16
  %57 = fmul x86_fp80 %56, 0xK40029000000000000000
  store x86_fp80 %57, ptr %11, align 16
  %58 = load x86_fp80, ptr %3, align 16
  %59 = fmul x86_fp80 %58, 0xK4002A000000000000000
  store x86_fp80 %59, ptr %12, align 16
  %60 = load x86_fp80, ptr %3, align 16
  %61 = fmul x86_fp80 %60, 0xK4002B000000000000000
  store x86_fp80 %61, ptr %13, align 16
  %62 = load x86_fp80, ptr %3, align 16
  %63 = fmul x86_fp80 %62, 0xK4002C000000000000000
  store x86_fp80 %63, ptr %14, align 16
  store i32 0, ptr %15, align 4
  br label %64

64:                                               ; preds = %115, %0
  %65 = load i32, ptr %15, align 4
  %66 = icmp slt i32 %65, 40
  br i1 %66, label %67, label %118

67:                                               ; preds = %64
  %68 = load x86_fp80, ptr %3, align 16
  %69 = load x86_fp80, ptr %4, align 16
  %70 = fmul x86_fp80 %69, 0xK3FFE8000000000000000
  %71 = fadd x86_fp80 %68, %70
  %72 = load x86_fp80, ptr %5, align 16
  %73 = fdiv x86_fp80 %72, 0xK4000C000000000000000
  %74 = fsub x86_fp80 %71, %73
  %75 = load x86_fp80, ptr %6, align 16
  %76 = load x86_fp80, ptr %7, align 16
  %77 = fmul x86_fp80 %75, %76
  %78 = fdiv x86_fp80 %77, 0xK4001E000000000000000
  %79 = fadd x86_fp80 %74, %78
  %80 = load x86_fp80, ptr %8, align 16
  %81 = fsub x86_fp80 %79, %80
  %82 = load x86_fp80, ptr %9, align 16
  %83 = fdiv x86_fp80 %82, 0xK4002B000000000000000
  %84 = fadd x86_fp80 %81, %83
  %85 = load x86_fp80, ptr %10, align 16
  %86 = fmul x86_fp80 %85, 0xK3FFC8000000000000000
  %87 = fadd x86_fp80 %84, %86
  %88 = load x86_fp80, ptr %11, align 16
  %89 = fdiv x86_fp80 %88, 0xK4002D000000000000000
  %90 = fsub x86_fp80 %87, %89
  %91 = load x86_fp80, ptr %12, align 16
  %92 = load x86_fp80, ptr %13, align 16
  %93 = fmul x86_fp80 %91, %92
  %94 = fdiv x86_fp80 %93, 0xK40038800000000000000
  %95 = fadd x86_fp80 %90, %94
  %96 = load x86_fp80, ptr %14, align 16
  %97 = fdiv x86_fp80 %96, 0xK40039800000000000000
  %98 = fsub x86_fp80 %95, %97
  store x86_fp80 %98, ptr %16, align 16
  %99 = load x86_fp80, ptr %4, align 16
  store x86_fp80 %99, ptr %3, align 16
  %100 = load x86_fp80, ptr %5, align 16
  store x86_fp80 %100, ptr %4, align 16
  %101 = load x86_fp80, ptr %6, align 16
  store x86_fp80 %101, ptr %5, align 16
  %102 = load x86_fp80, ptr %7, align 16
  store x86_fp80 %102, ptr %6, align 16
  %103 = load x86_fp80, ptr %8, align 16
  store x86_fp80 %103, ptr %7, align 16
  %104 = load x86_fp80, ptr %9, align 16
  store x86_fp80 %104, ptr %8, align 16
  %105 = load x86_fp80, ptr %10, align 16
  store x86_fp80 %105, ptr %9, align 16
  %106 = load x86_fp80, ptr %11, align 16
  store x86_fp80 %106, ptr %10, align 16
  %107 = load x86_fp80, ptr %12, align 16
  store x86_fp80 %107, ptr %11, align 16
  %108 = load x86_fp80, ptr %13, align 16
  store x86_fp80 %108, ptr %12, align 16
  %109 = load x86_fp80, ptr %14, align 16
  store x86_fp80 %109, ptr %13, align 16
  %110 = load x86_fp80, ptr %16, align 16
  %111 = load x86_fp80, ptr %3, align 16
  %112 = load x86_fp80, ptr %14, align 16
  store x86_fp80 %110, ptr %18, align 16
  store x86_fp80 %111, ptr %19, align 16
  store x86_fp80 %112, ptr %20, align 16
  call void @mix3(ptr dead_on_unwind writable sret(x86_fp80) align 16 %17, ptr noundef %18, ptr noundef %19, ptr noundef %20)
  %113 = load x86_fp80, ptr %17, align 16
  %114 = fdiv x86_fp80 %113, 0xK40008000000000000000
  store x86_fp80 %114, ptr %14, align 16
  br label %115

115:                                              ; preds = %67
  %116 = load i32, ptr %15, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %15, align 4
  br label %64, !llvm.loop !5

118:                                              ; preds = %64
  %119 = load x86_fp80, ptr %3, align 16
  %120 = load x86_fp80, ptr %4, align 16
  %121 = load x86_fp80, ptr %5, align 16
  %122 = load x86_fp80, ptr %6, align 16
  %123 = load x86_fp80, ptr %7, align 16
  %124 = load x86_fp80, ptr %8, align 16
  %125 = load x86_fp80, ptr %9, align 16
  %126 = load x86_fp80, ptr %10, align 16
  %127 = load x86_fp80, ptr %11, align 16
  %128 = load x86_fp80, ptr %12, align 16
  %129 = load x86_fp80, ptr %13, align 16
  %130 = load x86_fp80, ptr %14, align 16
  store x86_fp80 %119, ptr %21, align 16
  store x86_fp80 %120, ptr %22, align 16
  store x86_fp80 %121, ptr %23, align 16
  store x86_fp80 %122, ptr %24, align 16
  store x86_fp80 %123, ptr %25, align 16
  store x86_fp80 %124, ptr %26, align 16
  store x86_fp80 %125, ptr %27, align 16
  store x86_fp80 %126, ptr %28, align 16
  store x86_fp80 %127, ptr %29, align 16
  store x86_fp80 %128, ptr %30, align 16
  store x86_fp80 %129, ptr %31, align 16
  store x86_fp80 %130, ptr %32, align 16
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %21, ptr noundef %22, ptr noundef %23, ptr noundef %24, ptr noundef %25, ptr noundef %26, ptr noundef %27, ptr noundef %28, ptr noundef %29, ptr noundef %30, ptr noundef %31, ptr noundef %32)
  store x86_fp80 0xK00000000000000000000, ptr %33, align 16
  store double 0.000000e+00, ptr %34, align 8
  store i32 1, ptr %35, align 4
  br label %132

132:                                              ; preds = %153, %118
  %133 = load i32, ptr %35, align 4
  %134 = icmp sle i32 %133, 100
  br i1 %134, label %135, label %156

135:                                              ; preds = %132
  %136 = load i32, ptr %35, align 4
  %137 = sitofp i32 %136 to x86_fp80
  %138 = fdiv x86_fp80 0xK3FFF8000000000000000, %137
  %139 = load i32, ptr %35, align 4
  %140 = sitofp i32 %139 to x86_fp80
  %141 = load x86_fp80, ptr %33, align 16
  %142 = fdiv x86_fp80 %141, 0xK4008FA00000000000000
  store x86_fp80 %138, ptr %37, align 16
  store x86_fp80 %140, ptr %38, align 16
  store x86_fp80 %142, ptr %39, align 16
  call void @mix3(ptr dead_on_unwind writable sret(x86_fp80) align 16 %36, ptr noundef %37, ptr noundef %38, ptr noundef %39)
  %143 = load x86_fp80, ptr %36, align 16
  %144 = load x86_fp80, ptr %33, align 16
  %145 = fadd x86_fp80 %144, %143
  store x86_fp80 %145, ptr %33, align 16
  %146 = load x86_fp80, ptr %33, align 16
  %147 = fptrunc x86_fp80 %146 to double
  %148 = load i32, ptr %35, align 4
  %149 = sitofp i32 %148 to double
  %150 = fdiv double %147, %149
  %151 = load double, ptr %34, align 8
  %152 = fadd double %151, %150
  store double %152, ptr %34, align 8
  br label %153

153:                                              ; preds = %135
  %154 = load i32, ptr %35, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %35, align 4
  br label %132, !llvm.loop !7

156:                                              ; preds = %132
  %157 = load x86_fp80, ptr %33, align 16
  %158 = load double, ptr %34, align 8
  store x86_fp80 %157, ptr %40, align 16
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %40, double noundef %158)
  %160 = load x86_fp80, ptr %33, align 16
  %161 = fdiv x86_fp80 %160, 0xK4002A000000000000000
  %162 = fptosi x86_fp80 %161 to i32
  %163 = and i32 %162, 127
  ret i32 %163
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix3(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  store ptr %0, ptr %5, align 8
  %9 = load x86_fp80, ptr %1, align 16
  %10 = load x86_fp80, ptr %2, align 16
  %11 = load x86_fp80, ptr %3, align 16
  store x86_fp80 %9, ptr %6, align 16
  store x86_fp80 %10, ptr %7, align 16
  store x86_fp80 %11, ptr %8, align 16
  %12 = load x86_fp80, ptr %6, align 16
  %13 = fmul x86_fp80 %12, 0xK3FFE8000000000000000
  %14 = load x86_fp80, ptr %7, align 16
  %15 = fmul x86_fp80 %14, 0xK3FFD8000000000000000
  %16 = fadd x86_fp80 %13, %15
  %17 = load x86_fp80, ptr %8, align 16
  %18 = fmul x86_fp80 %17, 0xK3FFC8000000000000000
  %19 = fsub x86_fp80 %16, %18
  store x86_fp80 %19, ptr %0, align 16
  %20 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %20, ptr %0, align 16
  ret void
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
!7 = distinct !{!7, !6}
