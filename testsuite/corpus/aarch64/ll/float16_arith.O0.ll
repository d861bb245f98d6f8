; ModuleID = 'programs/float16_arith.c'
source_filename = "programs/float16_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.fs = private unnamed_addr constant [13 x float] [float 0.000000e+00, float 1.000000e+00, float -2.500000e+00, float 0x3FB99999A0000000, float 6.550400e+04, float 6.551900e+04, float 6.552000e+04, float 0x3EE4F8B580000000, float 0x3E701B2B20000000, float 0x3E55798EE0000000, float 0x3E601B2B20000000, float 2.049000e+03, float 2.051000e+03], align 4
@.str = private unnamed_addr constant [22 x i8] c"f %-12g -> %04x (%g)\0A\00", align 1
@.str.1 = private unnamed_addr constant [61 x i8] c"from_d(0.333333) %04x from_i(4097) %04x from_i(-70000) %04x\0A\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"1 + 2^-10 = %04x, 1 + 2^-11 = %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [48 x i8] c"300*300 = %04x (inf), 1/3 = %04x, -1/0 sign %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"lt %d %d h2i %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"sum %04x (%g) sizeof %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [13 x float], align 4
  %3 = alloca i32, align 4
  %4 = alloca half, align 2
  %5 = alloca half, align 2
  %6 = alloca half, align 2
  %7 = alloca [100 x half], align 2
  %8 = alloca i32, align 4
  %9 = alloca half, align 2
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.fs, i64 52, i1 true)
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %30, %0
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %11, 13
  br i1 %12, label %13, label %33

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [13 x float], ptr %2, i64 0, i64 %15
  %17 = load volatile float, ptr %16, align 4
  %18 = call half @from_f(float noundef %17)
  store half %18, ptr %4, align 2
  %19 = load i32, ptr %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [13 x float], ptr %2, i64 0, i64 %20
  %22 = load volatile float, ptr %21, align 4
  %23 = fpext float %22 to double
  %24 = load half, ptr %4, align 2
  %25 = call i16 @hbits(half noundef %24)
  %26 = zext i16 %25 to i32
  %27 = load half, ptr %4, align 2
  %28 = fpext half %27 to double
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %23, i32 noundef %26, double noundef %28)
  br label %30

30:                                               ; preds = %13
  %31 = load i32, ptr %3, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %3, align 4
  br label %10, !llvm.loop !6

33:                                               ; preds = %10
  %34 = call half @from_d(double noundef 0x3FD5555555555555)
  %35 = call i16 @hbits(half noundef %34)
  %36 = zext i16 %35 to i32
  %37 = call half @from_i(i32 noundef 4097)
  %38 = call i16 @hbits(half noundef %37)
  %39 = zext i16 %38 to i32
  %40 = call half @from_i(i32 noundef -60000)
  %41 = call i16 @hbits(half noundef %40)
  %42 = zext i16 %41 to i32
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %36, i32 noundef %39, i32 noundef %42)
  store volatile half 0xH3C00, ptr %5, align 2
  store volatile half 0xH1400, ptr %6, align 2
  %44 = load volatile half, ptr %5, align 2
  %45 = load volatile half, ptr %6, align 2
  %46 = call half @hadd(half noundef %44, half noundef %45)
  %47 = call i16 @hbits(half noundef %46)
  %48 = zext i16 %47 to i32
  %49 = load volatile half, ptr %5, align 2
  %50 = load volatile half, ptr %6, align 2
  %51 = call half @hmul(half noundef %50, half noundef 0xH3800)
  %52 = call half @hadd(half noundef %49, half noundef %51)
  %53 = call i16 @hbits(half noundef %52)
  %54 = zext i16 %53 to i32
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %48, i32 noundef %54)
  %56 = call half @hmul(half noundef 0xH5CB0, half noundef 0xH5CB0)
  %57 = call i16 @hbits(half noundef %56)
  %58 = zext i16 %57 to i32
  %59 = load volatile half, ptr %5, align 2
  %60 = call half @hdiv(half noundef %59, half noundef 0xH4200)
  %61 = call i16 @hbits(half noundef %60)
  %62 = zext i16 %61 to i32
  %63 = load volatile half, ptr %5, align 2
  %64 = fneg half %63
  %65 = call half @hdiv(half noundef %64, half noundef 0xH0000)
  %66 = call i16 @hbits(half noundef %65)
  %67 = zext i16 %66 to i32
  %68 = ashr i32 %67, 15
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %58, i32 noundef %62, i32 noundef %68)
  %70 = load volatile half, ptr %5, align 2
  %71 = load volatile half, ptr %6, align 2
  %72 = call i32 @hlt(half noundef %70, half noundef %71)
  %73 = load volatile half, ptr %6, align 2
  %74 = load volatile half, ptr %5, align 2
  %75 = call i32 @hlt(half noundef %73, half noundef %74)
  %76 = call i32 @h2i(half noundef 0xHD7BC)
  %77 = call i32 @h2i(half noundef 0xH6800)
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %72, i32 noundef %75, i32 noundef %76, i32 noundef %77)
  store i32 0, ptr %8, align 4
  br label %79

79:                                               ; preds = %90, %33
  %80 = load i32, ptr %8, align 4
  %81 = icmp slt i32 %80, 100
  br i1 %81, label %82, label %93

82:                                               ; preds = %79
  %83 = load i32, ptr %8, align 4
  %84 = sitofp i32 %83 to float
  %85 = fmul float %84, 0x3FD7AE1480000000
  %86 = fptrunc float %85 to half
  %87 = load i32, ptr %8, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [100 x half], ptr %7, i64 0, i64 %88
  store half %86, ptr %89, align 2
  br label %90

90:                                               ; preds = %82
  %91 = load i32, ptr %8, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %8, align 4
  br label %79, !llvm.loop !8

93:                                               ; preds = %79
  %94 = getelementptr inbounds [100 x half], ptr %7, i64 0, i64 0
  %95 = call half @sum(ptr noundef %94, i32 noundef 100)
  store half %95, ptr %9, align 2
  %96 = load half, ptr %9, align 2
  %97 = call i16 @hbits(half noundef %96)
  %98 = zext i16 %97 to i32
  %99 = load half, ptr %9, align 2
  %100 = fpext half %99 to double
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %98, double noundef %100, i64 noundef 2)
  %102 = load half, ptr %9, align 2
  %103 = call i16 @hbits(half noundef %102)
  %104 = zext i16 %103 to i32
  %105 = and i32 %104, 127
  ret i32 %105
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal half @from_f(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptrunc float %3 to half
  ret half %4
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @hbits(half noundef %0) #0 {
  %2 = alloca half, align 2
  %3 = alloca i16, align 2
  store half %0, ptr %2, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 %2, i64 2, i1 false)
  %4 = load i16, ptr %3, align 2
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @from_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptrunc double %3 to half
  ret half %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @from_i(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to half
  ret half %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @hadd(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = load half, ptr %4, align 2
  %7 = fadd half %5, %6
  ret half %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @hmul(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = load half, ptr %4, align 2
  %7 = fmul half %5, %6
  ret half %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @hdiv(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = load half, ptr %4, align 2
  %7 = fdiv half %5, %6
  ret half %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hlt(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = load half, ptr %4, align 2
  %7 = fcmp olt half %5, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @h2i(half noundef %0) #0 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
  %3 = load half, ptr %2, align 2
  %4 = fptosi half %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca half, align 2
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store half 0xH0000, ptr %5, align 2
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
  %15 = getelementptr inbounds half, ptr %12, i64 %14
  %16 = load half, ptr %15, align 2
  %17 = load half, ptr %5, align 2
  %18 = fadd half %17, %16
  store half %18, ptr %5, align 2
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !9

22:                                               ; preds = %7
  %23 = load half, ptr %5, align 2
  ret half %23
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
