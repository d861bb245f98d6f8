; ModuleID = 'programs/gcd_modular_arith.c'
source_filename = "programs/gcd_modular_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.pairs = private unnamed_addr constant [7 x [2 x i64]] [[2 x i64] [i64 0, i64 5], [2 x i64] [i64 48, i64 18], [2 x i64] [i64 1071, i64 462], [2 x i64] [i64 -1, i64 -2], [2 x i64] [i64 4611686018427387904, i64 3298534883328], [2 x i64] [i64 12345678901234567, i64 98765432109876543], [2 x i64] [i64 600851475143, i64 486847]], align 8
@.str = private unnamed_addr constant [21 x i8] c"gcd(%llu,%llu)=%llu\0A\00", align 1
@__const.main.ea = private unnamed_addr constant [4 x i64] [i64 240, i64 -240, i64 17, i64 1000000007], align 8
@__const.main.eb = private unnamed_addr constant [4 x i64] [i64 46, i64 46, i64 -5, i64 998244353], align 8
@.str.1 = private unnamed_addr constant [45 x i8] c"egcd(%lld,%lld)=%lld x=%lld y=%lld check=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"inv=%llu check=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"crt=%llu mods %llu %llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"primes near 2^64: %d last=%llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [60 x i8] c"mersenne 2^61-1 prime=%d, 2^61+1 prime=%d, 1e18+9 prime=%d\0A\00", align 1
@is_prime.small = internal constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x [2 x i64]], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca [4 x i64], align 8
  %12 = alloca [4 x i64], align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.pairs, i64 112, i1 true)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %28

28:                                               ; preds = %59, %0
  %29 = load i32, ptr %4, align 4
  %30 = icmp slt i32 %29, 7
  br i1 %30, label %31, label %62

31:                                               ; preds = %28
  %32 = load i32, ptr %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [7 x [2 x i64]], ptr %2, i64 0, i64 %33
  %35 = getelementptr inbounds [2 x i64], ptr %34, i64 0, i64 0
  %36 = load volatile i64, ptr %35, align 8
  store i64 %36, ptr %5, align 8
  %37 = load i32, ptr %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [7 x [2 x i64]], ptr %2, i64 0, i64 %38
  %40 = getelementptr inbounds [2 x i64], ptr %39, i64 0, i64 1
  %41 = load volatile i64, ptr %40, align 8
  store i64 %41, ptr %6, align 8
  %42 = load i64, ptr %5, align 8
  %43 = load i64, ptr %6, align 8
  %44 = call i64 @gcd_euclid(i64 noundef %42, i64 noundef %43)
  store i64 %44, ptr %7, align 8
  %45 = load i64, ptr %5, align 8
  %46 = load i64, ptr %6, align 8
  %47 = call i64 @gcd_binary(i64 noundef %45, i64 noundef %46)
  store i64 %47, ptr %8, align 8
  %48 = load i64, ptr %5, align 8
  %49 = load i64, ptr %6, align 8
  %50 = load i64, ptr %7, align 8
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %48, i64 noundef %49, i64 noundef %50)
  %52 = load i64, ptr %7, align 8
  %53 = load i64, ptr %8, align 8
  %54 = icmp ne i64 %52, %53
  br i1 %54, label %55, label %58

55:                                               ; preds = %31
  %56 = load i32, ptr %3, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %3, align 4
  br label %58

58:                                               ; preds = %55, %31
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %4, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %4, align 4
  br label %28, !llvm.loop !6

62:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.ea, i64 32, i1 true)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.eb, i64 32, i1 true)
  store i32 0, ptr %13, align 4
  br label %63

63:                                               ; preds = %104, %62
  %64 = load i32, ptr %13, align 4
  %65 = icmp slt i32 %64, 4
  br i1 %65, label %66, label %107

66:                                               ; preds = %63
  %67 = load i32, ptr %13, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [4 x i64], ptr %11, i64 0, i64 %68
  %70 = load volatile i64, ptr %69, align 8
  %71 = load i32, ptr %13, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [4 x i64], ptr %12, i64 0, i64 %72
  %74 = load volatile i64, ptr %73, align 8
  %75 = call i64 @egcd(i64 noundef %70, i64 noundef %74, ptr noundef %9, ptr noundef %10)
  store i64 %75, ptr %14, align 8
  %76 = load i32, ptr %13, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [4 x i64], ptr %11, i64 0, i64 %77
  %79 = load volatile i64, ptr %78, align 8
  %80 = load i32, ptr %13, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [4 x i64], ptr %12, i64 0, i64 %81
  %83 = load volatile i64, ptr %82, align 8
  %84 = load i64, ptr %14, align 8
  %85 = load i64, ptr %9, align 8
  %86 = load i64, ptr %10, align 8
  %87 = load i32, ptr %13, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [4 x i64], ptr %11, i64 0, i64 %88
  %90 = load volatile i64, ptr %89, align 8
  %91 = load i64, ptr %9, align 8
  %92 = mul nsw i64 %90, %91
  %93 = load i32, ptr %13, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [4 x i64], ptr %12, i64 0, i64 %94
  %96 = load volatile i64, ptr %95, align 8
  %97 = load i64, ptr %10, align 8
  %98 = mul nsw i64 %96, %97
  %99 = add nsw i64 %92, %98
  %100 = load i64, ptr %14, align 8
  %101 = icmp eq i64 %99, %100
  %102 = zext i1 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %79, i64 noundef %83, i64 noundef %84, i64 noundef %85, i64 noundef %86, i32 noundef %102)
  br label %104

104:                                              ; preds = %66
  %105 = load i32, ptr %13, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %13, align 4
  br label %63, !llvm.loop !8

107:                                              ; preds = %63
  store i64 1000000007, ptr %15, align 8
  %108 = call i64 @powmod(i64 noundef 123456789, i64 noundef 1000000005, i64 noundef 1000000007)
  store i64 %108, ptr %16, align 8
  %109 = load i64, ptr %16, align 8
  %110 = load i64, ptr %16, align 8
  %111 = call i64 @mulmod(i64 noundef %110, i64 noundef 123456789, i64 noundef 1000000007)
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %109, i64 noundef %111)
  store i64 1000000007, ptr %17, align 8
  store i64 998244353, ptr %18, align 8
  store i64 12345, ptr %19, align 8
  store i64 67890, ptr %20, align 8
  %113 = load i64, ptr %17, align 8
  %114 = load i64, ptr %18, align 8
  %115 = call i64 @egcd(i64 noundef %113, i64 noundef %114, ptr noundef %21, ptr noundef %22)
  %116 = load i64, ptr %17, align 8
  %117 = zext i64 %116 to i128
  %118 = load i64, ptr %18, align 8
  %119 = zext i64 %118 to i128
  %120 = mul i128 %117, %119
  store i128 %120, ptr %23, align 16
  %121 = load i64, ptr %19, align 8
  %122 = zext i64 %121 to i128
  %123 = load i64, ptr %22, align 8
  %124 = sext i64 %123 to i128
  %125 = mul nsw i128 %122, %124
  %126 = load i128, ptr %23, align 16
  %127 = srem i128 %125, %126
  %128 = load i64, ptr %18, align 8
  %129 = zext i64 %128 to i128
  %130 = mul nsw i128 %127, %129
  %131 = load i64, ptr %20, align 8
  %132 = zext i64 %131 to i128
  %133 = load i64, ptr %21, align 8
  %134 = sext i64 %133 to i128
  %135 = mul nsw i128 %132, %134
  %136 = load i128, ptr %23, align 16
  %137 = srem i128 %135, %136
  %138 = load i64, ptr %17, align 8
  %139 = zext i64 %138 to i128
  %140 = mul nsw i128 %137, %139
  %141 = add nsw i128 %130, %140
  %142 = load i128, ptr %23, align 16
  %143 = srem i128 %141, %142
  store i128 %143, ptr %24, align 16
  %144 = load i128, ptr %24, align 16
  %145 = icmp slt i128 %144, 0
  br i1 %145, label %146, label %150

146:                                              ; preds = %107
  %147 = load i128, ptr %23, align 16
  %148 = load i128, ptr %24, align 16
  %149 = add nsw i128 %148, %147
  store i128 %149, ptr %24, align 16
  br label %150

150:                                              ; preds = %146, %107
  %151 = load i128, ptr %24, align 16
  %152 = trunc i128 %151 to i64
  %153 = load i128, ptr %24, align 16
  %154 = load i64, ptr %17, align 8
  %155 = zext i64 %154 to i128
  %156 = urem i128 %153, %155
  %157 = trunc i128 %156 to i64
  %158 = load i128, ptr %24, align 16
  %159 = load i64, ptr %18, align 8
  %160 = zext i64 %159 to i128
  %161 = urem i128 %158, %160
  %162 = trunc i128 %161 to i64
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %152, i64 noundef %157, i64 noundef %162)
  store i32 0, ptr %25, align 4
  store i64 0, ptr %26, align 8
  store i64 -256, ptr %27, align 8
  br label %164

164:                                              ; preds = %176, %150
  %165 = load i64, ptr %27, align 8
  %166 = icmp ne i64 %165, 0
  br i1 %166, label %167, label %179

167:                                              ; preds = %164
  %168 = load i64, ptr %27, align 8
  %169 = call i32 @is_prime(i64 noundef %168)
  %170 = icmp ne i32 %169, 0
  br i1 %170, label %171, label %175

171:                                              ; preds = %167
  %172 = load i32, ptr %25, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %25, align 4
  %174 = load i64, ptr %27, align 8
  store i64 %174, ptr %26, align 8
  br label %175

175:                                              ; preds = %171, %167
  br label %176

176:                                              ; preds = %175
  %177 = load i64, ptr %27, align 8
  %178 = add i64 %177, 1
  store i64 %178, ptr %27, align 8
  br label %164, !llvm.loop !9

179:                                              ; preds = %164
  %180 = load i32, ptr %25, align 4
  %181 = load i64, ptr %26, align 8
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %180, i64 noundef %181)
  %183 = call i32 @is_prime(i64 noundef 2305843009213693951)
  %184 = call i32 @is_prime(i64 noundef 2305843009213693953)
  %185 = call i32 @is_prime(i64 noundef 1000000000000000009)
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %183, i32 noundef %184, i32 noundef %185)
  %187 = load i32, ptr %3, align 4
  %188 = icmp ne i32 %187, 0
  br i1 %188, label %189, label %190

189:                                              ; preds = %179
  br label %192

190:                                              ; preds = %179
  %191 = load i32, ptr %25, align 4
  br label %192

192:                                              ; preds = %190, %189
  %193 = phi i32 [ 1, %189 ], [ %191, %190 ]
  ret i32 %193
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gcd_euclid(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  br label %6

6:                                                ; preds = %9, %2
  %7 = load i64, ptr %4, align 8
  %8 = icmp ne i64 %7, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %6
  %10 = load i64, ptr %3, align 8
  %11 = load i64, ptr %4, align 8
  %12 = urem i64 %10, %11
  store i64 %12, ptr %5, align 8
  %13 = load i64, ptr %4, align 8
  store i64 %13, ptr %3, align 8
  %14 = load i64, ptr %5, align 8
  store i64 %14, ptr %4, align 8
  br label %6, !llvm.loop !10

15:                                               ; preds = %6
  %16 = load i64, ptr %3, align 8
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gcd_binary(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %8 = load i64, ptr %4, align 8
  %9 = icmp ne i64 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = load i64, ptr %5, align 8
  store i64 %11, ptr %3, align 8
  br label %55

12:                                               ; preds = %2
  %13 = load i64, ptr %5, align 8
  %14 = icmp ne i64 %13, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %12
  %16 = load i64, ptr %4, align 8
  store i64 %16, ptr %3, align 8
  br label %55

17:                                               ; preds = %12
  %18 = load i64, ptr %4, align 8
  %19 = load i64, ptr %5, align 8
  %20 = or i64 %18, %19
  %21 = call i64 @llvm.cttz.i64(i64 %20, i1 false)
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %6, align 4
  %23 = load i64, ptr %4, align 8
  %24 = call i64 @llvm.cttz.i64(i64 %23, i1 false)
  %25 = trunc i64 %24 to i32
  %26 = load i64, ptr %4, align 8
  %27 = zext i32 %25 to i64
  %28 = lshr i64 %26, %27
  store i64 %28, ptr %4, align 8
  br label %29

29:                                               ; preds = %46, %17
  %30 = load i64, ptr %5, align 8
  %31 = icmp ne i64 %30, 0
  br i1 %31, label %32, label %50

32:                                               ; preds = %29
  %33 = load i64, ptr %5, align 8
  %34 = call i64 @llvm.cttz.i64(i64 %33, i1 false)
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %5, align 8
  %37 = zext i32 %35 to i64
  %38 = lshr i64 %36, %37
  store i64 %38, ptr %5, align 8
  %39 = load i64, ptr %4, align 8
  %40 = load i64, ptr %5, align 8
  %41 = icmp ugt i64 %39, %40
  br i1 %41, label %42, label %46

42:                                               ; preds = %32
  %43 = load i64, ptr %4, align 8
  store i64 %43, ptr %7, align 8
  %44 = load i64, ptr %5, align 8
  store i64 %44, ptr %4, align 8
  %45 = load i64, ptr %7, align 8
  store i64 %45, ptr %5, align 8
  br label %46

46:                                               ; preds = %42, %32
  %47 = load i64, ptr %4, align 8
  %48 = load i64, ptr %5, align 8
  %49 = sub i64 %48, %47
  store i64 %49, ptr %5, align 8
  br label %29, !llvm.loop !11

50:                                               ; preds = %29
  %51 = load i64, ptr %4, align 8
  %52 = load i32, ptr %6, align 4
  %53 = zext i32 %52 to i64
  %54 = shl i64 %51, %53
  store i64 %54, ptr %3, align 8
  br label %55

55:                                               ; preds = %50, %15, %10
  %56 = load i64, ptr %3, align 8
  ret i64 %56
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @egcd(i64 noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store i64 %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %13 = load i64, ptr %7, align 8
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %4
  %16 = load ptr, ptr %8, align 8
  store i64 1, ptr %16, align 8
  %17 = load ptr, ptr %9, align 8
  store i64 0, ptr %17, align 8
  %18 = load i64, ptr %6, align 8
  store i64 %18, ptr %5, align 8
  br label %36

19:                                               ; preds = %4
  %20 = load i64, ptr %7, align 8
  %21 = load i64, ptr %6, align 8
  %22 = load i64, ptr %7, align 8
  %23 = srem i64 %21, %22
  %24 = call i64 @egcd(i64 noundef %20, i64 noundef %23, ptr noundef %10, ptr noundef %11)
  store i64 %24, ptr %12, align 8
  %25 = load i64, ptr %11, align 8
  %26 = load ptr, ptr %8, align 8
  store i64 %25, ptr %26, align 8
  %27 = load i64, ptr %10, align 8
  %28 = load i64, ptr %6, align 8
  %29 = load i64, ptr %7, align 8
  %30 = sdiv i64 %28, %29
  %31 = load i64, ptr %11, align 8
  %32 = mul nsw i64 %30, %31
  %33 = sub nsw i64 %27, %32
  %34 = load ptr, ptr %9, align 8
  store i64 %33, ptr %34, align 8
  %35 = load i64, ptr %12, align 8
  store i64 %35, ptr %5, align 8
  br label %36

36:                                               ; preds = %19, %15
  %37 = load i64, ptr %5, align 8
  ret i64 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i64 1, ptr %7, align 8
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = urem i64 %9, %8
  store i64 %10, ptr %4, align 8
  br label %11

11:                                               ; preds = %23, %3
  %12 = load i64, ptr %5, align 8
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %30

14:                                               ; preds = %11
  %15 = load i64, ptr %5, align 8
  %16 = and i64 %15, 1
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %14
  %19 = load i64, ptr %7, align 8
  %20 = load i64, ptr %4, align 8
  %21 = load i64, ptr %6, align 8
  %22 = call i64 @mulmod(i64 noundef %19, i64 noundef %20, i64 noundef %21)
  store i64 %22, ptr %7, align 8
  br label %23

23:                                               ; preds = %18, %14
  %24 = load i64, ptr %4, align 8
  %25 = load i64, ptr %4, align 8
  %26 = load i64, ptr %6, align 8
  %27 = call i64 @mulmod(i64 noundef %24, i64 noundef %25, i64 noundef %26)
  store i64 %27, ptr %4, align 8
  %28 = load i64, ptr %5, align 8
  %29 = lshr i64 %28, 1
  store i64 %29, ptr %5, align 8
  br label %11, !llvm.loop !12

30:                                               ; preds = %11
  %31 = load i64, ptr %7, align 8
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = zext i64 %7 to i128
  %9 = load i64, ptr %5, align 8
  %10 = zext i64 %9 to i128
  %11 = mul i128 %8, %10
  %12 = load i64, ptr %6, align 8
  %13 = zext i64 %12 to i128
  %14 = urem i128 %11, %13
  %15 = trunc i128 %14 to i64
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_prime(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  %11 = load i64, ptr %3, align 8
  %12 = icmp ult i64 %11, 2
  br i1 %12, label %13, label %14

13:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %99

14:                                               ; preds = %1
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %35, %14
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 12
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = load i64, ptr %3, align 8
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [12 x i64], ptr @is_prime.small, i64 0, i64 %21
  %23 = load i64, ptr %22, align 8
  %24 = urem i64 %19, %23
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %26, label %34

26:                                               ; preds = %18
  %27 = load i64, ptr %3, align 8
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [12 x i64], ptr @is_prime.small, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8
  %32 = icmp eq i64 %27, %31
  %33 = zext i1 %32 to i32
  store i32 %33, ptr %2, align 4
  br label %99

34:                                               ; preds = %18
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %4, align 4
  br label %15, !llvm.loop !13

38:                                               ; preds = %15
  %39 = load i64, ptr %3, align 8
  %40 = sub i64 %39, 1
  store i64 %40, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %41

41:                                               ; preds = %46, %38
  %42 = load i64, ptr %5, align 8
  %43 = and i64 %42, 1
  %44 = icmp ne i64 %43, 0
  %45 = xor i1 %44, true
  br i1 %45, label %46, label %51

46:                                               ; preds = %41
  %47 = load i64, ptr %5, align 8
  %48 = lshr i64 %47, 1
  store i64 %48, ptr %5, align 8
  %49 = load i32, ptr %6, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %6, align 4
  br label %41, !llvm.loop !14

51:                                               ; preds = %41
  store i32 0, ptr %7, align 4
  br label %52

52:                                               ; preds = %95, %51
  %53 = load i32, ptr %7, align 4
  %54 = icmp slt i32 %53, 12
  br i1 %54, label %55, label %98

55:                                               ; preds = %52
  %56 = load i32, ptr %7, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [12 x i64], ptr @is_prime.small, i64 0, i64 %57
  %59 = load i64, ptr %58, align 8
  %60 = load i64, ptr %5, align 8
  %61 = load i64, ptr %3, align 8
  %62 = call i64 @powmod(i64 noundef %59, i64 noundef %60, i64 noundef %61)
  store i64 %62, ptr %8, align 8
  %63 = load i64, ptr %8, align 8
  %64 = icmp eq i64 %63, 1
  br i1 %64, label %70, label %65

65:                                               ; preds = %55
  %66 = load i64, ptr %8, align 8
  %67 = load i64, ptr %3, align 8
  %68 = sub i64 %67, 1
  %69 = icmp eq i64 %66, %68
  br i1 %69, label %70, label %71

70:                                               ; preds = %65, %55
  br label %95

71:                                               ; preds = %65
  store i32 1, ptr %9, align 4
  store i32 1, ptr %10, align 4
  br label %72

72:                                               ; preds = %87, %71
  %73 = load i32, ptr %10, align 4
  %74 = load i32, ptr %6, align 4
  %75 = icmp slt i32 %73, %74
  br i1 %75, label %76, label %90

76:                                               ; preds = %72
  %77 = load i64, ptr %8, align 8
  %78 = load i64, ptr %8, align 8
  %79 = load i64, ptr %3, align 8
  %80 = call i64 @mulmod(i64 noundef %77, i64 noundef %78, i64 noundef %79)
  store i64 %80, ptr %8, align 8
  %81 = load i64, ptr %8, align 8
  %82 = load i64, ptr %3, align 8
  %83 = sub i64 %82, 1
  %84 = icmp eq i64 %81, %83
  br i1 %84, label %85, label %86

85:                                               ; preds = %76
  store i32 0, ptr %9, align 4
  br label %90

86:                                               ; preds = %76
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %10, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %10, align 4
  br label %72, !llvm.loop !15

90:                                               ; preds = %85, %72
  %91 = load i32, ptr %9, align 4
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %93, label %94

93:                                               ; preds = %90
  store i32 0, ptr %2, align 4
  br label %99

94:                                               ; preds = %90
  br label %95

95:                                               ; preds = %94, %70
  %96 = load i32, ptr %7, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %7, align 4
  br label %52, !llvm.loop !16

98:                                               ; preds = %52
  store i32 1, ptr %2, align 4
  br label %99

99:                                               ; preds = %98, %93, %26, %13
  %100 = load i32, ptr %2, align 4
  ret i32 %100
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
