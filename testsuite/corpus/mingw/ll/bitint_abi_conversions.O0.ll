; ModuleID = 'programs/bitint_abi_conversions.c'
source_filename = "programs/bitint_abi_conversions.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [14 x i8] c"combine=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [41 x i8] c"widen(-4096)=%lld high=%lld uwiden=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"narrow=%d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [39 x i8] c"ret130 hi=%llx mid=%016llx lo=%016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"to fp: %.17g %.9g %.21Lg %.17g\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"to fp: %.17g %.9g %.21Lg\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"from fp: %lld %llu %lld \00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"%llx %016llx %016llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"chain %lld %llu %lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i16, align 2
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i128, align 8
  %10 = alloca i128, align 8
  %11 = alloca [24 x i8], align 8
  %12 = alloca i128, align 8
  %13 = alloca i128, align 8
  %14 = alloca [24 x i8], align 8
  %15 = alloca i128, align 8
  %16 = alloca i128, align 8
  %17 = alloca [24 x i8], align 8
  %18 = alloca i128, align 8
  %19 = alloca i128, align 8
  %20 = alloca i128, align 8
  %21 = alloca [24 x i8], align 8
  %22 = alloca [24 x i8], align 8
  %23 = alloca x86_fp80, align 16
  %24 = alloca i128, align 8
  %25 = alloca [24 x i8], align 8
  %26 = alloca x86_fp80, align 16
  %27 = alloca x86_fp80, align 16
  %28 = alloca i128, align 8
  %29 = alloca x86_fp80, align 16
  %30 = alloca i128, align 8
  %31 = alloca x86_fp80, align 16
  %32 = alloca [24 x i8], align 8
  %33 = alloca [24 x i8], align 8
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i128, align 8
  %37 = alloca i128, align 8
  %38 = alloca i128, align 8
  %39 = alloca [24 x i8], align 8
  store i32 0, ptr %1, align 4
  store volatile i16 -4096, ptr %2, align 2
  store volatile i16 4095, ptr %3, align 2
  store volatile i32 131071, ptr %4, align 4
  store volatile i32 65536, ptr %5, align 4
  store volatile i64 -34359738368, ptr %6, align 8
  store volatile i64 12345678901, ptr %7, align 8
  store volatile i64 1152921504606890957, ptr %8, align 8
  store volatile i128 -19807040628566084398385987584, ptr %9, align 8
  store volatile i128 9903520314283042199192993793, ptr %10, align 8
  store volatile i192 680564733841876926926749214863536435257, ptr %11, align 8
  %40 = load volatile i16, ptr %2, align 2
  %41 = trunc i16 %40 to i13
  %42 = load volatile i32, ptr %4, align 4
  %43 = trunc i32 %42 to i17
  %44 = load volatile i64, ptr %6, align 8
  %45 = trunc i64 %44 to i37
  %46 = load volatile i64, ptr %8, align 8
  %47 = trunc i64 %46 to i61
  %48 = load volatile i128, ptr %9, align 8
  %49 = trunc i128 %48 to i96
  %50 = load volatile i16, ptr %3, align 2
  %51 = trunc i16 %50 to i13
  %52 = load volatile i32, ptr %5, align 4
  %53 = trunc i32 %52 to i17
  %54 = load volatile i64, ptr %7, align 8
  %55 = trunc i64 %54 to i37
  %56 = load volatile i128, ptr %10, align 8
  %57 = trunc i128 %56 to i96
  %58 = load volatile i192, ptr %11, align 8
  %59 = trunc i192 %58 to i130
  %60 = sext i96 %49 to i128
  store i128 %60, ptr %12, align 8
  %61 = sext i96 %57 to i128
  store i128 %61, ptr %13, align 8
  %62 = zext i130 %59 to i192
  store i192 %62, ptr %14, align 8
  %63 = call i37 @combine(i13 noundef %41, i17 noundef %43, i37 noundef %45, i61 noundef %47, ptr noundef %12, i13 noundef %51, i17 noundef %53, i37 noundef %55, ptr noundef %13, ptr noundef %14)
  %64 = sext i37 %63 to i64
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %64)
  %66 = load volatile i16, ptr %2, align 2
  %67 = trunc i16 %66 to i13
  call void @widen(ptr dead_on_unwind writable sret(i128) align 8 %15, i13 noundef %67)
  %68 = load i128, ptr %15, align 8
  %69 = trunc i128 %68 to i96
  %70 = trunc i96 %69 to i64
  %71 = load volatile i16, ptr %2, align 2
  %72 = trunc i16 %71 to i13
  call void @widen(ptr dead_on_unwind writable sret(i128) align 8 %16, i13 noundef %72)
  %73 = load i128, ptr %16, align 8
  %74 = trunc i128 %73 to i96
  %75 = ashr i96 %74, 64
  %76 = trunc i96 %75 to i64
  %77 = load volatile i32, ptr %4, align 4
  %78 = trunc i32 %77 to i17
  call void @uwiden(ptr dead_on_unwind writable sret([24 x i8]) align 8 %17, i17 noundef %78)
  %79 = load i192, ptr %17, align 8
  %80 = trunc i192 %79 to i130
  %81 = trunc i130 %80 to i64
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %70, i64 noundef %76, i64 noundef %81)
  %83 = load volatile i128, ptr %9, align 8
  %84 = trunc i128 %83 to i96
  %85 = add nsw i96 %84, 5
  %86 = sext i96 %85 to i128
  store i128 %86, ptr %18, align 8
  %87 = call i13 @narrow(ptr noundef %18)
  %88 = sext i13 %87 to i32
  store i128 8191, ptr %19, align 8
  %89 = call i13 @narrow(ptr noundef %19)
  %90 = sext i13 %89 to i32
  store i128 12288, ptr %20, align 8
  %91 = call i13 @narrow(ptr noundef %20)
  %92 = sext i13 %91 to i32
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %88, i32 noundef %90, i32 noundef %92)
  %94 = load volatile i64, ptr %8, align 8
  %95 = trunc i64 %94 to i61
  %96 = load volatile i64, ptr %8, align 8
  %97 = trunc i64 %96 to i61
  call void @ret130(ptr dead_on_unwind writable sret([24 x i8]) align 8 %22, i61 noundef %95, i61 noundef %97)
  %98 = load i192, ptr %22, align 8
  %99 = trunc i192 %98 to i130
  %100 = zext i130 %99 to i192
  store i192 %100, ptr %21, align 8
  %101 = load i192, ptr %21, align 8
  %102 = trunc i192 %101 to i130
  %103 = lshr i130 %102, 128
  %104 = trunc i130 %103 to i64
  %105 = load i192, ptr %21, align 8
  %106 = trunc i192 %105 to i130
  %107 = lshr i130 %106, 64
  %108 = trunc i130 %107 to i64
  %109 = load i192, ptr %21, align 8
  %110 = trunc i192 %109 to i130
  %111 = trunc i130 %110 to i64
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %104, i64 noundef %108, i64 noundef %111)
  %113 = load volatile i64, ptr %6, align 8
  %114 = trunc i64 %113 to i37
  %115 = call double @d37(i37 noundef %114)
  %116 = load volatile i64, ptr %8, align 8
  %117 = trunc i64 %116 to i61
  %118 = call float @f61(i61 noundef %117)
  %119 = fpext float %118 to double
  %120 = load volatile i128, ptr %9, align 8
  %121 = trunc i128 %120 to i96
  %122 = sext i96 %121 to i128
  store i128 %122, ptr %24, align 8
  call void @ld96(ptr dead_on_unwind writable sret(x86_fp80) align 16 %23, ptr noundef %24)
  %123 = load x86_fp80, ptr %23, align 16
  %124 = load volatile i192, ptr %11, align 8
  %125 = trunc i192 %124 to i130
  %126 = zext i130 %125 to i192
  store i192 %126, ptr %25, align 8
  %127 = call double @d130(ptr noundef %25)
  store x86_fp80 %123, ptr %26, align 16
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %115, double noundef %119, ptr noundef %26, double noundef %127)
  %129 = load volatile i64, ptr %7, align 8
  %130 = trunc i64 %129 to i37
  %131 = call double @d37(i37 noundef %130)
  %132 = call float @f61(i61 noundef -1)
  %133 = fpext float %132 to double
  %134 = load volatile i128, ptr %10, align 8
  %135 = trunc i128 %134 to i96
  %136 = sext i96 %135 to i128
  store i128 %136, ptr %28, align 8
  call void @ld96(ptr dead_on_unwind writable sret(x86_fp80) align 16 %27, ptr noundef %28)
  %137 = load x86_fp80, ptr %27, align 16
  store x86_fp80 %137, ptr %29, align 16
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %131, double noundef %133, ptr noundef %29)
  %139 = call i37 @from_d(double noundef 0xC21FFFFFFFFF0000)
  %140 = sext i37 %139 to i64
  %141 = call i61 @from_f(float noundef 0x43B4D11200000000)
  %142 = zext i61 %141 to i64
  store x86_fp80 0xKC05DFC081678B187128F, ptr %31, align 16
  call void @from_ld(ptr dead_on_unwind writable sret(i128) align 8 %30, ptr noundef %31)
  %143 = load i128, ptr %30, align 8
  %144 = trunc i128 %143 to i96
  %145 = ashr i96 %144, 32
  %146 = trunc i96 %145 to i64
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %140, i64 noundef %142, i64 noundef %146)
  call void @from_d130(ptr dead_on_unwind writable sret([24 x i8]) align 8 %33, double noundef 0x48078287F49C4A1D)
  %148 = load i192, ptr %33, align 8
  %149 = trunc i192 %148 to i130
  %150 = zext i130 %149 to i192
  store i192 %150, ptr %32, align 8
  %151 = load i192, ptr %32, align 8
  %152 = trunc i192 %151 to i130
  %153 = lshr i130 %152, 128
  %154 = trunc i130 %153 to i64
  %155 = load i192, ptr %32, align 8
  %156 = trunc i192 %155 to i130
  %157 = lshr i130 %156, 64
  %158 = trunc i130 %157 to i64
  %159 = load i192, ptr %32, align 8
  %160 = trunc i192 %159 to i130
  %161 = trunc i130 %160 to i64
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %154, i64 noundef %158, i64 noundef %161)
  store i64 -1, ptr %34, align 8
  %163 = load i64, ptr %34, align 8
  %164 = trunc i64 %163 to i37
  %165 = trunc i37 %164 to i17
  %166 = zext i17 %165 to i61
  %167 = zext i61 %166 to i64
  store i64 %167, ptr %35, align 8
  %168 = load i64, ptr %35, align 8
  %169 = trunc i64 %168 to i61
  %170 = trunc i61 %169 to i37
  %171 = sext i37 %170 to i96
  %172 = sext i96 %171 to i128
  store i128 %172, ptr %36, align 8
  %173 = load i64, ptr %34, align 8
  %174 = trunc i64 %173 to i37
  %175 = sext i37 %174 to i64
  %176 = load i64, ptr %35, align 8
  %177 = trunc i64 %176 to i61
  %178 = zext i61 %177 to i64
  %179 = load i128, ptr %36, align 8
  %180 = trunc i128 %179 to i96
  %181 = trunc i96 %180 to i64
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %175, i64 noundef %178, i64 noundef %181)
  %183 = load volatile i16, ptr %2, align 2
  %184 = trunc i16 %183 to i13
  %185 = load volatile i32, ptr %4, align 4
  %186 = trunc i32 %185 to i17
  %187 = load volatile i64, ptr %6, align 8
  %188 = trunc i64 %187 to i37
  %189 = load volatile i64, ptr %8, align 8
  %190 = trunc i64 %189 to i61
  %191 = load volatile i128, ptr %9, align 8
  %192 = trunc i128 %191 to i96
  %193 = load volatile i16, ptr %3, align 2
  %194 = trunc i16 %193 to i13
  %195 = load volatile i32, ptr %5, align 4
  %196 = trunc i32 %195 to i17
  %197 = load volatile i64, ptr %7, align 8
  %198 = trunc i64 %197 to i37
  %199 = load volatile i128, ptr %10, align 8
  %200 = trunc i128 %199 to i96
  %201 = load volatile i192, ptr %11, align 8
  %202 = trunc i192 %201 to i130
  %203 = sext i96 %192 to i128
  store i128 %203, ptr %37, align 8
  %204 = sext i96 %200 to i128
  store i128 %204, ptr %38, align 8
  %205 = zext i130 %202 to i192
  store i192 %205, ptr %39, align 8
  %206 = call i37 @combine(i13 noundef %184, i17 noundef %186, i37 noundef %188, i61 noundef %190, ptr noundef %37, i13 noundef %194, i17 noundef %196, i37 noundef %198, ptr noundef %38, ptr noundef %39)
  %207 = sext i37 %206 to i64
  %208 = and i64 %207, 127
  %209 = trunc i64 %208 to i32
  ret i32 %209
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i37 @combine(i13 noundef %0, i17 noundef %1, i37 noundef %2, i61 noundef %3, ptr noundef %4, i13 noundef %5, i17 noundef %6, i37 noundef %7, ptr noundef %8, ptr noundef %9) #0 {
  %11 = alloca i16, align 2
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i128, align 8
  %16 = alloca i16, align 2
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i128, align 8
  %20 = alloca [24 x i8], align 8
  %21 = load i128, ptr %4, align 8
  %22 = trunc i128 %21 to i96
  %23 = load i128, ptr %8, align 8
  %24 = trunc i128 %23 to i96
  %25 = load i192, ptr %9, align 8
  %26 = trunc i192 %25 to i130
  %27 = sext i13 %0 to i16
  store i16 %27, ptr %11, align 2
  %28 = zext i17 %1 to i32
  store i32 %28, ptr %12, align 4
  %29 = sext i37 %2 to i64
  store i64 %29, ptr %13, align 8
  %30 = zext i61 %3 to i64
  store i64 %30, ptr %14, align 8
  %31 = sext i96 %22 to i128
  store i128 %31, ptr %15, align 8
  %32 = sext i13 %5 to i16
  store i16 %32, ptr %16, align 2
  %33 = zext i17 %6 to i32
  store i32 %33, ptr %17, align 4
  %34 = sext i37 %7 to i64
  store i64 %34, ptr %18, align 8
  %35 = sext i96 %24 to i128
  store i128 %35, ptr %19, align 8
  %36 = zext i130 %26 to i192
  store i192 %36, ptr %20, align 8
  %37 = load i16, ptr %11, align 2
  %38 = trunc i16 %37 to i13
  %39 = sext i13 %38 to i37
  %40 = load i32, ptr %12, align 4
  %41 = trunc i32 %40 to i17
  %42 = zext i17 %41 to i37
  %43 = add nsw i37 %39, %42
  %44 = load i64, ptr %13, align 8
  %45 = trunc i64 %44 to i37
  %46 = add nsw i37 %43, %45
  %47 = load i64, ptr %14, align 8
  %48 = trunc i64 %47 to i61
  %49 = and i61 %48, 65535
  %50 = trunc i61 %49 to i37
  %51 = add nsw i37 %46, %50
  %52 = load i128, ptr %15, align 8
  %53 = trunc i128 %52 to i96
  %54 = ashr i96 %53, 80
  %55 = trunc i96 %54 to i37
  %56 = add nsw i37 %51, %55
  %57 = load i16, ptr %16, align 2
  %58 = trunc i16 %57 to i13
  %59 = sext i13 %58 to i37
  %60 = add nsw i37 %56, %59
  %61 = load i32, ptr %17, align 4
  %62 = trunc i32 %61 to i17
  %63 = zext i17 %62 to i37
  %64 = add nsw i37 %60, %63
  %65 = load i64, ptr %18, align 8
  %66 = trunc i64 %65 to i37
  %67 = add nsw i37 %64, %66
  %68 = load i128, ptr %19, align 8
  %69 = trunc i128 %68 to i96
  %70 = ashr i96 %69, 90
  %71 = trunc i96 %70 to i37
  %72 = add nsw i37 %67, %71
  %73 = load i192, ptr %20, align 8
  %74 = trunc i192 %73 to i130
  %75 = lshr i130 %74, 120
  %76 = trunc i130 %75 to i37
  %77 = add nsw i37 %72, %76
  ret i37 %77
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @widen(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, i13 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i16, align 2
  store ptr %0, ptr %3, align 8
  %5 = sext i13 %1 to i16
  store i16 %5, ptr %4, align 2
  %6 = load i16, ptr %4, align 2
  %7 = trunc i16 %6 to i13
  %8 = sext i13 %7 to i96
  %9 = sext i96 %8 to i128
  store i128 %9, ptr %0, align 8
  %10 = load i128, ptr %0, align 8
  %11 = trunc i128 %10 to i96
  %12 = sext i96 %11 to i128
  store i128 %12, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @uwiden(ptr dead_on_unwind noalias writable sret([24 x i8]) align 8 %0, i17 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %5 = zext i17 %1 to i32
  store i32 %5, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = trunc i32 %6 to i17
  %8 = zext i17 %7 to i130
  %9 = zext i130 %8 to i192
  store i192 %9, ptr %0, align 8
  %10 = load i192, ptr %0, align 8
  %11 = trunc i192 %10 to i130
  %12 = zext i130 %11 to i192
  store i192 %12, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i13 @narrow(ptr noundef %0) #0 {
  %2 = alloca i128, align 8
  %3 = load i128, ptr %0, align 8
  %4 = trunc i128 %3 to i96
  %5 = sext i96 %4 to i128
  store i128 %5, ptr %2, align 8
  %6 = load i128, ptr %2, align 8
  %7 = trunc i128 %6 to i96
  %8 = trunc i96 %7 to i13
  ret i13 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ret130(ptr dead_on_unwind noalias writable sret([24 x i8]) align 8 %0, i61 noundef %1, i61 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  %7 = zext i61 %1 to i64
  store i64 %7, ptr %5, align 8
  %8 = zext i61 %2 to i64
  store i64 %8, ptr %6, align 8
  %9 = load i64, ptr %5, align 8
  %10 = trunc i64 %9 to i61
  %11 = zext i61 %10 to i130
  %12 = load i64, ptr %6, align 8
  %13 = trunc i64 %12 to i61
  %14 = zext i61 %13 to i130
  %15 = mul i130 %11, %14
  %16 = mul i130 %15, 4
  %17 = zext i130 %16 to i192
  store i192 %17, ptr %0, align 8
  %18 = load i192, ptr %0, align 8
  %19 = trunc i192 %18 to i130
  %20 = zext i130 %19 to i192
  store i192 %20, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d37(i37 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = sext i37 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i37
  %6 = sitofp i37 %5 to double
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f61(i61 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = zext i61 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i61
  %6 = uitofp i61 %5 to float
  ret float %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld96(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 8
  store ptr %0, ptr %3, align 8
  %5 = load i128, ptr %1, align 8
  %6 = trunc i128 %5 to i96
  %7 = sext i96 %6 to i128
  store i128 %7, ptr %4, align 8
  %8 = load i128, ptr %4, align 8
  %9 = trunc i128 %8 to i96
  %10 = sitofp i96 %9 to x86_fp80
  store x86_fp80 %10, ptr %0, align 16
  %11 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %11, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d130(ptr noundef %0) #0 {
  %2 = alloca [24 x i8], align 8
  %3 = load i192, ptr %0, align 8
  %4 = trunc i192 %3 to i130
  %5 = zext i130 %4 to i192
  store i192 %5, ptr %2, align 8
  %6 = load i192, ptr %2, align 8
  %7 = trunc i192 %6 to i130
  %8 = uitofp i130 %7 to double
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i37 @from_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i37
  ret i37 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i61 @from_f(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i61
  ret i61 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_ld(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca x86_fp80, align 16
  store ptr %0, ptr %3, align 8
  %5 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %5, ptr %4, align 16
  %6 = load x86_fp80, ptr %4, align 16
  %7 = fptosi x86_fp80 %6 to i96
  %8 = sext i96 %7 to i128
  store i128 %8, ptr %0, align 8
  %9 = load i128, ptr %0, align 8
  %10 = trunc i128 %9 to i96
  %11 = sext i96 %10 to i128
  store i128 %11, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_d130(ptr dead_on_unwind noalias writable sret([24 x i8]) align 8 %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = fptoui double %5 to i130
  %7 = zext i130 %6 to i192
  store i192 %7, ptr %0, align 8
  %8 = load i192, ptr %0, align 8
  %9 = trunc i192 %8 to i130
  %10 = zext i130 %9 to i192
  store i192 %10, ptr %0, align 8
  ret void
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
