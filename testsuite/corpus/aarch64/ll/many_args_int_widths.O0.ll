; ModuleID = 'programs/many_args_int_widths.c'
source_filename = "programs/many_args_int_widths.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.sc = private unnamed_addr constant [3 x i8] c"\80\FF\7F", align 1
@__const.main.uc = private unnamed_addr constant [3 x i8] c"\FF\80\00", align 1
@__const.main.ss = private unnamed_addr constant [3 x i16] [i16 -32768, i16 -2, i16 32767], align 2
@__const.main.us = private unnamed_addr constant [3 x i16] [i16 -1, i16 -32768, i16 1], align 2
@.str = private unnamed_addr constant [22 x i8] c"i=%d r1=%lld r2=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"echo=%d sum10=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"stack args: %d %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i8], align 1
  %3 = alloca [3 x i8], align 1
  %4 = alloca [3 x i16], align 2
  %5 = alloca [3 x i16], align 2
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.sc, i64 3, i1 true)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.uc, i64 3, i1 true)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %4, ptr align 2 @__const.main.ss, i64 6, i1 true)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %5, ptr align 2 @__const.main.us, i64 6, i1 true)
  store i32 7, ptr %6, align 4
  store ptr @mix, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %133, %0
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 3
  br i1 %14, label %15, label %136

15:                                               ; preds = %12
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [3 x i8], ptr %2, i64 0, i64 %17
  %19 = load volatile i8, ptr %18, align 1
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 %21
  %23 = load volatile i8, ptr %22, align 1
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x i16], ptr %4, i64 0, i64 %25
  %27 = load volatile i16, ptr %26, align 2
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [3 x i16], ptr %5, i64 0, i64 %29
  %31 = load volatile i16, ptr %30, align 2
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  %34 = mul nsw i32 -100000, %33
  %35 = load i32, ptr %8, align 4
  %36 = sub i32 -294967296, %35
  %37 = load i32, ptr %8, align 4
  %38 = sext i32 %37 to i64
  %39 = add nsw i64 -9223372036854775808, %38
  %40 = load i32, ptr %8, align 4
  %41 = sext i32 %40 to i64
  %42 = sub i64 -1, %41
  %43 = load i32, ptr %8, align 4
  %44 = and i32 %43, 1
  %45 = icmp ne i32 %44, 0
  %46 = load i32, ptr %8, align 4
  %47 = sub nsw i32 2, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [3 x i8], ptr %2, i64 0, i64 %48
  %50 = load volatile i8, ptr %49, align 1
  %51 = load i32, ptr %8, align 4
  %52 = sub nsw i32 2, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 %53
  %55 = load volatile i8, ptr %54, align 1
  %56 = load i32, ptr %8, align 4
  %57 = sub nsw i32 2, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [3 x i16], ptr %4, i64 0, i64 %58
  %60 = load volatile i16, ptr %59, align 2
  %61 = load i32, ptr %8, align 4
  %62 = sub nsw i32 2, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [3 x i16], ptr %5, i64 0, i64 %63
  %65 = load volatile i16, ptr %64, align 2
  %66 = load i32, ptr %8, align 4
  %67 = add nsw i32 -2147483648, %66
  %68 = load i32, ptr %8, align 4
  %69 = and i32 %68, 1
  %70 = icmp ne i32 %69, 0
  %71 = xor i1 %70, true
  %72 = load i32, ptr %8, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [3 x i8], ptr %2, i64 0, i64 %73
  %75 = load volatile i8, ptr %74, align 1
  %76 = sext i8 %75 to i32
  %77 = add nsw i32 %76, 1
  %78 = trunc i32 %77 to i8
  %79 = load i32, ptr %8, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [3 x i16], ptr %5, i64 0, i64 %80
  %82 = load volatile i16, ptr %81, align 2
  %83 = load i32, ptr %8, align 4
  %84 = sext i32 %83 to i64
  %85 = sub nsw i64 9223372036854775807, %84
  %86 = call i64 @mix(i8 noundef %19, i8 noundef %23, i16 noundef %27, i16 noundef %31, i32 noundef %34, i32 noundef %36, i64 noundef %39, i64 noundef %42, i1 noundef %45, ptr noundef %6, i8 noundef %50, i8 noundef %55, i16 noundef %60, i16 noundef %65, i32 noundef %67, i32 noundef -1, i1 noundef %71, i8 noundef %78, i16 noundef %82, i64 noundef %85)
  store i64 %86, ptr %9, align 8
  %87 = load ptr, ptr %7, align 8
  %88 = load i32, ptr %8, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [3 x i8], ptr %2, i64 0, i64 %89
  %91 = load volatile i8, ptr %90, align 1
  %92 = load i32, ptr %8, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 %93
  %95 = load volatile i8, ptr %94, align 1
  %96 = load i32, ptr %8, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [3 x i16], ptr %4, i64 0, i64 %97
  %99 = load volatile i16, ptr %98, align 2
  %100 = load i32, ptr %8, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [3 x i16], ptr %5, i64 0, i64 %101
  %103 = load volatile i16, ptr %102, align 2
  %104 = load i32, ptr %8, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [3 x i8], ptr %2, i64 0, i64 %105
  %107 = load volatile i8, ptr %106, align 1
  %108 = load i32, ptr %8, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 %109
  %111 = load volatile i8, ptr %110, align 1
  %112 = load i32, ptr %8, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [3 x i16], ptr %4, i64 0, i64 %113
  %115 = load volatile i16, ptr %114, align 2
  %116 = load i32, ptr %8, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [3 x i16], ptr %5, i64 0, i64 %117
  %119 = load volatile i16, ptr %118, align 2
  %120 = load i32, ptr %8, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [3 x i8], ptr %2, i64 0, i64 %121
  %123 = load volatile i8, ptr %122, align 1
  %124 = load i32, ptr %8, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [3 x i16], ptr %5, i64 0, i64 %125
  %127 = load volatile i16, ptr %126, align 2
  %128 = call i64 %87(i8 noundef %91, i8 noundef %95, i16 noundef %99, i16 noundef %103, i32 noundef 0, i32 noundef 0, i64 noundef 0, i64 noundef 0, i1 noundef false, ptr noundef %6, i8 noundef %107, i8 noundef %111, i16 noundef %115, i16 noundef %119, i32 noundef 0, i32 noundef 0, i1 noundef true, i8 noundef %123, i16 noundef %127, i64 noundef 0)
  store i64 %128, ptr %10, align 8
  %129 = load i32, ptr %8, align 4
  %130 = load i64, ptr %9, align 8
  %131 = load i64, ptr %10, align 8
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %129, i64 noundef %130, i64 noundef %131)
  br label %133

133:                                              ; preds = %15
  %134 = load i32, ptr %8, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %8, align 4
  br label %12, !llvm.loop !6

136:                                              ; preds = %12
  %137 = getelementptr inbounds [3 x i8], ptr %2, i64 0, i64 0
  %138 = load volatile i8, ptr %137, align 1
  %139 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 0
  %140 = load volatile i8, ptr %139, align 1
  %141 = getelementptr inbounds [3 x i16], ptr %4, i64 0, i64 0
  %142 = load volatile i16, ptr %141, align 2
  %143 = getelementptr inbounds [3 x i16], ptr %5, i64 0, i64 0
  %144 = load volatile i16, ptr %143, align 2
  %145 = call i32 @echo_stack(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i8 noundef %138, i8 noundef %140, i16 noundef %142, i16 noundef %144)
  store i32 %145, ptr %11, align 4
  %146 = load i32, ptr %11, align 4
  %147 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 0
  %148 = load volatile i8, ptr %147, align 1
  %149 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 0
  %150 = load volatile i8, ptr %149, align 1
  %151 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 1
  %152 = load volatile i8, ptr %151, align 1
  %153 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 1
  %154 = load volatile i8, ptr %153, align 1
  %155 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 0
  %156 = load volatile i8, ptr %155, align 1
  %157 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 0
  %158 = load volatile i8, ptr %157, align 1
  %159 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 1
  %160 = load volatile i8, ptr %159, align 1
  %161 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 1
  %162 = load volatile i8, ptr %161, align 1
  %163 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 0
  %164 = load volatile i8, ptr %163, align 1
  %165 = getelementptr inbounds [3 x i8], ptr %3, i64 0, i64 0
  %166 = load volatile i8, ptr %165, align 1
  %167 = call i64 @sum10(i8 noundef %148, i8 noundef %150, i8 noundef %152, i8 noundef %154, i8 noundef %156, i8 noundef %158, i8 noundef %160, i8 noundef %162, i8 noundef %164, i8 noundef %166)
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %146, i64 noundef %167)
  %169 = load i32, ptr %11, align 4
  %170 = and i32 %169, 127
  ret i32 %170
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mix(i8 noundef %0, i8 noundef %1, i16 noundef %2, i16 noundef %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, i1 noundef %8, ptr noundef %9, i8 noundef %10, i8 noundef %11, i16 noundef %12, i16 noundef %13, i32 noundef %14, i32 noundef %15, i1 noundef %16, i8 noundef %17, i16 noundef %18, i64 noundef %19) #0 {
  %21 = alloca i8, align 1
  %22 = alloca i8, align 1
  %23 = alloca i16, align 2
  %24 = alloca i16, align 2
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i8, align 1
  %30 = alloca ptr, align 8
  %31 = alloca i8, align 1
  %32 = alloca i8, align 1
  %33 = alloca i16, align 2
  %34 = alloca i16, align 2
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i8, align 1
  %38 = alloca i8, align 1
  %39 = alloca i16, align 2
  %40 = alloca i64, align 8
  %41 = alloca i64, align 8
  store i8 %0, ptr %21, align 1
  store i8 %1, ptr %22, align 1
  store i16 %2, ptr %23, align 2
  store i16 %3, ptr %24, align 2
  store i32 %4, ptr %25, align 4
  store i32 %5, ptr %26, align 4
  store i64 %6, ptr %27, align 8
  store i64 %7, ptr %28, align 8
  %42 = zext i1 %8 to i8
  store i8 %42, ptr %29, align 1
  store ptr %9, ptr %30, align 8
  store i8 %10, ptr %31, align 1
  store i8 %11, ptr %32, align 1
  store i16 %12, ptr %33, align 2
  store i16 %13, ptr %34, align 2
  store i32 %14, ptr %35, align 4
  store i32 %15, ptr %36, align 4
  %43 = zext i1 %16 to i8
  store i8 %43, ptr %37, align 1
  store i8 %17, ptr %38, align 1
  store i16 %18, ptr %39, align 2
  store i64 %19, ptr %40, align 8
  %44 = load i8, ptr %21, align 1
  %45 = sext i8 %44 to i64
  store i64 %45, ptr %41, align 8
  %46 = load i64, ptr %41, align 8
  %47 = mul nsw i64 %46, 3
  %48 = load i8, ptr %22, align 1
  %49 = zext i8 %48 to i64
  %50 = add nsw i64 %47, %49
  store i64 %50, ptr %41, align 8
  %51 = load i64, ptr %41, align 8
  %52 = mul nsw i64 %51, 3
  %53 = load i16, ptr %23, align 2
  %54 = sext i16 %53 to i64
  %55 = add nsw i64 %52, %54
  store i64 %55, ptr %41, align 8
  %56 = load i64, ptr %41, align 8
  %57 = mul nsw i64 %56, 3
  %58 = load i16, ptr %24, align 2
  %59 = zext i16 %58 to i64
  %60 = add nsw i64 %57, %59
  store i64 %60, ptr %41, align 8
  %61 = load i64, ptr %41, align 8
  %62 = mul nsw i64 %61, 3
  %63 = load i32, ptr %25, align 4
  %64 = sext i32 %63 to i64
  %65 = add nsw i64 %62, %64
  store i64 %65, ptr %41, align 8
  %66 = load i64, ptr %41, align 8
  %67 = mul nsw i64 %66, 3
  %68 = load i32, ptr %26, align 4
  %69 = zext i32 %68 to i64
  %70 = add nsw i64 %67, %69
  store i64 %70, ptr %41, align 8
  %71 = load i64, ptr %41, align 8
  %72 = mul nsw i64 %71, 3
  %73 = load i64, ptr %27, align 8
  %74 = and i64 %73, 65535
  %75 = add nsw i64 %72, %74
  store i64 %75, ptr %41, align 8
  %76 = load i64, ptr %41, align 8
  %77 = mul nsw i64 %76, 3
  %78 = load i64, ptr %28, align 8
  %79 = lshr i64 %78, 48
  %80 = add nsw i64 %77, %79
  store i64 %80, ptr %41, align 8
  %81 = load i64, ptr %41, align 8
  %82 = mul nsw i64 %81, 3
  %83 = load i8, ptr %29, align 1
  %84 = trunc i8 %83 to i1
  %85 = zext i1 %84 to i64
  %86 = add nsw i64 %82, %85
  store i64 %86, ptr %41, align 8
  %87 = load i64, ptr %41, align 8
  %88 = mul nsw i64 %87, 3
  %89 = load ptr, ptr %30, align 8
  %90 = load i32, ptr %89, align 4
  %91 = sext i32 %90 to i64
  %92 = add nsw i64 %88, %91
  store i64 %92, ptr %41, align 8
  %93 = load i64, ptr %41, align 8
  %94 = mul nsw i64 %93, 3
  %95 = load i8, ptr %31, align 1
  %96 = sext i8 %95 to i64
  %97 = add nsw i64 %94, %96
  store i64 %97, ptr %41, align 8
  %98 = load i64, ptr %41, align 8
  %99 = mul nsw i64 %98, 3
  %100 = load i8, ptr %32, align 1
  %101 = zext i8 %100 to i64
  %102 = add nsw i64 %99, %101
  store i64 %102, ptr %41, align 8
  %103 = load i64, ptr %41, align 8
  %104 = mul nsw i64 %103, 3
  %105 = load i16, ptr %33, align 2
  %106 = sext i16 %105 to i64
  %107 = add nsw i64 %104, %106
  store i64 %107, ptr %41, align 8
  %108 = load i64, ptr %41, align 8
  %109 = mul nsw i64 %108, 3
  %110 = load i16, ptr %34, align 2
  %111 = zext i16 %110 to i64
  %112 = add nsw i64 %109, %111
  store i64 %112, ptr %41, align 8
  %113 = load i64, ptr %41, align 8
  %114 = mul nsw i64 %113, 3
  %115 = load i32, ptr %35, align 4
  %116 = sext i32 %115 to i64
  %117 = add nsw i64 %114, %116
  store i64 %117, ptr %41, align 8
  %118 = load i64, ptr %41, align 8
  %119 = mul nsw i64 %118, 3
  %120 = load i32, ptr %36, align 4
  %121 = zext i32 %120 to i64
  %122 = add nsw i64 %119, %121
  store i64 %122, ptr %41, align 8
  %123 = load i64, ptr %41, align 8
  %124 = mul nsw i64 %123, 3
  %125 = load i8, ptr %37, align 1
  %126 = trunc i8 %125 to i1
  %127 = zext i1 %126 to i64
  %128 = add nsw i64 %124, %127
  store i64 %128, ptr %41, align 8
  %129 = load i64, ptr %41, align 8
  %130 = mul nsw i64 %129, 3
  %131 = load i8, ptr %38, align 1
  %132 = sext i8 %131 to i64
  %133 = add nsw i64 %130, %132
  store i64 %133, ptr %41, align 8
  %134 = load i64, ptr %41, align 8
  %135 = mul nsw i64 %134, 3
  %136 = load i16, ptr %39, align 2
  %137 = zext i16 %136 to i64
  %138 = add nsw i64 %135, %137
  store i64 %138, ptr %41, align 8
  %139 = load i64, ptr %41, align 8
  %140 = mul nsw i64 %139, 3
  %141 = load i64, ptr %40, align 8
  %142 = ashr i64 %141, 40
  %143 = add nsw i64 %140, %142
  store i64 %143, ptr %41, align 8
  %144 = load i64, ptr %41, align 8
  ret i64 %144
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @echo_stack(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i8 noundef %6, i8 noundef %7, i16 noundef %8, i16 noundef %9) #0 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i16, align 2
  %20 = alloca i16, align 2
  store i32 %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store i32 %3, ptr %14, align 4
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store i8 %6, ptr %17, align 1
  store i8 %7, ptr %18, align 1
  store i16 %8, ptr %19, align 2
  store i16 %9, ptr %20, align 2
  %21 = load i8, ptr %17, align 1
  %22 = sext i8 %21 to i32
  %23 = load i8, ptr %18, align 1
  %24 = zext i8 %23 to i32
  %25 = load i16, ptr %19, align 2
  %26 = sext i16 %25 to i32
  %27 = load i16, ptr %20, align 2
  %28 = zext i16 %27 to i32
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %22, i32 noundef %24, i32 noundef %26, i32 noundef %28)
  %30 = load i32, ptr %11, align 4
  %31 = load i32, ptr %12, align 4
  %32 = add nsw i32 %30, %31
  %33 = load i32, ptr %13, align 4
  %34 = add nsw i32 %32, %33
  %35 = load i32, ptr %14, align 4
  %36 = add nsw i32 %34, %35
  %37 = load i32, ptr %15, align 4
  %38 = add nsw i32 %36, %37
  %39 = load i32, ptr %16, align 4
  %40 = add nsw i32 %38, %39
  %41 = load i8, ptr %17, align 1
  %42 = sext i8 %41 to i32
  %43 = add nsw i32 %40, %42
  %44 = load i8, ptr %18, align 1
  %45 = zext i8 %44 to i32
  %46 = add nsw i32 %43, %45
  %47 = load i16, ptr %19, align 2
  %48 = sext i16 %47 to i32
  %49 = add nsw i32 %46, %48
  %50 = load i16, ptr %20, align 2
  %51 = zext i16 %50 to i32
  %52 = add nsw i32 %49, %51
  ret i32 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum10(i8 noundef %0, i8 noundef %1, i8 noundef %2, i8 noundef %3, i8 noundef %4, i8 noundef %5, i8 noundef %6, i8 noundef %7, i8 noundef %8, i8 noundef %9) #0 {
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  store i8 %0, ptr %11, align 1
  store i8 %1, ptr %12, align 1
  store i8 %2, ptr %13, align 1
  store i8 %3, ptr %14, align 1
  store i8 %4, ptr %15, align 1
  store i8 %5, ptr %16, align 1
  store i8 %6, ptr %17, align 1
  store i8 %7, ptr %18, align 1
  store i8 %8, ptr %19, align 1
  store i8 %9, ptr %20, align 1
  %21 = load i8, ptr %11, align 1
  %22 = zext i8 %21 to i64
  %23 = load i8, ptr %12, align 1
  %24 = zext i8 %23 to i64
  %25 = add i64 %22, %24
  %26 = load i8, ptr %13, align 1
  %27 = zext i8 %26 to i64
  %28 = add i64 %25, %27
  %29 = load i8, ptr %14, align 1
  %30 = zext i8 %29 to i64
  %31 = add i64 %28, %30
  %32 = load i8, ptr %15, align 1
  %33 = zext i8 %32 to i64
  %34 = add i64 %31, %33
  %35 = load i8, ptr %16, align 1
  %36 = zext i8 %35 to i64
  %37 = add i64 %34, %36
  %38 = load i8, ptr %17, align 1
  %39 = zext i8 %38 to i64
  %40 = add i64 %37, %39
  %41 = load i8, ptr %18, align 1
  %42 = zext i8 %41 to i64
  %43 = add i64 %40, %42
  %44 = load i8, ptr %19, align 1
  %45 = zext i8 %44 to i64
  %46 = add i64 %43, %45
  %47 = load i8, ptr %20, align 1
  %48 = zext i8 %47 to i64
  %49 = add i64 %46, %48
  ret i64 %49
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
