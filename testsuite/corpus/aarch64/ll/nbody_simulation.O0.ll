; ModuleID = 'programs/nbody_simulation.c'
source_filename = "programs/nbody_simulation.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@bodies = internal global [5 x %struct.body] [%struct.body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0x4043BD3CC9BE45DE }, %struct.body { double 0x40135DA0343CD92C, double 0xBFF290ABC01FDB7C, double 0xBFBA86F96C25EBF0, double 0x3FE367069B93CCBC, double 0x40067EF2F57D949B, double 0xBF99D2D79A5A0715, double 0x3FA34C95D9AB33D8 }, %struct.body { double 0x4020AFCDC332CA67, double 0x40107FCB31DE01B0, double 0xBFD9D353E1EB467C, double 0xBFF02C21B8879442, double 0x3FFD35E9BF1F8F13, double 0x3F813C485F1123B4, double 0x3F871D490D07C637 }, %struct.body { double 0x4029C9EACEA7D9CF, double 0xC02E38E8D626667E, double 0xBFCC9557BE257DA0, double 0x3FF1531CA9911BEF, double 0x3FEBCC7F3E54BBC5, double 0xBF862F6BFAF23E7C, double 0x3F5C3DD29CF41EB3 }, %struct.body { double 0x402EC267A905572A, double 0xC039EB5833C8A220, double 0x3FC6F1F393ABE540, double 0x3FEF54B61659BC4A, double 0x3FE307C631C4FBA3, double 0xBFA1CB88587665F6, double 0x3F60A8F3531799AC }], align 8
@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"jupiter at %a %a %a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 0.000000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %50, %0
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 5
  br i1 %9, label %10, label %53

10:                                               ; preds = %7
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %12
  %14 = getelementptr inbounds %struct.body, ptr %13, i32 0, i32 3
  %15 = load double, ptr %14, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %17
  %19 = getelementptr inbounds %struct.body, ptr %18, i32 0, i32 6
  %20 = load double, ptr %19, align 8
  %21 = fmul double %15, %20
  %22 = load double, ptr %2, align 8
  %23 = fadd double %22, %21
  store double %23, ptr %2, align 8
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %25
  %27 = getelementptr inbounds %struct.body, ptr %26, i32 0, i32 4
  %28 = load double, ptr %27, align 8
  %29 = load i32, ptr %5, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %30
  %32 = getelementptr inbounds %struct.body, ptr %31, i32 0, i32 6
  %33 = load double, ptr %32, align 8
  %34 = fmul double %28, %33
  %35 = load double, ptr %3, align 8
  %36 = fadd double %35, %34
  store double %36, ptr %3, align 8
  %37 = load i32, ptr %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %38
  %40 = getelementptr inbounds %struct.body, ptr %39, i32 0, i32 5
  %41 = load double, ptr %40, align 8
  %42 = load i32, ptr %5, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %43
  %45 = getelementptr inbounds %struct.body, ptr %44, i32 0, i32 6
  %46 = load double, ptr %45, align 8
  %47 = fmul double %41, %46
  %48 = load double, ptr %4, align 8
  %49 = fadd double %48, %47
  store double %49, ptr %4, align 8
  br label %50

50:                                               ; preds = %10
  %51 = load i32, ptr %5, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %5, align 4
  br label %7, !llvm.loop !6

53:                                               ; preds = %7
  %54 = load double, ptr %2, align 8
  %55 = fneg double %54
  %56 = fdiv double %55, 0x4043BD3CC9BE45DE
  store double %56, ptr getelementptr inbounds (%struct.body, ptr @bodies, i32 0, i32 3), align 8
  %57 = load double, ptr %3, align 8
  %58 = fneg double %57
  %59 = fdiv double %58, 0x4043BD3CC9BE45DE
  store double %59, ptr getelementptr inbounds (%struct.body, ptr @bodies, i32 0, i32 4), align 8
  %60 = load double, ptr %4, align 8
  %61 = fneg double %60
  %62 = fdiv double %61, 0x4043BD3CC9BE45DE
  store double %62, ptr getelementptr inbounds (%struct.body, ptr @bodies, i32 0, i32 5), align 8
  %63 = call double @energy(i32 noundef 5)
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %63)
  store i32 0, ptr %6, align 4
  br label %65

65:                                               ; preds = %69, %53
  %66 = load i32, ptr %6, align 4
  %67 = icmp slt i32 %66, 1000
  br i1 %67, label %68, label %72

68:                                               ; preds = %65
  call void @advance(i32 noundef 5, double noundef 1.000000e-02)
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %6, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %6, align 4
  br label %65, !llvm.loop !8

72:                                               ; preds = %65
  %73 = call double @energy(i32 noundef 5)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %73)
  %75 = load double, ptr getelementptr inbounds ([5 x %struct.body], ptr @bodies, i64 0, i64 1), align 8
  %76 = load double, ptr getelementptr inbounds (%struct.body, ptr getelementptr inbounds ([5 x %struct.body], ptr @bodies, i64 0, i64 1), i32 0, i32 1), align 8
  %77 = load double, ptr getelementptr inbounds (%struct.body, ptr getelementptr inbounds ([5 x %struct.body], ptr @bodies, i64 0, i64 1), i32 0, i32 2), align 8
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %75, double noundef %76, double noundef %77)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @energy(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  store i32 %0, ptr %2, align 4
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %110, %1
  %11 = load i32, ptr %4, align 4
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %113

14:                                               ; preds = %10
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %16
  store ptr %17, ptr %5, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.body, ptr %18, i32 0, i32 6
  %20 = load double, ptr %19, align 8
  %21 = fmul double 5.000000e-01, %20
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.body, ptr %22, i32 0, i32 3
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.body, ptr %25, i32 0, i32 3
  %27 = load double, ptr %26, align 8
  %28 = fmul double %24, %27
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds %struct.body, ptr %29, i32 0, i32 4
  %31 = load double, ptr %30, align 8
  %32 = load ptr, ptr %5, align 8
  %33 = getelementptr inbounds %struct.body, ptr %32, i32 0, i32 4
  %34 = load double, ptr %33, align 8
  %35 = fmul double %31, %34
  %36 = fadd double %28, %35
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.body, ptr %37, i32 0, i32 5
  %39 = load double, ptr %38, align 8
  %40 = load ptr, ptr %5, align 8
  %41 = getelementptr inbounds %struct.body, ptr %40, i32 0, i32 5
  %42 = load double, ptr %41, align 8
  %43 = fmul double %39, %42
  %44 = fadd double %36, %43
  %45 = fmul double %21, %44
  %46 = load double, ptr %3, align 8
  %47 = fadd double %46, %45
  store double %47, ptr %3, align 8
  %48 = load i32, ptr %4, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %6, align 4
  br label %50

50:                                               ; preds = %106, %14
  %51 = load i32, ptr %6, align 4
  %52 = load i32, ptr %2, align 4
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %109

54:                                               ; preds = %50
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds %struct.body, ptr %55, i32 0, i32 0
  %57 = load double, ptr %56, align 8
  %58 = load i32, ptr %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %59
  %61 = getelementptr inbounds %struct.body, ptr %60, i32 0, i32 0
  %62 = load double, ptr %61, align 8
  %63 = fsub double %57, %62
  store double %63, ptr %7, align 8
  %64 = load ptr, ptr %5, align 8
  %65 = getelementptr inbounds %struct.body, ptr %64, i32 0, i32 1
  %66 = load double, ptr %65, align 8
  %67 = load i32, ptr %6, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %68
  %70 = getelementptr inbounds %struct.body, ptr %69, i32 0, i32 1
  %71 = load double, ptr %70, align 8
  %72 = fsub double %66, %71
  store double %72, ptr %8, align 8
  %73 = load ptr, ptr %5, align 8
  %74 = getelementptr inbounds %struct.body, ptr %73, i32 0, i32 2
  %75 = load double, ptr %74, align 8
  %76 = load i32, ptr %6, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %77
  %79 = getelementptr inbounds %struct.body, ptr %78, i32 0, i32 2
  %80 = load double, ptr %79, align 8
  %81 = fsub double %75, %80
  store double %81, ptr %9, align 8
  %82 = load ptr, ptr %5, align 8
  %83 = getelementptr inbounds %struct.body, ptr %82, i32 0, i32 6
  %84 = load double, ptr %83, align 8
  %85 = load i32, ptr %6, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %86
  %88 = getelementptr inbounds %struct.body, ptr %87, i32 0, i32 6
  %89 = load double, ptr %88, align 8
  %90 = fmul double %84, %89
  %91 = load double, ptr %7, align 8
  %92 = load double, ptr %7, align 8
  %93 = fmul double %91, %92
  %94 = load double, ptr %8, align 8
  %95 = load double, ptr %8, align 8
  %96 = fmul double %94, %95
  %97 = fadd double %93, %96
  %98 = load double, ptr %9, align 8
  %99 = load double, ptr %9, align 8
  %100 = fmul double %98, %99
  %101 = fadd double %97, %100
  %102 = call double @sqrt(double noundef %101) #3
  %103 = fdiv double %90, %102
  %104 = load double, ptr %3, align 8
  %105 = fsub double %104, %103
  store double %105, ptr %3, align 8
  br label %106

106:                                              ; preds = %54
  %107 = load i32, ptr %6, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %6, align 4
  br label %50, !llvm.loop !9

109:                                              ; preds = %50
  br label %110

110:                                              ; preds = %109
  %111 = load i32, ptr %4, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %4, align 4
  br label %10, !llvm.loop !10

113:                                              ; preds = %10
  %114 = load double, ptr %3, align 8
  ret double %114
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @advance(i32 noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store double %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %141, %2
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %144

19:                                               ; preds = %15
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %21
  store ptr %22, ptr %6, align 8
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %7, align 4
  br label %25

25:                                               ; preds = %137, %19
  %26 = load i32, ptr %7, align 4
  %27 = load i32, ptr %3, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %140

29:                                               ; preds = %25
  %30 = load i32, ptr %7, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %31
  store ptr %32, ptr %8, align 8
  %33 = load ptr, ptr %6, align 8
  %34 = getelementptr inbounds %struct.body, ptr %33, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = load ptr, ptr %8, align 8
  %37 = getelementptr inbounds %struct.body, ptr %36, i32 0, i32 0
  %38 = load double, ptr %37, align 8
  %39 = fsub double %35, %38
  store double %39, ptr %9, align 8
  %40 = load ptr, ptr %6, align 8
  %41 = getelementptr inbounds %struct.body, ptr %40, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = load ptr, ptr %8, align 8
  %44 = getelementptr inbounds %struct.body, ptr %43, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  %46 = fsub double %42, %45
  store double %46, ptr %10, align 8
  %47 = load ptr, ptr %6, align 8
  %48 = getelementptr inbounds %struct.body, ptr %47, i32 0, i32 2
  %49 = load double, ptr %48, align 8
  %50 = load ptr, ptr %8, align 8
  %51 = getelementptr inbounds %struct.body, ptr %50, i32 0, i32 2
  %52 = load double, ptr %51, align 8
  %53 = fsub double %49, %52
  store double %53, ptr %11, align 8
  %54 = load double, ptr %9, align 8
  %55 = load double, ptr %9, align 8
  %56 = fmul double %54, %55
  %57 = load double, ptr %10, align 8
  %58 = load double, ptr %10, align 8
  %59 = fmul double %57, %58
  %60 = fadd double %56, %59
  %61 = load double, ptr %11, align 8
  %62 = load double, ptr %11, align 8
  %63 = fmul double %61, %62
  %64 = fadd double %60, %63
  store double %64, ptr %12, align 8
  %65 = load double, ptr %4, align 8
  %66 = load double, ptr %12, align 8
  %67 = load double, ptr %12, align 8
  %68 = call double @sqrt(double noundef %67) #3
  %69 = fmul double %66, %68
  %70 = fdiv double %65, %69
  store double %70, ptr %13, align 8
  %71 = load double, ptr %9, align 8
  %72 = load ptr, ptr %8, align 8
  %73 = getelementptr inbounds %struct.body, ptr %72, i32 0, i32 6
  %74 = load double, ptr %73, align 8
  %75 = fmul double %71, %74
  %76 = load double, ptr %13, align 8
  %77 = fmul double %75, %76
  %78 = load ptr, ptr %6, align 8
  %79 = getelementptr inbounds %struct.body, ptr %78, i32 0, i32 3
  %80 = load double, ptr %79, align 8
  %81 = fsub double %80, %77
  store double %81, ptr %79, align 8
  %82 = load double, ptr %10, align 8
  %83 = load ptr, ptr %8, align 8
  %84 = getelementptr inbounds %struct.body, ptr %83, i32 0, i32 6
  %85 = load double, ptr %84, align 8
  %86 = fmul double %82, %85
  %87 = load double, ptr %13, align 8
  %88 = fmul double %86, %87
  %89 = load ptr, ptr %6, align 8
  %90 = getelementptr inbounds %struct.body, ptr %89, i32 0, i32 4
  %91 = load double, ptr %90, align 8
  %92 = fsub double %91, %88
  store double %92, ptr %90, align 8
  %93 = load double, ptr %11, align 8
  %94 = load ptr, ptr %8, align 8
  %95 = getelementptr inbounds %struct.body, ptr %94, i32 0, i32 6
  %96 = load double, ptr %95, align 8
  %97 = fmul double %93, %96
  %98 = load double, ptr %13, align 8
  %99 = fmul double %97, %98
  %100 = load ptr, ptr %6, align 8
  %101 = getelementptr inbounds %struct.body, ptr %100, i32 0, i32 5
  %102 = load double, ptr %101, align 8
  %103 = fsub double %102, %99
  store double %103, ptr %101, align 8
  %104 = load double, ptr %9, align 8
  %105 = load ptr, ptr %6, align 8
  %106 = getelementptr inbounds %struct.body, ptr %105, i32 0, i32 6
  %107 = load double, ptr %106, align 8
  %108 = fmul double %104, %107
  %109 = load double, ptr %13, align 8
  %110 = fmul double %108, %109
  %111 = load ptr, ptr %8, align 8
  %112 = getelementptr inbounds %struct.body, ptr %111, i32 0, i32 3
  %113 = load double, ptr %112, align 8
  %114 = fadd double %113, %110
  store double %114, ptr %112, align 8
  %115 = load double, ptr %10, align 8
  %116 = load ptr, ptr %6, align 8
  %117 = getelementptr inbounds %struct.body, ptr %116, i32 0, i32 6
  %118 = load double, ptr %117, align 8
  %119 = fmul double %115, %118
  %120 = load double, ptr %13, align 8
  %121 = fmul double %119, %120
  %122 = load ptr, ptr %8, align 8
  %123 = getelementptr inbounds %struct.body, ptr %122, i32 0, i32 4
  %124 = load double, ptr %123, align 8
  %125 = fadd double %124, %121
  store double %125, ptr %123, align 8
  %126 = load double, ptr %11, align 8
  %127 = load ptr, ptr %6, align 8
  %128 = getelementptr inbounds %struct.body, ptr %127, i32 0, i32 6
  %129 = load double, ptr %128, align 8
  %130 = fmul double %126, %129
  %131 = load double, ptr %13, align 8
  %132 = fmul double %130, %131
  %133 = load ptr, ptr %8, align 8
  %134 = getelementptr inbounds %struct.body, ptr %133, i32 0, i32 5
  %135 = load double, ptr %134, align 8
  %136 = fadd double %135, %132
  store double %136, ptr %134, align 8
  br label %137

137:                                              ; preds = %29
  %138 = load i32, ptr %7, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %7, align 4
  br label %25, !llvm.loop !11

140:                                              ; preds = %25
  br label %141

141:                                              ; preds = %140
  %142 = load i32, ptr %5, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %5, align 4
  br label %15, !llvm.loop !12

144:                                              ; preds = %15
  store i32 0, ptr %14, align 4
  br label %145

145:                                              ; preds = %189, %144
  %146 = load i32, ptr %14, align 4
  %147 = load i32, ptr %3, align 4
  %148 = icmp slt i32 %146, %147
  br i1 %148, label %149, label %192

149:                                              ; preds = %145
  %150 = load double, ptr %4, align 8
  %151 = load i32, ptr %14, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %152
  %154 = getelementptr inbounds %struct.body, ptr %153, i32 0, i32 3
  %155 = load double, ptr %154, align 8
  %156 = fmul double %150, %155
  %157 = load i32, ptr %14, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %158
  %160 = getelementptr inbounds %struct.body, ptr %159, i32 0, i32 0
  %161 = load double, ptr %160, align 8
  %162 = fadd double %161, %156
  store double %162, ptr %160, align 8
  %163 = load double, ptr %4, align 8
  %164 = load i32, ptr %14, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %165
  %167 = getelementptr inbounds %struct.body, ptr %166, i32 0, i32 4
  %168 = load double, ptr %167, align 8
  %169 = fmul double %163, %168
  %170 = load i32, ptr %14, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %171
  %173 = getelementptr inbounds %struct.body, ptr %172, i32 0, i32 1
  %174 = load double, ptr %173, align 8
  %175 = fadd double %174, %169
  store double %175, ptr %173, align 8
  %176 = load double, ptr %4, align 8
  %177 = load i32, ptr %14, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %178
  %180 = getelementptr inbounds %struct.body, ptr %179, i32 0, i32 5
  %181 = load double, ptr %180, align 8
  %182 = fmul double %176, %181
  %183 = load i32, ptr %14, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %184
  %186 = getelementptr inbounds %struct.body, ptr %185, i32 0, i32 2
  %187 = load double, ptr %186, align 8
  %188 = fadd double %187, %182
  store double %188, ptr %186, align 8
  br label %189

189:                                              ; preds = %149
  %190 = load i32, ptr %14, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %14, align 4
  br label %145, !llvm.loop !13

192:                                              ; preds = %145
  ret void
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
