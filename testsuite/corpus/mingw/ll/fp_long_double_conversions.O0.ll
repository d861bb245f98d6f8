; ModuleID = 'programs/fp_long_double_conversions.c'
source_filename = "programs/fp_long_double_conversions.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %15 = alloca x86_fp80, align 16
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
  %30 = alloca [15 x x86_fp80], align 16
  %31 = alloca i32, align 4
  %32 = alloca x86_fp80, align 16
  %33 = alloca x86_fp80, align 16
  %34 = alloca x86_fp80, align 16
  %35 = alloca x86_fp80, align 16
  %36 = alloca x86_fp80, align 16
  %37 = alloca x86_fp80, align 16
  %38 = alloca x86_fp80, align 16
  %39 = alloca x86_fp80, align 16
  %40 = alloca x86_fp80, align 16
  %41 = alloca x86_fp80, align 16
  %42 = alloca x86_fp80, align 16
  %43 = alloca x86_fp80, align 16
  %44 = alloca x86_fp80, align 16
  %45 = alloca x86_fp80, align 16
  %46 = alloca x86_fp80, align 16
  %47 = alloca x86_fp80, align 16
  %48 = alloca x86_fp80, align 16
  %49 = alloca x86_fp80, align 16
  %50 = alloca i128, align 16
  %51 = alloca x86_fp80, align 16
  %52 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  call void @from_i8(ptr dead_on_unwind writable sret(x86_fp80) align 16 %2, i8 noundef -128)
  %53 = load x86_fp80, ptr %2, align 16
  call void @from_u16(ptr dead_on_unwind writable sret(x86_fp80) align 16 %3, i16 noundef -1)
  %54 = load x86_fp80, ptr %3, align 16
  call void @from_i32(ptr dead_on_unwind writable sret(x86_fp80) align 16 %4, i32 noundef -2147483648)
  %55 = load x86_fp80, ptr %4, align 16
  call void @from_u32(ptr dead_on_unwind writable sret(x86_fp80) align 16 %5, i32 noundef -1)
  %56 = load x86_fp80, ptr %5, align 16
  store x86_fp80 %53, ptr %6, align 16
  store x86_fp80 %54, ptr %7, align 16
  store x86_fp80 %55, ptr %8, align 16
  store x86_fp80 %56, ptr %9, align 16
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9)
  call void @from_i64(ptr dead_on_unwind writable sret(x86_fp80) align 16 %10, i64 noundef -9223372036854775808)
  %58 = load x86_fp80, ptr %10, align 16
  call void @from_i64(ptr dead_on_unwind writable sret(x86_fp80) align 16 %11, i64 noundef 9223372036854775807)
  %59 = load x86_fp80, ptr %11, align 16
  call void @from_i64(ptr dead_on_unwind writable sret(x86_fp80) align 16 %12, i64 noundef -1)
  %60 = load x86_fp80, ptr %12, align 16
  store x86_fp80 %58, ptr %13, align 16
  store x86_fp80 %59, ptr %14, align 16
  store x86_fp80 %60, ptr %15, align 16
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %13, ptr noundef %14, ptr noundef %15)
  call void @from_u64(ptr dead_on_unwind writable sret(x86_fp80) align 16 %16, i64 noundef -1)
  %62 = load x86_fp80, ptr %16, align 16
  call void @from_u64(ptr dead_on_unwind writable sret(x86_fp80) align 16 %17, i64 noundef -9223372036854775808)
  %63 = load x86_fp80, ptr %17, align 16
  call void @from_u64(ptr dead_on_unwind writable sret(x86_fp80) align 16 %18, i64 noundef -9223372036854775807)
  %64 = load x86_fp80, ptr %18, align 16
  store x86_fp80 %62, ptr %19, align 16
  store x86_fp80 %63, ptr %20, align 16
  store x86_fp80 %64, ptr %21, align 16
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %19, ptr noundef %20, ptr noundef %21)
  call void @from_f(ptr dead_on_unwind writable sret(x86_fp80) align 16 %22, float noundef 0x36A0000000000000)
  %66 = load x86_fp80, ptr %22, align 16
  call void @from_f(ptr dead_on_unwind writable sret(x86_fp80) align 16 %23, float noundef 0xC7EFFFFFE0000000)
  %67 = load x86_fp80, ptr %23, align 16
  call void @from_d(ptr dead_on_unwind writable sret(x86_fp80) align 16 %24, double noundef 4.940660e-324)
  %68 = load x86_fp80, ptr %24, align 16
  call void @from_d(ptr dead_on_unwind writable sret(x86_fp80) align 16 %25, double noundef 1.000000e-01)
  %69 = load x86_fp80, ptr %25, align 16
  store x86_fp80 %66, ptr %26, align 16
  store x86_fp80 %67, ptr %27, align 16
  store x86_fp80 %68, ptr %28, align 16
  store x86_fp80 %69, ptr %29, align 16
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %26, ptr noundef %27, ptr noundef %28, ptr noundef %29)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %30, ptr align 16 @__const.main.v, i64 240, i1 true)
  store i32 0, ptr %31, align 4
  br label %71

71:                                               ; preds = %149, %0
  %72 = load i32, ptr %31, align 4
  %73 = icmp slt i32 %72, 15
  br i1 %73, label %74, label %152

74:                                               ; preds = %71
  %75 = load i32, ptr %31, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [15 x x86_fp80], ptr %30, i64 0, i64 %76
  %78 = load volatile x86_fp80, ptr %77, align 16
  store x86_fp80 %78, ptr %32, align 16
  %79 = load x86_fp80, ptr %32, align 16
  store x86_fp80 %79, ptr %33, align 16
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %33)
  %81 = load x86_fp80, ptr %32, align 16
  %82 = fcmp ogt x86_fp80 %81, 0xKC0068100000000000000
  br i1 %82, label %83, label %91

83:                                               ; preds = %74
  %84 = load x86_fp80, ptr %32, align 16
  %85 = fcmp olt x86_fp80 %84, 0xK40068000000000000000
  br i1 %85, label %86, label %91

86:                                               ; preds = %83
  %87 = load x86_fp80, ptr %32, align 16
  store x86_fp80 %87, ptr %34, align 16
  %88 = call i8 @to_i8(ptr noundef %34)
  %89 = sext i8 %88 to i32
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %89)
  br label %91

91:                                               ; preds = %86, %83, %74
  %92 = load x86_fp80, ptr %32, align 16
  %93 = fcmp ogt x86_fp80 %92, 0xKBFFF8000000000000000
  br i1 %93, label %94, label %102

94:                                               ; preds = %91
  %95 = load x86_fp80, ptr %32, align 16
  %96 = fcmp olt x86_fp80 %95, 0xK400F8000000000000000
  br i1 %96, label %97, label %102

97:                                               ; preds = %94
  %98 = load x86_fp80, ptr %32, align 16
  store x86_fp80 %98, ptr %35, align 16
  %99 = call i16 @to_u16(ptr noundef %35)
  %100 = zext i16 %99 to i32
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %100)
  br label %102

102:                                              ; preds = %97, %94, %91
  %103 = load x86_fp80, ptr %32, align 16
  %104 = fcmp ogt x86_fp80 %103, 0xKC01E8000000100000000
  br i1 %104, label %105, label %112

105:                                              ; preds = %102
  %106 = load x86_fp80, ptr %32, align 16
  %107 = fcmp olt x86_fp80 %106, 0xK401E8000000000000000
  br i1 %107, label %108, label %112

108:                                              ; preds = %105
  %109 = load x86_fp80, ptr %32, align 16
  store x86_fp80 %109, ptr %36, align 16
  %110 = call i32 @to_i32(ptr noundef %36)
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %110)
  br label %112

112:                                              ; preds = %108, %105, %102
  %113 = load x86_fp80, ptr %32, align 16
  %114 = fcmp ogt x86_fp80 %113, 0xKBFFF8000000000000000
  br i1 %114, label %115, label %122

115:                                              ; preds = %112
  %116 = load x86_fp80, ptr %32, align 16
  %117 = fcmp olt x86_fp80 %116, 0xK401F8000000000000000
  br i1 %117, label %118, label %122

118:                                              ; preds = %115
  %119 = load x86_fp80, ptr %32, align 16
  store x86_fp80 %119, ptr %37, align 16
  %120 = call i32 @to_u32(ptr noundef %37)
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %120)
  br label %122

122:                                              ; preds = %118, %115, %112
  %123 = load x86_fp80, ptr %32, align 16
  %124 = fcmp ogt x86_fp80 %123, 0xKC03E8000000000000001
  br i1 %124, label %125, label %132

125:                                              ; preds = %122
  %126 = load x86_fp80, ptr %32, align 16
  %127 = fcmp olt x86_fp80 %126, 0xK403E8000000000000000
  br i1 %127, label %128, label %132

128:                                              ; preds = %125
  %129 = load x86_fp80, ptr %32, align 16
  store x86_fp80 %129, ptr %38, align 16
  %130 = call i64 @to_i64(ptr noundef %38)
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %130)
  br label %132

132:                                              ; preds = %128, %125, %122
  %133 = load x86_fp80, ptr %32, align 16
  %134 = fcmp ogt x86_fp80 %133, 0xKBFFF8000000000000000
  br i1 %134, label %135, label %142

135:                                              ; preds = %132
  %136 = load x86_fp80, ptr %32, align 16
  %137 = fcmp olt x86_fp80 %136, 0xK403F8000000000000000
  br i1 %137, label %138, label %142

138:                                              ; preds = %135
  %139 = load x86_fp80, ptr %32, align 16
  store x86_fp80 %139, ptr %39, align 16
  %140 = call i64 @to_u64(ptr noundef %39)
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %140)
  br label %142

142:                                              ; preds = %138, %135, %132
  %143 = load x86_fp80, ptr %32, align 16
  store x86_fp80 %143, ptr %40, align 16
  %144 = call float @to_f(ptr noundef %40)
  %145 = fpext float %144 to double
  %146 = load x86_fp80, ptr %32, align 16
  store x86_fp80 %146, ptr %41, align 16
  %147 = call double @to_d(ptr noundef %41)
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %145, double noundef %147)
  br label %149

149:                                              ; preds = %142
  %150 = load i32, ptr %31, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %31, align 4
  br label %71, !llvm.loop !5

152:                                              ; preds = %71
  store volatile x86_fp80 0xK3FFF8000000000000400, ptr %42, align 16
  store volatile x86_fp80 0xK3FFF8000000000000401, ptr %43, align 16
  store volatile x86_fp80 0xK3FFF8000000000000C00, ptr %44, align 16
  %153 = load volatile x86_fp80, ptr %42, align 16
  store x86_fp80 %153, ptr %45, align 16
  %154 = call double @to_d(ptr noundef %45)
  %155 = load volatile x86_fp80, ptr %43, align 16
  store x86_fp80 %155, ptr %46, align 16
  %156 = call double @to_d(ptr noundef %46)
  %157 = load volatile x86_fp80, ptr %44, align 16
  store x86_fp80 %157, ptr %47, align 16
  %158 = call double @to_d(ptr noundef %47)
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %154, double noundef %156, double noundef %158)
  store x86_fp80 0xK3FFF8000008000000000, ptr %48, align 16
  %160 = call float @to_f(ptr noundef %48)
  %161 = fpext float %160 to double
  store x86_fp80 0xK3FFF8000008000000008, ptr %49, align 16
  %162 = call float @to_f(ptr noundef %49)
  %163 = fpext float %162 to double
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %161, double noundef %163)
  %165 = getelementptr inbounds [15 x x86_fp80], ptr %30, i64 0, i64 11
  %166 = load volatile x86_fp80, ptr %165, align 16
  %167 = fmul x86_fp80 %166, 0xK40209502F90000000000
  %168 = fptosi x86_fp80 %167 to i128
  store i128 %168, ptr %50, align 16
  %169 = load i128, ptr %50, align 16
  %170 = lshr i128 %169, 64
  %171 = trunc i128 %170 to i64
  %172 = load i128, ptr %50, align 16
  %173 = trunc i128 %172 to i64
  %174 = load i128, ptr %50, align 16
  %175 = sitofp i128 %174 to x86_fp80
  store x86_fp80 %175, ptr %51, align 16
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %171, i64 noundef %173, ptr noundef %51)
  store x86_fp80 0xKC0059B66666666666666, ptr %52, align 16
  %177 = call i8 @to_i8(ptr noundef %52)
  %178 = sext i8 %177 to i32
  %179 = add nsw i32 %178, 100
  ret i32 %179
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_i8(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i8 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = sitofp i8 %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_u16(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i16 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i16, align 2
  store ptr %0, ptr %3, align 8
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %4, align 2
  %6 = uitofp i16 %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_i32(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sitofp i32 %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_u32(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = uitofp i32 %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_i64(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = sitofp i64 %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_u64(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = uitofp i64 %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_f(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, float noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load float, ptr %4, align 4
  %6 = fpext float %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_d(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = fpext double %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @to_i8(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptosi x86_fp80 %4 to i8
  ret i8 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @to_u16(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptoui x86_fp80 %4 to i16
  ret i16 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_i32(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptosi x86_fp80 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_u32(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptoui x86_fp80 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_i64(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptosi x86_fp80 %4 to i64
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_u64(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptoui x86_fp80 %4 to i64
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @to_f(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptrunc x86_fp80 %4 to float
  ret float %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @to_d(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptrunc x86_fp80 %4 to double
  ret double %5
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
