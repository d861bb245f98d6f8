; ModuleID = 'programs/float16_convert.c'
source_filename = "programs/float16_convert.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.hpair = type { half, half }
%struct.hquad = type { [4 x half] }

@.str = private unnamed_addr constant [28 x i8] c"from_l %04x %04x %04x %04x\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"from_ul %04x %04x\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"from_i128 %04x %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"to_l %lld %lld to_u %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"to_i128 %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [37 x i8] c"from_ld %04x %04x to_ld %.6Lg %.6Lg\0A\00", align 1
@__const.main.nans = private unnamed_addr constant [4 x i16] [i16 32257, i16 -477, i16 31744, i16 -1024], align 2
@.str.6 = private unnamed_addr constant [45 x i8] c"sign %04x: neg %04x abs %04x unord %d eq %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"fma %04x %04x\0A\00", align 1
@.str.8 = private unnamed_addr constant [38 x i8] c"min %04x max %04x copysign %04x %04x\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.hpair { half 0xH3E00, half 0xHC080 }, align 2
@__const.main.q = private unnamed_addr constant %struct.hquad { [4 x half] [half 0xH2E66, half 0xH3266, half 0xH34CD, half 0xH63D0] }, align 2
@.str.9 = private unnamed_addr constant [41 x i8] c"swap %04x %04x qsum %04x pick %04x %04x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca [4 x i16], align 2
  %4 = alloca i32, align 4
  %5 = alloca half, align 2
  %6 = alloca %struct.hpair, align 2
  %7 = alloca %struct.hpair, align 2
  %8 = alloca %struct.hquad, align 2
  store i32 0, ptr %1, align 4
  %9 = call half @from_l(i64 noundef 2049)
  %10 = call i16 @hbits(half noundef %9)
  %11 = zext i16 %10 to i32
  %12 = call half @from_l(i64 noundef -65504)
  %13 = call i16 @hbits(half noundef %12)
  %14 = zext i16 %13 to i32
  %15 = call half @from_l(i64 noundef 1099511627776)
  %16 = call i16 @hbits(half noundef %15)
  %17 = zext i16 %16 to i32
  %18 = call half @from_l(i64 noundef 65519)
  %19 = call i16 @hbits(half noundef %18)
  %20 = zext i16 %19 to i32
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11, i32 noundef %14, i32 noundef %17, i32 noundef %20)
  %22 = call half @from_ul(i64 noundef -1)
  %23 = call i16 @hbits(half noundef %22)
  %24 = zext i16 %23 to i32
  %25 = call half @from_ul(i64 noundef 4095)
  %26 = call i16 @hbits(half noundef %25)
  %27 = zext i16 %26 to i32
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %24, i32 noundef %27)
  %29 = call half @from_i128(i128 noundef 1267650600228229401496703205376)
  %30 = call i16 @hbits(half noundef %29)
  %31 = zext i16 %30 to i32
  %32 = call half @from_i128(i128 noundef -3000)
  %33 = call i16 @hbits(half noundef %32)
  %34 = zext i16 %33 to i32
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %31, i32 noundef %34)
  %36 = call i64 @to_l(half noundef 0xHE800)
  %37 = call i64 @to_l(half noundef 0xH7BFF)
  %38 = call i32 @to_u(half noundef 0xH47E6)
  %39 = call i32 @to_u(half noundef 0xH63D1)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %36, i64 noundef %37, i32 noundef %38, i32 noundef %39)
  %41 = call i128 @to_i128(half noundef 0xHFBFF)
  store i128 %41, ptr %2, align 16
  %42 = load i128, ptr %2, align 16
  %43 = trunc i128 %42 to i64
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %43)
  %45 = call half @from_ld(fp128 noundef 0xL55555555555555553FFD555555555555)
  %46 = call i16 @hbits(half noundef %45)
  %47 = zext i16 %46 to i32
  %48 = call half @from_ld(fp128 noundef 0xL85787A6520EC08D23FE7AD7F29ABCAF4)
  %49 = call i16 @hbits(half noundef %48)
  %50 = zext i16 %49 to i32
  %51 = call fp128 @to_ld(half noundef 0xH2E66)
  %52 = call half @from_bits(i16 noundef 1)
  %53 = call fp128 @to_ld(half noundef %52)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %47, i32 noundef %50, fp128 noundef %51, fp128 noundef %53)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 @__const.main.nans, i64 8, i1 false)
  store i32 0, ptr %4, align 4
  br label %55

55:                                               ; preds = %83, %0
  %56 = load i32, ptr %4, align 4
  %57 = icmp slt i32 %56, 4
  br i1 %57, label %58, label %86

58:                                               ; preds = %55
  %59 = load i32, ptr %4, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [4 x i16], ptr %3, i64 0, i64 %60
  %62 = load i16, ptr %61, align 2
  %63 = call half @from_bits(i16 noundef %62)
  store half %63, ptr %5, align 2
  %64 = load i32, ptr %4, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [4 x i16], ptr %3, i64 0, i64 %65
  %67 = load i16, ptr %66, align 2
  %68 = zext i16 %67 to i32
  %69 = load half, ptr %5, align 2
  %70 = call half @hneg(half noundef %69)
  %71 = call i16 @hbits(half noundef %70)
  %72 = zext i16 %71 to i32
  %73 = load half, ptr %5, align 2
  %74 = call half @habs(half noundef %73)
  %75 = call i16 @hbits(half noundef %74)
  %76 = zext i16 %75 to i32
  %77 = load half, ptr %5, align 2
  %78 = call i32 @hunord(half noundef %77, half noundef 0xH3C00)
  %79 = load half, ptr %5, align 2
  %80 = load half, ptr %5, align 2
  %81 = call i32 @heq(half noundef %79, half noundef %80)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %68, i32 noundef %72, i32 noundef %76, i32 noundef %78, i32 noundef %81)
  br label %83

83:                                               ; preds = %58
  %84 = load i32, ptr %4, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %4, align 4
  br label %55, !llvm.loop !6

86:                                               ; preds = %55
  %87 = call half @hfma(half noundef 0xH3C01, half noundef 0xH3C01, half noundef 0xHBC00)
  %88 = call i16 @hbits(half noundef %87)
  %89 = zext i16 %88 to i32
  %90 = call half @hfma(half noundef 0xH5CB0, half noundef 0xH5CB0, half noundef 0xHFBFF)
  %91 = call i16 @hbits(half noundef %90)
  %92 = zext i16 %91 to i32
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %89, i32 noundef %92)
  %94 = call half @hmin(half noundef 0xHB800, half noundef 0xH4200)
  %95 = call i16 @hbits(half noundef %94)
  %96 = zext i16 %95 to i32
  %97 = call half @hmax(half noundef 0xHB800, half noundef 0xH4200)
  %98 = call i16 @hbits(half noundef %97)
  %99 = zext i16 %98 to i32
  %100 = call half @hcopysign(half noundef 0xH4100, half noundef 0xH8000)
  %101 = call i16 @hbits(half noundef %100)
  %102 = zext i16 %101 to i32
  %103 = call half @hcopysign(half noundef 0xHC100, half noundef 0xH3C00)
  %104 = call i16 @hbits(half noundef %103)
  %105 = zext i16 %104 to i32
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %96, i32 noundef %99, i32 noundef %102, i32 noundef %105)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %6, ptr align 2 @__const.main.p, i64 4, i1 false)
  %107 = load [2 x half], ptr %6, align 2
  %108 = call %struct.hpair @swap([2 x half] alignstack(8) %107)
  %109 = getelementptr inbounds %struct.hpair, ptr %7, i32 0, i32 0
  %110 = extractvalue %struct.hpair %108, 0
  store half %110, ptr %109, align 2
  %111 = getelementptr inbounds %struct.hpair, ptr %7, i32 0, i32 1
  %112 = extractvalue %struct.hpair %108, 1
  store half %112, ptr %111, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 2 @__const.main.q, i64 8, i1 false)
  %113 = getelementptr inbounds %struct.hpair, ptr %7, i32 0, i32 0
  %114 = load half, ptr %113, align 2
  %115 = call i16 @hbits(half noundef %114)
  %116 = zext i16 %115 to i32
  %117 = getelementptr inbounds %struct.hpair, ptr %7, i32 0, i32 1
  %118 = load half, ptr %117, align 2
  %119 = call i16 @hbits(half noundef %118)
  %120 = zext i16 %119 to i32
  %121 = getelementptr inbounds %struct.hquad, ptr %8, i32 0, i32 0
  %122 = load [4 x half], ptr %121, align 2
  %123 = call half @qsum([4 x half] alignstack(8) %122)
  %124 = call i16 @hbits(half noundef %123)
  %125 = zext i16 %124 to i32
  %126 = getelementptr inbounds %struct.hpair, ptr %7, i32 0, i32 0
  %127 = load half, ptr %126, align 2
  %128 = getelementptr inbounds %struct.hpair, ptr %7, i32 0, i32 1
  %129 = load half, ptr %128, align 2
  %130 = call half @pick(i32 noundef 1, half noundef %127, half noundef %129)
  %131 = call i16 @hbits(half noundef %130)
  %132 = zext i16 %131 to i32
  %133 = getelementptr inbounds %struct.hpair, ptr %7, i32 0, i32 0
  %134 = load half, ptr %133, align 2
  %135 = getelementptr inbounds %struct.hpair, ptr %7, i32 0, i32 1
  %136 = load half, ptr %135, align 2
  %137 = call half @pick(i32 noundef 0, half noundef %134, half noundef %136)
  %138 = call i16 @hbits(half noundef %137)
  %139 = zext i16 %138 to i32
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %116, i32 noundef %120, i32 noundef %125, i32 noundef %132, i32 noundef %139)
  %141 = getelementptr inbounds %struct.hquad, ptr %8, i32 0, i32 0
  %142 = load [4 x half], ptr %141, align 2
  %143 = call half @qsum([4 x half] alignstack(8) %142)
  %144 = call i16 @hbits(half noundef %143)
  %145 = zext i16 %144 to i32
  %146 = and i32 %145, 63
  ret i32 %146
}

declare i32 @printf(ptr noundef, ...) #1

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
define internal half @from_l(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to half
  ret half %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @from_ul(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to half
  ret half %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @from_i128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = sitofp i128 %3 to half
  ret half %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_l(half noundef %0) #0 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
  %3 = load half, ptr %2, align 2
  %4 = fptosi half %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_u(half noundef %0) #0 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
  %3 = load half, ptr %2, align 2
  %4 = fptoui half %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @to_i128(half noundef %0) #0 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
  %3 = load half, ptr %2, align 2
  %4 = fptosi half %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @from_ld(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptrunc fp128 %3 to half
  ret half %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @to_ld(half noundef %0) #0 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
  %3 = load half, ptr %2, align 2
  %4 = fpext half %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @from_bits(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  %3 = alloca half, align 2
  store i16 %0, ptr %2, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 %2, i64 2, i1 false)
  %4 = load half, ptr %3, align 2
  ret half %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal half @hneg(half noundef %0) #0 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
  %3 = load half, ptr %2, align 2
  %4 = fneg half %3
  ret half %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @habs(half noundef %0) #0 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
  %3 = load half, ptr %2, align 2
  %4 = call half @llvm.fabs.f16(half %3)
  ret half %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hunord(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = load half, ptr %4, align 2
  %7 = fcmp uno half %5, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @heq(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = load half, ptr %4, align 2
  %7 = fcmp oeq half %5, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @hfma(half noundef %0, half noundef %1, half noundef %2) #0 {
  %4 = alloca half, align 2
  %5 = alloca half, align 2
  %6 = alloca half, align 2
  store half %0, ptr %4, align 2
  store half %1, ptr %5, align 2
  store half %2, ptr %6, align 2
  %7 = load half, ptr %4, align 2
  %8 = load half, ptr %5, align 2
  %9 = load half, ptr %6, align 2
  %10 = call half @llvm.fma.f16(half %7, half %8, half %9)
  ret half %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @hmin(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = load half, ptr %4, align 2
  %7 = call half @llvm.minnum.f16(half %5, half %6)
  ret half %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @hmax(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = load half, ptr %4, align 2
  %7 = call half @llvm.maxnum.f16(half %5, half %6)
  ret half %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @hcopysign(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = load half, ptr %4, align 2
  %7 = call half @llvm.copysign.f16(half %5, half %6)
  ret half %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.hpair @swap([2 x half] alignstack(8) %0) #0 {
  %2 = alloca %struct.hpair, align 2
  %3 = alloca %struct.hpair, align 2
  store [2 x half] %0, ptr %3, align 2
  %4 = getelementptr inbounds %struct.hpair, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.hpair, ptr %3, i32 0, i32 1
  %6 = load half, ptr %5, align 2
  store half %6, ptr %4, align 2
  %7 = getelementptr inbounds %struct.hpair, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.hpair, ptr %3, i32 0, i32 0
  %9 = load half, ptr %8, align 2
  store half %9, ptr %7, align 2
  %10 = load %struct.hpair, ptr %2, align 2
  ret %struct.hpair %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @qsum([4 x half] alignstack(8) %0) #0 {
  %2 = alloca %struct.hquad, align 2
  %3 = getelementptr inbounds %struct.hquad, ptr %2, i32 0, i32 0
  store [4 x half] %0, ptr %3, align 2
  %4 = getelementptr inbounds %struct.hquad, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds [4 x half], ptr %4, i64 0, i64 0
  %6 = load half, ptr %5, align 2
  %7 = getelementptr inbounds %struct.hquad, ptr %2, i32 0, i32 0
  %8 = getelementptr inbounds [4 x half], ptr %7, i64 0, i64 1
  %9 = load half, ptr %8, align 2
  %10 = fadd half %6, %9
  %11 = getelementptr inbounds %struct.hquad, ptr %2, i32 0, i32 0
  %12 = getelementptr inbounds [4 x half], ptr %11, i64 0, i64 2
  %13 = load half, ptr %12, align 2
  %14 = fadd half %10, %13
  %15 = getelementptr inbounds %struct.hquad, ptr %2, i32 0, i32 0
  %16 = getelementptr inbounds [4 x half], ptr %15, i64 0, i64 3
  %17 = load half, ptr %16, align 2
  %18 = fadd half %14, %17
  ret half %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @pick(i32 noundef %0, half noundef %1, half noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca half, align 2
  %6 = alloca half, align 2
  store i32 %0, ptr %4, align 4
  store half %1, ptr %5, align 2
  store half %2, ptr %6, align 2
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = load half, ptr %5, align 2
  br label %13

11:                                               ; preds = %3
  %12 = load half, ptr %6, align 2
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi half [ %10, %9 ], [ %12, %11 ]
  ret half %14
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fma.f16(half, half, half) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.minnum.f16(half, half) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.maxnum.f16(half, half) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.copysign.f16(half, half) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
