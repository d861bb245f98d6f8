; ModuleID = 'programs/fp_long_double_conversions.c'
source_filename = "programs/fp_long_double_conversions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"from: %La %La %La %La\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"from i64: %La %La %La\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"from u64: %La %La %La\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"from f/d: %La %La %La %La\0A\00", align 1
@__const.main.v = private unnamed_addr constant [15 x fp128] [fp128 0xL00000000000000000000000000000000, fp128 0xL0000000000000000BFFE800000000000, fp128 0xLF5C28F5C28F5C28F4005FFF5C28F5C28, fp128 0xL0000000000000000C006010000000000, fp128 0xL0000000000000000400EFFFF00000000, fp128 0xL999999999999999A401DFFFFFFFF9999, fp128 0xLCCCCCCCCCCCCCCCDC01E00000001CCCC, fp128 0xL0000000000000000401EFFFFFFFF0000, fp128 0xLFFFC000000000000403DFFFFFFFFFFFF, fp128 0xL0000000000000000C03E000000000000, fp128 0xL0000000000000000403E000000000000, fp128 0xLFFFE000000000000403EFFFFFFFFFFFF, fp128 0xL18C21AB905450CC373E6A3750647FCAB, fp128 0xL0B8049732D11A23D0C17387AE70C9E70, fp128 0xLAFAB216377E00000C07F074F8C4D3CD7], align 16
@.str.4 = private unnamed_addr constant [8 x i8] c"%-26La:\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c" i8=%d\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c" u16=%d\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c" f=%a d=%a\0A\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"ties: %a %a %a\0A\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"to float ties: %a %a\0A\00", align 1
@.str.14 = private unnamed_addr constant [37 x i8] c"i128 from ld: %llx%016llx, back %La\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [15 x fp128], align 16
  %3 = alloca i32, align 4
  %4 = alloca fp128, align 16
  %5 = alloca fp128, align 16
  %6 = alloca fp128, align 16
  %7 = alloca fp128, align 16
  %8 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  %9 = call fp128 @from_i8(i8 noundef -128)
  %10 = call fp128 @from_u16(i16 noundef -1)
  %11 = call fp128 @from_i32(i32 noundef -2147483648)
  %12 = call fp128 @from_u32(i32 noundef -1)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, fp128 noundef %9, fp128 noundef %10, fp128 noundef %11, fp128 noundef %12)
  %14 = call fp128 @from_i64(i64 noundef -9223372036854775808)
  %15 = call fp128 @from_i64(i64 noundef 9223372036854775807)
  %16 = call fp128 @from_i64(i64 noundef -1)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, fp128 noundef %14, fp128 noundef %15, fp128 noundef %16)
  %18 = call fp128 @from_u64(i64 noundef -1)
  %19 = call fp128 @from_u64(i64 noundef -9223372036854775808)
  %20 = call fp128 @from_u64(i64 noundef -9223372036854775807)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, fp128 noundef %18, fp128 noundef %19, fp128 noundef %20)
  %22 = call fp128 @from_f(float noundef 0x36A0000000000000)
  %23 = call fp128 @from_f(float noundef 0xC7EFFFFFE0000000)
  %24 = call fp128 @from_d(double noundef 4.940660e-324)
  %25 = call fp128 @from_d(double noundef 1.000000e-01)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, fp128 noundef %22, fp128 noundef %23, fp128 noundef %24, fp128 noundef %25)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.v, i64 240, i1 true)
  store i32 0, ptr %3, align 4
  br label %27

27:                                               ; preds = %105, %0
  %28 = load i32, ptr %3, align 4
  %29 = icmp slt i32 %28, 15
  br i1 %29, label %30, label %108

30:                                               ; preds = %27
  %31 = load i32, ptr %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [15 x fp128], ptr %2, i64 0, i64 %32
  %34 = load volatile fp128, ptr %33, align 16
  store fp128 %34, ptr %4, align 16
  %35 = load fp128, ptr %4, align 16
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, fp128 noundef %35)
  %37 = load fp128, ptr %4, align 16
  %38 = fcmp ogt fp128 %37, 0xL0000000000000000C006020000000000
  br i1 %38, label %39, label %47

39:                                               ; preds = %30
  %40 = load fp128, ptr %4, align 16
  %41 = fcmp olt fp128 %40, 0xL00000000000000004006000000000000
  br i1 %41, label %42, label %47

42:                                               ; preds = %39
  %43 = load fp128, ptr %4, align 16
  %44 = call i8 @to_i8(fp128 noundef %43)
  %45 = sext i8 %44 to i32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %45)
  br label %47

47:                                               ; preds = %42, %39, %30
  %48 = load fp128, ptr %4, align 16
  %49 = fcmp ogt fp128 %48, 0xL0000000000000000BFFF000000000000
  br i1 %49, label %50, label %58

50:                                               ; preds = %47
  %51 = load fp128, ptr %4, align 16
  %52 = fcmp olt fp128 %51, 0xL0000000000000000400F000000000000
  br i1 %52, label %53, label %58

53:                                               ; preds = %50
  %54 = load fp128, ptr %4, align 16
  %55 = call i16 @to_u16(fp128 noundef %54)
  %56 = zext i16 %55 to i32
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %56)
  br label %58

58:                                               ; preds = %53, %50, %47
  %59 = load fp128, ptr %4, align 16
  %60 = fcmp ogt fp128 %59, 0xL0000000000000000C01E000000020000
  br i1 %60, label %61, label %68

61:                                               ; preds = %58
  %62 = load fp128, ptr %4, align 16
  %63 = fcmp olt fp128 %62, 0xL0000000000000000401E000000000000
  br i1 %63, label %64, label %68

64:                                               ; preds = %61
  %65 = load fp128, ptr %4, align 16
  %66 = call i32 @to_i32(fp128 noundef %65)
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %66)
  br label %68

68:                                               ; preds = %64, %61, %58
  %69 = load fp128, ptr %4, align 16
  %70 = fcmp ogt fp128 %69, 0xL0000000000000000BFFF000000000000
  br i1 %70, label %71, label %78

71:                                               ; preds = %68
  %72 = load fp128, ptr %4, align 16
  %73 = fcmp olt fp128 %72, 0xL0000000000000000401F000000000000
  br i1 %73, label %74, label %78

74:                                               ; preds = %71
  %75 = load fp128, ptr %4, align 16
  %76 = call i32 @to_u32(fp128 noundef %75)
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %76)
  br label %78

78:                                               ; preds = %74, %71, %68
  %79 = load fp128, ptr %4, align 16
  %80 = fcmp ogt fp128 %79, 0xL0002000000000000C03E000000000000
  br i1 %80, label %81, label %88

81:                                               ; preds = %78
  %82 = load fp128, ptr %4, align 16
  %83 = fcmp olt fp128 %82, 0xL0000000000000000403E000000000000
  br i1 %83, label %84, label %88

84:                                               ; preds = %81
  %85 = load fp128, ptr %4, align 16
  %86 = call i64 @to_i64(fp128 noundef %85)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %86)
  br label %88

88:                                               ; preds = %84, %81, %78
  %89 = load fp128, ptr %4, align 16
  %90 = fcmp ogt fp128 %89, 0xL0000000000000000BFFF000000000000
  br i1 %90, label %91, label %98

91:                                               ; preds = %88
  %92 = load fp128, ptr %4, align 16
  %93 = fcmp olt fp128 %92, 0xL0000000000000000403F000000000000
  br i1 %93, label %94, label %98

94:                                               ; preds = %91
  %95 = load fp128, ptr %4, align 16
  %96 = call i64 @to_u64(fp128 noundef %95)
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %96)
  br label %98

98:                                               ; preds = %94, %91, %88
  %99 = load fp128, ptr %4, align 16
  %100 = call float @to_f(fp128 noundef %99)
  %101 = fpext float %100 to double
  %102 = load fp128, ptr %4, align 16
  %103 = call double @to_d(fp128 noundef %102)
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %101, double noundef %103)
  br label %105

105:                                              ; preds = %98
  %106 = load i32, ptr %3, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %3, align 4
  br label %27, !llvm.loop !6

108:                                              ; preds = %27
  store volatile fp128 0xL08000000000000003FFF000000000000, ptr %5, align 16
  store volatile fp128 0xL08020000000000003FFF000000000000, ptr %6, align 16
  store volatile fp128 0xL18000000000000003FFF000000000000, ptr %7, align 16
  %109 = load volatile fp128, ptr %5, align 16
  %110 = call double @to_d(fp128 noundef %109)
  %111 = load volatile fp128, ptr %6, align 16
  %112 = call double @to_d(fp128 noundef %111)
  %113 = load volatile fp128, ptr %7, align 16
  %114 = call double @to_d(fp128 noundef %113)
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %110, double noundef %112, double noundef %114)
  %116 = call float @to_f(fp128 noundef 0xL00000000000000003FFF000001000000)
  %117 = fpext float %116 to double
  %118 = call float @to_f(fp128 noundef 0xL00100000000000003FFF000001000000)
  %119 = fpext float %118 to double
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %117, double noundef %119)
  %121 = getelementptr inbounds [15 x fp128], ptr %2, i64 0, i64 11
  %122 = load volatile fp128, ptr %121, align 16
  %123 = fmul fp128 %122, 0xL000000000000000040202A05F2000000
  %124 = fptosi fp128 %123 to i128
  store i128 %124, ptr %8, align 16
  %125 = load i128, ptr %8, align 16
  %126 = lshr i128 %125, 64
  %127 = trunc i128 %126 to i64
  %128 = load i128, ptr %8, align 16
  %129 = trunc i128 %128 to i64
  %130 = load i128, ptr %8, align 16
  %131 = sitofp i128 %130 to fp128
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %127, i64 noundef %129, fp128 noundef %131)
  %133 = call i8 @to_i8(fp128 noundef 0xLCCCCCCCCCCCCCCCDC00536CCCCCCCCCC)
  %134 = sext i8 %133 to i32
  %135 = add nsw i32 %134, 100
  ret i32 %135
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @from_i8(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sitofp i8 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @from_u16(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = uitofp i16 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @from_i32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @from_u32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = uitofp i32 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @from_i64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @from_u64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @from_f(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fpext float %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @from_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fpext double %3 to fp128
  ret fp128 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @to_i8(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptosi fp128 %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @to_u16(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptoui fp128 %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_i32(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptosi fp128 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_u32(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptoui fp128 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_i64(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptosi fp128 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_u64(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptoui fp128 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @to_f(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptrunc fp128 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @to_d(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptrunc fp128 %3 to double
  ret double %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
