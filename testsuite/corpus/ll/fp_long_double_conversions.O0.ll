; ModuleID = 'programs/fp_long_double_conversions.c'
source_filename = "programs/fp_long_double_conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"from: %La %La %La %La\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"from i64: %La %La %La\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"from u64: %La %La %La\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"from f/d: %La %La %La %La\0A\00", align 1
@__const.main.v = private unnamed_addr constant [15 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xKBFFEC000000000000000, x86_fp80 0xK4005FFFAE147AE147AE1, x86_fp80 0xKC0068080000000000000, x86_fp80 0xK400EFFFF800000000000, x86_fp80 0xK401DFFFFFFFFCCCCCCCD, x86_fp80 0xKC01E80000000E6666666, x86_fp80 0xK401EFFFFFFFF80000000, x86_fp80 0xK403DFFFFFFFFFFFFFFFE, x86_fp80 0xKC03E8000000000000000, x86_fp80 0xK403E8000000000000000, x86_fp80 0xK403EFFFFFFFFFFFFFFFF, x86_fp80 0xK73E6D1BA8323FE558C61, x86_fp80 0xK0C179C3D73864F3805C0, x86_fp80 0xKC07F83A7C6269E6BD7D6], align 16
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
  %2 = alloca [15 x x86_fp80], align 16
  %3 = alloca i32, align 4
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  %9 = call x86_fp80 @from_i8(i8 noundef signext -128)
  %10 = call x86_fp80 @from_u16(i16 noundef zeroext -1)
  %11 = call x86_fp80 @from_i32(i32 noundef -2147483648)
  %12 = call x86_fp80 @from_u32(i32 noundef -1)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef %9, x86_fp80 noundef %10, x86_fp80 noundef %11, x86_fp80 noundef %12)
  %14 = call x86_fp80 @from_i64(i64 noundef -9223372036854775808)
  %15 = call x86_fp80 @from_i64(i64 noundef 9223372036854775807)
  %16 = call x86_fp80 @from_i64(i64 noundef -1)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, x86_fp80 noundef %14, x86_fp80 noundef %15, x86_fp80 noundef %16)
  %18 = call x86_fp80 @from_u64(i64 noundef -1)
  %19 = call x86_fp80 @from_u64(i64 noundef -9223372036854775808)
  %20 = call x86_fp80 @from_u64(i64 noundef -9223372036854775807)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, x86_fp80 noundef %18, x86_fp80 noundef %19, x86_fp80 noundef %20)
  %22 = call x86_fp80 @from_f(float noundef 0x36A0000000000000)
  %23 = call x86_fp80 @from_f(float noundef 0xC7EFFFFFE0000000)
  %24 = call x86_fp80 @from_d(double noundef 4.940660e-324)
  %25 = call x86_fp80 @from_d(double noundef 1.000000e-01)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, x86_fp80 noundef %22, x86_fp80 noundef %23, x86_fp80 noundef %24, x86_fp80 noundef %25)
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
  %33 = getelementptr inbounds [15 x x86_fp80], ptr %2, i64 0, i64 %32
  %34 = load volatile x86_fp80, ptr %33, align 16
  store x86_fp80 %34, ptr %4, align 16
  %35 = load x86_fp80, ptr %4, align 16
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, x86_fp80 noundef %35)
  %37 = load x86_fp80, ptr %4, align 16
  %38 = fcmp ogt x86_fp80 %37, 0xKC0068100000000000000
  br i1 %38, label %39, label %47

39:                                               ; preds = %30
  %40 = load x86_fp80, ptr %4, align 16
  %41 = fcmp olt x86_fp80 %40, 0xK40068000000000000000
  br i1 %41, label %42, label %47

42:                                               ; preds = %39
  %43 = load x86_fp80, ptr %4, align 16
  %44 = call signext i8 @to_i8(x86_fp80 noundef %43)
  %45 = sext i8 %44 to i32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %45)
  br label %47

47:                                               ; preds = %42, %39, %30
  %48 = load x86_fp80, ptr %4, align 16
  %49 = fcmp ogt x86_fp80 %48, 0xKBFFF8000000000000000
  br i1 %49, label %50, label %58

50:                                               ; preds = %47
  %51 = load x86_fp80, ptr %4, align 16
  %52 = fcmp olt x86_fp80 %51, 0xK400F8000000000000000
  br i1 %52, label %53, label %58

53:                                               ; preds = %50
  %54 = load x86_fp80, ptr %4, align 16
  %55 = call zeroext i16 @to_u16(x86_fp80 noundef %54)
  %56 = zext i16 %55 to i32
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %56)
  br label %58

58:                                               ; preds = %53, %50, %47
  %59 = load x86_fp80, ptr %4, align 16
  %60 = fcmp ogt x86_fp80 %59, 0xKC01E8000000100000000
  br i1 %60, label %61, label %68

61:                                               ; preds = %58
  %62 = load x86_fp80, ptr %4, align 16
  %63 = fcmp olt x86_fp80 %62, 0xK401E8000000000000000
  br i1 %63, label %64, label %68

64:                                               ; preds = %61
  %65 = load x86_fp80, ptr %4, align 16
  %66 = call i32 @to_i32(x86_fp80 noundef %65)
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %66)
  br label %68

68:                                               ; preds = %64, %61, %58
  %69 = load x86_fp80, ptr %4, align 16
  %70 = fcmp ogt x86_fp80 %69, 0xKBFFF8000000000000000
  br i1 %70, label %71, label %78

71:                                               ; preds = %68
  %72 = load x86_fp80, ptr %4, align 16
  %73 = fcmp olt x86_fp80 %72, 0xK401F8000000000000000
  br i1 %73, label %74, label %78

74:                                               ; preds = %71
  %75 = load x86_fp80, ptr %4, align 16
  %76 = call i32 @to_u32(x86_fp80 noundef %75)
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %76)
  br label %78

78:                                               ; preds = %74, %71, %68
  %79 = load x86_fp80, ptr %4, align 16
  %80 = fcmp ogt x86_fp80 %79, 0xKC03E8000000000000001
  br i1 %80, label %81, label %88

81:                                               ; preds = %78
  %82 = load x86_fp80, ptr %4, align 16
  %83 = fcmp olt x86_fp80 %82, 0xK403E8000000000000000
  br i1 %83, label %84, label %88

84:                                               ; preds = %81
  %85 = load x86_fp80, ptr %4, align 16
  %86 = call i64 @to_i64(x86_fp80 noundef %85)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %86)
  br label %88

88:                                               ; preds = %84, %81, %78
  %89 = load x86_fp80, ptr %4, align 16
  %90 = fcmp ogt x86_fp80 %89, 0xKBFFF8000000000000000
  br i1 %90, label %91, label %98

91:                                               ; preds = %88
  %92 = load x86_fp80, ptr %4, align 16
  %93 = fcmp olt x86_fp80 %92, 0xK403F8000000000000000
  br i1 %93, label %94, label %98

94:                                               ; preds = %91
  %95 = load x86_fp80, ptr %4, align 16
  %96 = call i64 @to_u64(x86_fp80 noundef %95)
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %96)
  br label %98

98:                                               ; preds = %94, %91, %88
  %99 = load x86_fp80, ptr %4, align 16
  %100 = call float @to_f(x86_fp80 noundef %99)
  %101 = fpext float %100 to double
  %102 = load x86_fp80, ptr %4, align 16
  %103 = call double @to_d(x86_fp80 noundef %102)
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %101, double noundef %103)
  br label %105

105:                                              ; preds = %98
  %106 = load i32, ptr %3, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %3, align 4
  br label %27, !llvm.loop !6

108:                                              ; preds = %27
  store volatile x86_fp80 0xK3FFF8000000000000400, ptr %5, align 16
  store volatile x86_fp80 0xK3FFF8000000000000401, ptr %6, align 16
  store volatile x86_fp80 0xK3FFF8000000000000C00, ptr %7, align 16
  %109 = load volatile x86_fp80, ptr %5, align 16
  %110 = call double @to_d(x86_fp80 noundef %109)
  %111 = load volatile x86_fp80, ptr %6, align 16
  %112 = call double @to_d(x86_fp80 noundef %111)
  %113 = load volatile x86_fp80, ptr %7, align 16
  %114 = call double @to_d(x86_fp80 noundef %113)
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %110, double noundef %112, double noundef %114)
  %116 = call float @to_f(x86_fp80 noundef 0xK3FFF8000008000000000)
  %117 = fpext float %116 to double
  %118 = call float @to_f(x86_fp80 noundef 0xK3FFF8000008000000008)
  %119 = fpext float %118 to double
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %117, double noundef %119)
  %121 = getelementptr inbounds [15 x x86_fp80], ptr %2, i64 0, i64 11
  %122 = load volatile x86_fp80, ptr %121, align 16
  %123 = fmul x86_fp80 %122, 0xK40209502F90000000000
  %124 = fptosi x86_fp80 %123 to i128
  store i128 %124, ptr %8, align 16
  %125 = load i128, ptr %8, align 16
  %126 = lshr i128 %125, 64
  %127 = trunc i128 %126 to i64
  %128 = load i128, ptr %8, align 16
  %129 = trunc i128 %128 to i64
  %130 = load i128, ptr %8, align 16
  %131 = sitofp i128 %130 to x86_fp80
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %127, i64 noundef %129, x86_fp80 noundef %131)
  %133 = call signext i8 @to_i8(x86_fp80 noundef 0xKC0059B66666666666666)
  %134 = sext i8 %133 to i32
  %135 = add nsw i32 %134, 100
  ret i32 %135
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_i8(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sitofp i8 %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_u16(i16 noundef zeroext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = uitofp i16 %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_i32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_u32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = uitofp i32 %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_i64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_u64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_f(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fpext float %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fpext double %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @to_i8(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptosi x86_fp80 %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @to_u16(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptoui x86_fp80 %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_i32(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptosi x86_fp80 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_u32(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptoui x86_fp80 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_i64(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptosi x86_fp80 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_u64(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptoui x86_fp80 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @to_f(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptrunc x86_fp80 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @to_d(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptrunc x86_fp80 %3 to double
  ret double %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
