; ModuleID = 'programs/float16_convert.c'
source_filename = "programs/float16_convert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca [4 x i16], align 2
  %7 = alloca i32, align 4
  %8 = alloca half, align 2
  %9 = alloca %struct.hpair, align 2
  %10 = alloca %struct.hpair, align 2
  %11 = alloca %struct.hquad, align 2
  store i32 0, ptr %1, align 4
  %12 = call half @from_l(i64 noundef 2049)
  %13 = call zeroext i16 @hbits(half noundef %12)
  %14 = zext i16 %13 to i32
  %15 = call half @from_l(i64 noundef -65504)
  %16 = call zeroext i16 @hbits(half noundef %15)
  %17 = zext i16 %16 to i32
  %18 = call half @from_l(i64 noundef 1099511627776)
  %19 = call zeroext i16 @hbits(half noundef %18)
  %20 = zext i16 %19 to i32
  %21 = call half @from_l(i64 noundef 65519)
  %22 = call zeroext i16 @hbits(half noundef %21)
  %23 = zext i16 %22 to i32
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %14, i32 noundef %17, i32 noundef %20, i32 noundef %23)
  %25 = call half @from_ul(i64 noundef -1)
  %26 = call zeroext i16 @hbits(half noundef %25)
  %27 = zext i16 %26 to i32
  %28 = call half @from_ul(i64 noundef 4095)
  %29 = call zeroext i16 @hbits(half noundef %28)
  %30 = zext i16 %29 to i32
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %27, i32 noundef %30)
  store i128 1267650600228229401496703205376, ptr %2, align 16
  %32 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 0
  %33 = load i64, ptr %32, align 16
  %34 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 1
  %35 = load i64, ptr %34, align 8
  %36 = call half @from_i128(i64 noundef %33, i64 noundef %35)
  %37 = call zeroext i16 @hbits(half noundef %36)
  %38 = zext i16 %37 to i32
  store i128 -3000, ptr %3, align 16
  %39 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  %40 = load i64, ptr %39, align 16
  %41 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  %42 = load i64, ptr %41, align 8
  %43 = call half @from_i128(i64 noundef %40, i64 noundef %42)
  %44 = call zeroext i16 @hbits(half noundef %43)
  %45 = zext i16 %44 to i32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %38, i32 noundef %45)
  %47 = call i64 @to_l(half noundef 0xHE800)
  %48 = call i64 @to_l(half noundef 0xH7BFF)
  %49 = call i32 @to_u(half noundef 0xH47E6)
  %50 = call i32 @to_u(half noundef 0xH63D1)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %47, i64 noundef %48, i32 noundef %49, i32 noundef %50)
  %52 = call { i64, i64 } @to_i128(half noundef 0xHFBFF)
  %53 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %54 = extractvalue { i64, i64 } %52, 0
  store i64 %54, ptr %53, align 16
  %55 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %56 = extractvalue { i64, i64 } %52, 1
  store i64 %56, ptr %55, align 8
  %57 = load i128, ptr %5, align 16
  store i128 %57, ptr %4, align 16
  %58 = load i128, ptr %4, align 16
  %59 = trunc i128 %58 to i64
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %59)
  %61 = call half @from_ld(x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB)
  %62 = call zeroext i16 @hbits(half noundef %61)
  %63 = zext i16 %62 to i32
  %64 = call half @from_ld(x86_fp80 noundef 0xK3FE7D6BF94D5E57A42BC)
  %65 = call zeroext i16 @hbits(half noundef %64)
  %66 = zext i16 %65 to i32
  %67 = call x86_fp80 @to_ld(half noundef 0xH2E66)
  %68 = call half @from_bits(i16 noundef zeroext 1)
  %69 = call x86_fp80 @to_ld(half noundef %68)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %63, i32 noundef %66, x86_fp80 noundef %67, x86_fp80 noundef %69)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %6, ptr align 2 @__const.main.nans, i64 8, i1 false)
  store i32 0, ptr %7, align 4
  br label %71

71:                                               ; preds = %99, %0
  %72 = load i32, ptr %7, align 4
  %73 = icmp slt i32 %72, 4
  br i1 %73, label %74, label %102

74:                                               ; preds = %71
  %75 = load i32, ptr %7, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [4 x i16], ptr %6, i64 0, i64 %76
  %78 = load i16, ptr %77, align 2
  %79 = call half @from_bits(i16 noundef zeroext %78)
  store half %79, ptr %8, align 2
  %80 = load i32, ptr %7, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [4 x i16], ptr %6, i64 0, i64 %81
  %83 = load i16, ptr %82, align 2
  %84 = zext i16 %83 to i32
  %85 = load half, ptr %8, align 2
  %86 = call half @hneg(half noundef %85)
  %87 = call zeroext i16 @hbits(half noundef %86)
  %88 = zext i16 %87 to i32
  %89 = load half, ptr %8, align 2
  %90 = call half @habs(half noundef %89)
  %91 = call zeroext i16 @hbits(half noundef %90)
  %92 = zext i16 %91 to i32
  %93 = load half, ptr %8, align 2
  %94 = call i32 @hunord(half noundef %93, half noundef 0xH3C00)
  %95 = load half, ptr %8, align 2
  %96 = load half, ptr %8, align 2
  %97 = call i32 @heq(half noundef %95, half noundef %96)
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %84, i32 noundef %88, i32 noundef %92, i32 noundef %94, i32 noundef %97)
  br label %99

99:                                               ; preds = %74
  %100 = load i32, ptr %7, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %7, align 4
  br label %71, !llvm.loop !6

102:                                              ; preds = %71
  %103 = call half @hfma(half noundef 0xH3C01, half noundef 0xH3C01, half noundef 0xHBC00)
  %104 = call zeroext i16 @hbits(half noundef %103)
  %105 = zext i16 %104 to i32
  %106 = call half @hfma(half noundef 0xH5CB0, half noundef 0xH5CB0, half noundef 0xHFBFF)
  %107 = call zeroext i16 @hbits(half noundef %106)
  %108 = zext i16 %107 to i32
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %105, i32 noundef %108)
  %110 = call half @hmin(half noundef 0xHB800, half noundef 0xH4200)
  %111 = call zeroext i16 @hbits(half noundef %110)
  %112 = zext i16 %111 to i32
  %113 = call half @hmax(half noundef 0xHB800, half noundef 0xH4200)
  %114 = call zeroext i16 @hbits(half noundef %113)
  %115 = zext i16 %114 to i32
  %116 = call half @hcopysign(half noundef 0xH4100, half noundef 0xH8000)
  %117 = call zeroext i16 @hbits(half noundef %116)
  %118 = zext i16 %117 to i32
  %119 = call half @hcopysign(half noundef 0xHC100, half noundef 0xH3C00)
  %120 = call zeroext i16 @hbits(half noundef %119)
  %121 = zext i16 %120 to i32
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %112, i32 noundef %115, i32 noundef %118, i32 noundef %121)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %9, ptr align 2 @__const.main.p, i64 4, i1 false)
  %123 = load <2 x half>, ptr %9, align 2
  %124 = call <2 x half> @swap(<2 x half> %123)
  store <2 x half> %124, ptr %10, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %11, ptr align 2 @__const.main.q, i64 8, i1 false)
  %125 = getelementptr inbounds %struct.hpair, ptr %10, i32 0, i32 0
  %126 = load half, ptr %125, align 2
  %127 = call zeroext i16 @hbits(half noundef %126)
  %128 = zext i16 %127 to i32
  %129 = getelementptr inbounds %struct.hpair, ptr %10, i32 0, i32 1
  %130 = load half, ptr %129, align 2
  %131 = call zeroext i16 @hbits(half noundef %130)
  %132 = zext i16 %131 to i32
  %133 = getelementptr inbounds %struct.hquad, ptr %11, i32 0, i32 0
  %134 = load <4 x half>, ptr %133, align 2
  %135 = call half @qsum(<4 x half> %134)
  %136 = call zeroext i16 @hbits(half noundef %135)
  %137 = zext i16 %136 to i32
  %138 = getelementptr inbounds %struct.hpair, ptr %10, i32 0, i32 0
  %139 = load half, ptr %138, align 2
  %140 = getelementptr inbounds %struct.hpair, ptr %10, i32 0, i32 1
  %141 = load half, ptr %140, align 2
  %142 = call half @pick(i32 noundef 1, half noundef %139, half noundef %141)
  %143 = call zeroext i16 @hbits(half noundef %142)
  %144 = zext i16 %143 to i32
  %145 = getelementptr inbounds %struct.hpair, ptr %10, i32 0, i32 0
  %146 = load half, ptr %145, align 2
  %147 = getelementptr inbounds %struct.hpair, ptr %10, i32 0, i32 1
  %148 = load half, ptr %147, align 2
  %149 = call half @pick(i32 noundef 0, half noundef %146, half noundef %148)
  %150 = call zeroext i16 @hbits(half noundef %149)
  %151 = zext i16 %150 to i32
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %128, i32 noundef %132, i32 noundef %137, i32 noundef %144, i32 noundef %151)
  %153 = getelementptr inbounds %struct.hquad, ptr %11, i32 0, i32 0
  %154 = load <4 x half>, ptr %153, align 2
  %155 = call half @qsum(<4 x half> %154)
  %156 = call zeroext i16 @hbits(half noundef %155)
  %157 = zext i16 %156 to i32
  %158 = and i32 %157, 63
  ret i32 %158
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @hbits(half noundef %0) #2 {
  %2 = alloca half, align 2
  %3 = alloca i16, align 2
  store half %0, ptr %2, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 %2, i64 2, i1 false)
  %4 = load i16, ptr %3, align 2
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @from_l(i64 noundef %0) #2 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to half
  ret half %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @from_ul(i64 noundef %0) #2 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to half
  ret half %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @from_i128(i64 noundef %0, i64 noundef %1) #2 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = sitofp i128 %8 to half
  ret half %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_l(half noundef %0) #2 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
  %3 = load half, ptr %2, align 2
  %4 = fptosi half %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_u(half noundef %0) #2 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
  %3 = load half, ptr %2, align 2
  %4 = fptoui half %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @to_i128(half noundef %0) #2 {
  %2 = alloca i128, align 16
  %3 = alloca half, align 2
  store half %0, ptr %3, align 2
  %4 = load half, ptr %3, align 2
  %5 = fptosi half %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @from_ld(x86_fp80 noundef %0) #2 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptrunc x86_fp80 %3 to half
  ret half %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @to_ld(half noundef %0) #2 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
  %3 = load half, ptr %2, align 2
  %4 = fpext half %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @from_bits(i16 noundef zeroext %0) #2 {
  %2 = alloca i16, align 2
  %3 = alloca half, align 2
  store i16 %0, ptr %2, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 %2, i64 2, i1 false)
  %4 = load half, ptr %3, align 2
  ret half %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal half @hneg(half noundef %0) #2 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
  %3 = load half, ptr %2, align 2
  %4 = fpext half %3 to float
  %5 = fneg float %4
  %6 = fptrunc float %5 to half
  ret half %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @habs(half noundef %0) #2 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
  %3 = load half, ptr %2, align 2
  %4 = call half @llvm.fabs.f16(half %3)
  ret half %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hunord(half noundef %0, half noundef %1) #2 {
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
define internal i32 @heq(half noundef %0, half noundef %1) #2 {
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
define internal half @hfma(half noundef %0, half noundef %1, half noundef %2) #2 {
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
define internal half @hmin(half noundef %0, half noundef %1) #2 {
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
define internal half @hmax(half noundef %0, half noundef %1) #2 {
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
define internal half @hcopysign(half noundef %0, half noundef %1) #2 {
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
define internal <2 x half> @swap(<2 x half> %0) #4 {
  %2 = alloca %struct.hpair, align 2
  %3 = alloca %struct.hpair, align 2
  store <2 x half> %0, ptr %3, align 2
  %4 = getelementptr inbounds %struct.hpair, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.hpair, ptr %3, i32 0, i32 1
  %6 = load half, ptr %5, align 2
  store half %6, ptr %4, align 2
  %7 = getelementptr inbounds %struct.hpair, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.hpair, ptr %3, i32 0, i32 0
  %9 = load half, ptr %8, align 2
  store half %9, ptr %7, align 2
  %10 = load <2 x half>, ptr %2, align 2
  ret <2 x half> %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @qsum(<4 x half> %0) #0 {
  %2 = alloca %struct.hquad, align 2
  %3 = getelementptr inbounds %struct.hquad, ptr %2, i32 0, i32 0
  store <4 x half> %0, ptr %3, align 2
  %4 = getelementptr inbounds %struct.hquad, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds [4 x half], ptr %4, i64 0, i64 0
  %6 = load half, ptr %5, align 2
  %7 = fpext half %6 to float
  %8 = getelementptr inbounds %struct.hquad, ptr %2, i32 0, i32 0
  %9 = getelementptr inbounds [4 x half], ptr %8, i64 0, i64 1
  %10 = load half, ptr %9, align 2
  %11 = fpext half %10 to float
  %12 = fadd float %7, %11
  %13 = getelementptr inbounds %struct.hquad, ptr %2, i32 0, i32 0
  %14 = getelementptr inbounds [4 x half], ptr %13, i64 0, i64 2
  %15 = load half, ptr %14, align 2
  %16 = fpext half %15 to float
  %17 = fadd float %12, %16
  %18 = getelementptr inbounds %struct.hquad, ptr %2, i32 0, i32 0
  %19 = getelementptr inbounds [4 x half], ptr %18, i64 0, i64 3
  %20 = load half, ptr %19, align 2
  %21 = fpext half %20 to float
  %22 = fadd float %17, %21
  %23 = fptrunc float %22 to half
  ret half %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal half @pick(i32 noundef %0, half noundef %1, half noundef %2) #2 {
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
declare half @llvm.fabs.f16(half) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fma.f16(half, half, half) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.minnum.f16(half, half) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.maxnum.f16(half, half) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.copysign.f16(half, half) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="32" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
