; ModuleID = 'programs/fp_long_double_arith.c'
source_filename = "programs/fp_long_double_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"eps=%La 1+eps=%La 1+eps/2=%La\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"2^64+1=%.0Lf 2^64+0.5=%.1Lf\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"big: %Lg %Lg tiny: %Lg %La\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"max=%La min=%La true_min=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"1/3=%.25Lf 2/3=%La\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"poly: %La %La %La\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"cmp: %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"harmonic50=%.21Lg\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"many=%.21Lg\0A\00", align 1
@.str.9 = private unnamed_addr constant [54 x i8] c"sqrtl(2)=%La fabsl=%Lg fmal=%La floorl=%Lg ceill=%Lg\0A\00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"largest factorial below max/1e10: %d! = %Lg\0A\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"halvings to zero: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  %3 = alloca [50 x x86_fp80], align 16
  %4 = alloca i32, align 4
  %5 = alloca x86_fp80, align 16
  %6 = alloca i32, align 4
  %7 = alloca x86_fp80, align 16
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr %2, align 16
  %9 = load volatile x86_fp80, ptr %2, align 16
  %10 = call x86_fp80 @add(x86_fp80 noundef %9, x86_fp80 noundef 0xK3FC08000000000000000)
  %11 = load volatile x86_fp80, ptr %2, align 16
  %12 = call x86_fp80 @add(x86_fp80 noundef %11, x86_fp80 noundef 0xK3FBF8000000000000000)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef 0xK3FC08000000000000000, x86_fp80 noundef %10, x86_fp80 noundef %12)
  %14 = load volatile x86_fp80, ptr %2, align 16
  %15 = call x86_fp80 @add(x86_fp80 noundef 0xK403F8000000000000000, x86_fp80 noundef %14)
  %16 = call x86_fp80 @add(x86_fp80 noundef 0xK403F8000000000000000, x86_fp80 noundef 0xK3FFE8000000000000000)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, x86_fp80 noundef %15, x86_fp80 noundef %16)
  %18 = call x86_fp80 @mul(x86_fp80 noundef 0xK59F2E7B64E4DE2FC4251, x86_fp80 noundef 0xK59F2E7B64E4DE2FC4251)
  %19 = call x86_fp80 @dv(x86_fp80 noundef 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 noundef 0xK3FDDDBE6FECEBDEDD5BF)
  %20 = call x86_fp80 @mul(x86_fp80 noundef 0xK1FF1E4BF1839E22209DD, x86_fp80 noundef 0xK1FF1E4BF1839E22209DD)
  %21 = call x86_fp80 @dv(x86_fp80 noundef 0xK00018000000000000000, x86_fp80 noundef 0xK40098000000000000000)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, x86_fp80 noundef %18, x86_fp80 noundef %19, x86_fp80 noundef %20, x86_fp80 noundef %21)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, x86_fp80 noundef 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 noundef 0xK00018000000000000000, x86_fp80 noundef 0xK00000000000000000001)
  %24 = load volatile x86_fp80, ptr %2, align 16
  %25 = call x86_fp80 @dv(x86_fp80 noundef %24, x86_fp80 noundef 0xK4000C000000000000000)
  %26 = call x86_fp80 @dv(x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef 0xK4000C000000000000000)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, x86_fp80 noundef %25, x86_fp80 noundef %26)
  %28 = call x86_fp80 @poly(x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD)
  %29 = call x86_fp80 @poly(x86_fp80 noundef 0xKC001E800000000000000)
  %30 = call x86_fp80 @poly(x86_fp80 noundef 0xK40209502F90000000000)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, x86_fp80 noundef %28, x86_fp80 noundef %29, x86_fp80 noundef %30)
  %32 = load volatile x86_fp80, ptr %2, align 16
  %33 = load volatile x86_fp80, ptr %2, align 16
  %34 = call x86_fp80 @add(x86_fp80 noundef %33, x86_fp80 noundef 0xK3FC08000000000000000)
  %35 = call i32 @cmp(x86_fp80 noundef %32, x86_fp80 noundef %34)
  %36 = load volatile x86_fp80, ptr %2, align 16
  %37 = load volatile x86_fp80, ptr %2, align 16
  %38 = call i32 @cmp(x86_fp80 noundef %36, x86_fp80 noundef %37)
  %39 = load volatile x86_fp80, ptr %2, align 16
  %40 = call i32 @cmp(x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef %39)
  %41 = load volatile x86_fp80, ptr %2, align 16
  %42 = call i32 @cmp(x86_fp80 noundef 0xK7FFFC000000000000000, x86_fp80 noundef %41)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %35, i32 noundef %38, i32 noundef %40, i32 noundef %42)
  store i32 0, ptr %4, align 4
  br label %44

44:                                               ; preds = %56, %0
  %45 = load i32, ptr %4, align 4
  %46 = icmp slt i32 %45, 50
  br i1 %46, label %47, label %59

47:                                               ; preds = %44
  %48 = load volatile x86_fp80, ptr %2, align 16
  %49 = load i32, ptr %4, align 4
  %50 = add nsw i32 %49, 1
  %51 = sitofp i32 %50 to x86_fp80
  %52 = call x86_fp80 @dv(x86_fp80 noundef %48, x86_fp80 noundef %51)
  %53 = load i32, ptr %4, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [50 x x86_fp80], ptr %3, i64 0, i64 %54
  store x86_fp80 %52, ptr %55, align 16
  br label %56

56:                                               ; preds = %47
  %57 = load i32, ptr %4, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %4, align 4
  br label %44, !llvm.loop !6

59:                                               ; preds = %44
  %60 = getelementptr inbounds [50 x x86_fp80], ptr %3, i64 0, i64 0
  %61 = call x86_fp80 @sum_array(ptr noundef %60, i32 noundef 50)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, x86_fp80 noundef %61)
  %63 = call x86_fp80 @many(x86_fp80 noundef 0xK3FFFC000000000000000, double noundef 2.500000e-01, x86_fp80 noundef 0xK4000C000000000000000, float noundef 5.000000e-01, x86_fp80 noundef 0xK4002A000000000000000, i32 noundef 4, x86_fp80 noundef 0xK3FC39392EE8E921D5D07)
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, x86_fp80 noundef %63)
  %65 = load volatile x86_fp80, ptr %2, align 16
  %66 = fmul x86_fp80 0xK40008000000000000000, %65
  %67 = call x86_fp80 @sqrtl(x86_fp80 noundef %66) #4
  %68 = load volatile x86_fp80, ptr %2, align 16
  %69 = fmul x86_fp80 0xKC000D000000000000000, %68
  %70 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %69)
  %71 = load volatile x86_fp80, ptr %2, align 16
  %72 = fadd x86_fp80 %71, 0xK3FC08000000000000000
  %73 = load volatile x86_fp80, ptr %2, align 16
  %74 = fsub x86_fp80 %73, 0xK3FC08000000000000000
  %75 = load volatile x86_fp80, ptr %2, align 16
  %76 = fneg x86_fp80 %75
  %77 = call x86_fp80 @llvm.fma.f80(x86_fp80 %72, x86_fp80 %74, x86_fp80 %76)
  %78 = load volatile x86_fp80, ptr %2, align 16
  %79 = fmul x86_fp80 0xKC000A000000000000000, %78
  %80 = call x86_fp80 @llvm.floor.f80(x86_fp80 %79)
  %81 = load volatile x86_fp80, ptr %2, align 16
  %82 = fmul x86_fp80 0xKC000A000000000000000, %81
  %83 = call x86_fp80 @llvm.ceil.f80(x86_fp80 %82)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, x86_fp80 noundef %67, x86_fp80 noundef %70, x86_fp80 noundef %77, x86_fp80 noundef %80, x86_fp80 noundef %83)
  store x86_fp80 0xK3FFF8000000000000000, ptr %5, align 16
  store i32 1, ptr %6, align 4
  br label %85

85:                                               ; preds = %91, %59
  %86 = load x86_fp80, ptr %5, align 16
  %87 = load i32, ptr %6, align 4
  %88 = sitofp i32 %87 to x86_fp80
  %89 = fmul x86_fp80 %86, %88
  %90 = fcmp olt x86_fp80 %89, 0xK7FDDDBE6FECEBDEDD5BE
  br i1 %90, label %91, label %98

91:                                               ; preds = %85
  %92 = load i32, ptr %6, align 4
  %93 = sitofp i32 %92 to x86_fp80
  %94 = load x86_fp80, ptr %5, align 16
  %95 = fmul x86_fp80 %94, %93
  store x86_fp80 %95, ptr %5, align 16
  %96 = load i32, ptr %6, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %6, align 4
  br label %85, !llvm.loop !8

98:                                               ; preds = %85
  %99 = load i32, ptr %6, align 4
  %100 = sub nsw i32 %99, 1
  %101 = load x86_fp80, ptr %5, align 16
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %100, x86_fp80 noundef %101)
  %103 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %103, ptr %7, align 16
  store i32 0, ptr %8, align 4
  br label %104

104:                                              ; preds = %107, %98
  %105 = load x86_fp80, ptr %7, align 16
  %106 = fcmp une x86_fp80 %105, 0xK00000000000000000000
  br i1 %106, label %107, label %112

107:                                              ; preds = %104
  %108 = load x86_fp80, ptr %7, align 16
  %109 = fdiv x86_fp80 %108, 0xK40008000000000000000
  store x86_fp80 %109, ptr %7, align 16
  %110 = load i32, ptr %8, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %8, align 4
  br label %104, !llvm.loop !9

112:                                              ; preds = %104
  %113 = load i32, ptr %8, align 4
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %113)
  %115 = load i32, ptr %8, align 4
  %116 = and i32 %115, 127
  ret i32 %116
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @add(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  store x86_fp80 %1, ptr %4, align 16
  %5 = load x86_fp80, ptr %3, align 16
  %6 = load x86_fp80, ptr %4, align 16
  %7 = fadd x86_fp80 %5, %6
  ret x86_fp80 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @mul(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  store x86_fp80 %1, ptr %4, align 16
  %5 = load x86_fp80, ptr %3, align 16
  %6 = load x86_fp80, ptr %4, align 16
  %7 = fmul x86_fp80 %5, %6
  ret x86_fp80 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @dv(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  store x86_fp80 %1, ptr %4, align 16
  %5 = load x86_fp80, ptr %3, align 16
  %6 = load x86_fp80, ptr %4, align 16
  %7 = fdiv x86_fp80 %5, %6
  ret x86_fp80 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @poly(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fmul x86_fp80 %3, 0xK4000C000000000000000
  %5 = fsub x86_fp80 %4, 0xK40008000000000000000
  %6 = load x86_fp80, ptr %2, align 16
  %7 = fmul x86_fp80 %5, %6
  %8 = fadd x86_fp80 %7, 0xK3FFF8000000000000000
  %9 = load x86_fp80, ptr %2, align 16
  %10 = fmul x86_fp80 %8, %9
  %11 = fsub x86_fp80 %10, 0xK3FFE8000000000000000
  ret x86_fp80 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  store x86_fp80 %1, ptr %4, align 16
  %5 = load x86_fp80, ptr %3, align 16
  %6 = load x86_fp80, ptr %4, align 16
  %7 = fcmp olt x86_fp80 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load x86_fp80, ptr %3, align 16
  %10 = load x86_fp80, ptr %4, align 16
  %11 = fcmp oeq x86_fp80 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load x86_fp80, ptr %3, align 16
  %16 = load x86_fp80, ptr %4, align 16
  %17 = fcmp ogt x86_fp80 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @sum_array(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca x86_fp80, align 16
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store x86_fp80 0xK00000000000000000000, ptr %5, align 16
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds x86_fp80, ptr %12, i64 %14
  %16 = load x86_fp80, ptr %15, align 16
  %17 = load x86_fp80, ptr %5, align 16
  %18 = fadd x86_fp80 %17, %16
  store x86_fp80 %18, ptr %5, align 16
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !10

22:                                               ; preds = %7
  %23 = load x86_fp80, ptr %5, align 16
  ret x86_fp80 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @many(x86_fp80 noundef %0, double noundef %1, x86_fp80 noundef %2, float noundef %3, x86_fp80 noundef %4, i32 noundef %5, x86_fp80 noundef %6) #0 {
  %8 = alloca x86_fp80, align 16
  %9 = alloca double, align 8
  %10 = alloca x86_fp80, align 16
  %11 = alloca float, align 4
  %12 = alloca x86_fp80, align 16
  %13 = alloca i32, align 4
  %14 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %8, align 16
  store double %1, ptr %9, align 8
  store x86_fp80 %2, ptr %10, align 16
  store float %3, ptr %11, align 4
  store x86_fp80 %4, ptr %12, align 16
  store i32 %5, ptr %13, align 4
  store x86_fp80 %6, ptr %14, align 16
  %15 = load x86_fp80, ptr %8, align 16
  %16 = load double, ptr %9, align 8
  %17 = fpext double %16 to x86_fp80
  %18 = fsub x86_fp80 %15, %17
  %19 = load x86_fp80, ptr %10, align 16
  %20 = load float, ptr %11, align 4
  %21 = fpext float %20 to x86_fp80
  %22 = fmul x86_fp80 %19, %21
  %23 = fadd x86_fp80 %18, %22
  %24 = load x86_fp80, ptr %12, align 16
  %25 = load i32, ptr %13, align 4
  %26 = sitofp i32 %25 to x86_fp80
  %27 = fdiv x86_fp80 %24, %26
  %28 = fsub x86_fp80 %23, %27
  %29 = load x86_fp80, ptr %14, align 16
  %30 = fadd x86_fp80 %28, %29
  ret x86_fp80 %30
}

; Function Attrs: nounwind
declare x86_fp80 @sqrtl(x86_fp80 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
