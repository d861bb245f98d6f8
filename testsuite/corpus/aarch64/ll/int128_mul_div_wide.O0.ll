; ModuleID = 'programs/int128_mul_div_wide.c'
source_filename = "programs/int128_mul_div_wide.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [10 x i64] [i64 0, i64 1, i64 3, i64 4294967295, i64 4294967296, i64 9223372036854775807, i64 -9223372036854775808, i64 -1, i64 -7046029254386353131, i64 12345678901234567], align 8
@.str = private unnamed_addr constant [51 x i8] c"%016llx*%016llx hi=%016llx lo=%016llx shi=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"%u! overflows u128\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"%u! = %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"dec mismatch %s %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"i128 min %s\0Ai128 max %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"u128 max %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [40 x i8] c"3^%d fits, wrapped product low %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [53 x i8] c"powmod(%llu, M61-1, M61) = %llu, (.., 12345) = %llu\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"div128 bad\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"%llu\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"%019llu\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = alloca [10 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i128, align 16
  %12 = alloca i32, align 4
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca [5 x i64], align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i128, align 16
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.xs, i64 80, i1 true)
  store i32 10, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %25

25:                                               ; preds = %60, %0
  %26 = load i32, ptr %7, align 4
  %27 = load i32, ptr %5, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %63

29:                                               ; preds = %25
  %30 = load i32, ptr %7, align 4
  store i32 %30, ptr %8, align 4
  br label %31

31:                                               ; preds = %56, %29
  %32 = load i32, ptr %8, align 4
  %33 = load i32, ptr %5, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %59

35:                                               ; preds = %31
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [10 x i64], ptr %4, i64 0, i64 %37
  %39 = load volatile i64, ptr %38, align 8
  store i64 %39, ptr %9, align 8
  %40 = load i32, ptr %8, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [10 x i64], ptr %4, i64 0, i64 %41
  %43 = load volatile i64, ptr %42, align 8
  store i64 %43, ptr %10, align 8
  %44 = load i64, ptr %9, align 8
  %45 = load i64, ptr %10, align 8
  %46 = load i64, ptr %9, align 8
  %47 = load i64, ptr %10, align 8
  %48 = call i64 @mulhi_u(i64 noundef %46, i64 noundef %47)
  %49 = load i64, ptr %9, align 8
  %50 = load i64, ptr %10, align 8
  %51 = mul i64 %49, %50
  %52 = load i64, ptr %9, align 8
  %53 = load i64, ptr %10, align 8
  %54 = call i64 @mulhi_s(i64 noundef %52, i64 noundef %53)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %44, i64 noundef %45, i64 noundef %48, i64 noundef %51, i64 noundef %54)
  br label %56

56:                                               ; preds = %35
  %57 = load i32, ptr %8, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %8, align 4
  br label %31, !llvm.loop !6

59:                                               ; preds = %31
  br label %60

60:                                               ; preds = %59
  %61 = load i32, ptr %7, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %7, align 4
  br label %25, !llvm.loop !8

63:                                               ; preds = %25
  store i128 1, ptr %11, align 16
  store i32 1, ptr %12, align 4
  br label %64

64:                                               ; preds = %107, %63
  %65 = load i32, ptr %12, align 4
  %66 = icmp ule i32 %65, 40
  br i1 %66, label %67, label %110

67:                                               ; preds = %64
  %68 = load i128, ptr %11, align 16
  %69 = load i32, ptr %12, align 4
  %70 = zext i32 %69 to i128
  %71 = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %68, i128 %70)
  %72 = extractvalue { i128, i1 } %71, 1
  %73 = extractvalue { i128, i1 } %71, 0
  store i128 %73, ptr %13, align 16
  br i1 %72, label %74, label %77

74:                                               ; preds = %67
  %75 = load i32, ptr %12, align 4
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %75)
  br label %110

77:                                               ; preds = %67
  %78 = load i128, ptr %13, align 16
  store i128 %78, ptr %11, align 16
  %79 = load i32, ptr %12, align 4
  %80 = urem i32 %79, 5
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %85, label %82

82:                                               ; preds = %77
  %83 = load i32, ptr %12, align 4
  %84 = icmp ugt i32 %83, 30
  br i1 %84, label %85, label %91

85:                                               ; preds = %82, %77
  %86 = load i32, ptr %12, align 4
  %87 = load i128, ptr %11, align 16
  %88 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %89 = call ptr @u128_dec(i128 noundef %87, ptr noundef %88)
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %86, ptr noundef %89)
  br label %91

91:                                               ; preds = %85, %82
  %92 = load i128, ptr %11, align 16
  %93 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %94 = call ptr @u128_dec(i128 noundef %92, ptr noundef %93)
  %95 = load i128, ptr %11, align 16
  %96 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %97 = call ptr @u128_dec19(i128 noundef %95, ptr noundef %96)
  %98 = call i32 @strcmp(ptr noundef %94, ptr noundef %97) #7
  %99 = icmp ne i32 %98, 0
  br i1 %99, label %100, label %106

100:                                              ; preds = %91
  %101 = load i32, ptr %6, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %6, align 4
  %103 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %104 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %103, ptr noundef %104)
  br label %106

106:                                              ; preds = %100, %91
  br label %107

107:                                              ; preds = %106
  %108 = load i32, ptr %12, align 4
  %109 = add i32 %108, 1
  store i32 %109, ptr %12, align 4
  br label %64, !llvm.loop !9

110:                                              ; preds = %74, %64
  store i128 -170141183460469231731687303715884105728, ptr %14, align 16
  store i128 170141183460469231731687303715884105727, ptr %15, align 16
  %111 = load i128, ptr %14, align 16
  %112 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %113 = call ptr @i128_dec(i128 noundef %111, ptr noundef %112)
  %114 = load i128, ptr %15, align 16
  %115 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %116 = call ptr @i128_dec(i128 noundef %114, ptr noundef %115)
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %113, ptr noundef %116)
  %118 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %119 = call ptr @u128_dec(i128 noundef -1, ptr noundef %118)
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %119)
  store i128 1, ptr %16, align 16
  store i32 0, ptr %17, align 4
  br label %121

121:                                              ; preds = %127, %110
  %122 = load i128, ptr %16, align 16
  %123 = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %122, i128 3)
  %124 = extractvalue { i128, i1 } %123, 1
  %125 = extractvalue { i128, i1 } %123, 0
  store i128 %125, ptr %16, align 16
  %126 = xor i1 %124, true
  br i1 %126, label %127, label %130

127:                                              ; preds = %121
  %128 = load i32, ptr %17, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %17, align 4
  br label %121, !llvm.loop !10

130:                                              ; preds = %121
  %131 = load i32, ptr %17, align 4
  %132 = load i128, ptr %16, align 16
  %133 = trunc i128 %132 to i64
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %131, i64 noundef %133)
  store i64 2305843009213693951, ptr %18, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %19, i8 0, i64 40, i1 true)
  %135 = getelementptr inbounds [5 x i64], ptr %19, i32 0, i32 0
  store volatile i64 2, ptr %135, align 8
  %136 = getelementptr inbounds [5 x i64], ptr %19, i32 0, i32 1
  store volatile i64 3, ptr %136, align 8
  %137 = getelementptr inbounds [5 x i64], ptr %19, i32 0, i32 2
  store volatile i64 5, ptr %137, align 8
  %138 = getelementptr inbounds [5 x i64], ptr %19, i32 0, i32 3
  store volatile i64 1234567, ptr %138, align 8
  %139 = getelementptr inbounds [5 x i64], ptr %19, i32 0, i32 4
  store volatile i64 2305843009213693949, ptr %139, align 8
  store i32 0, ptr %20, align 4
  br label %140

140:                                              ; preds = %159, %130
  %141 = load i32, ptr %20, align 4
  %142 = icmp slt i32 %141, 5
  br i1 %142, label %143, label %162

143:                                              ; preds = %140
  %144 = load i32, ptr %20, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [5 x i64], ptr %19, i64 0, i64 %145
  %147 = load volatile i64, ptr %146, align 8
  %148 = load i32, ptr %20, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [5 x i64], ptr %19, i64 0, i64 %149
  %151 = load volatile i64, ptr %150, align 8
  %152 = call i64 @powmod(i64 noundef %151, i64 noundef 2305843009213693950, i64 noundef 2305843009213693951)
  %153 = load i32, ptr %20, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [5 x i64], ptr %19, i64 0, i64 %154
  %156 = load volatile i64, ptr %155, align 8
  %157 = call i64 @powmod(i64 noundef %156, i64 noundef 12345, i64 noundef 2305843009213693951)
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %147, i64 noundef %152, i64 noundef %157)
  br label %159

159:                                              ; preds = %143
  %160 = load i32, ptr %20, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %20, align 4
  br label %140, !llvm.loop !11

162:                                              ; preds = %140
  store i32 1, ptr %21, align 4
  br label %163

163:                                              ; preds = %195, %162
  %164 = load i32, ptr %21, align 4
  %165 = load i32, ptr %5, align 4
  %166 = icmp slt i32 %164, %165
  br i1 %166, label %167, label %198

167:                                              ; preds = %163
  %168 = load i32, ptr %21, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [10 x i64], ptr %4, i64 0, i64 %169
  %171 = load volatile i64, ptr %170, align 8
  %172 = zext i64 %171 to i128
  %173 = mul i128 %172, 4294967291
  %174 = add i128 %173, 17
  store i128 %174, ptr %22, align 16
  %175 = load i128, ptr %22, align 16
  %176 = udiv i128 %175, 4294967291
  %177 = trunc i128 %176 to i64
  store i64 %177, ptr %23, align 8
  %178 = load i128, ptr %22, align 16
  %179 = urem i128 %178, 4294967291
  %180 = trunc i128 %179 to i64
  store i64 %180, ptr %24, align 8
  %181 = load i64, ptr %23, align 8
  %182 = load i32, ptr %21, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [10 x i64], ptr %4, i64 0, i64 %183
  %185 = load volatile i64, ptr %184, align 8
  %186 = icmp ne i64 %181, %185
  br i1 %186, label %190, label %187

187:                                              ; preds = %167
  %188 = load i64, ptr %24, align 8
  %189 = icmp ne i64 %188, 17
  br i1 %189, label %190, label %194

190:                                              ; preds = %187, %167
  %191 = load i32, ptr %6, align 4
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr %6, align 4
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %194

194:                                              ; preds = %190, %187
  br label %195

195:                                              ; preds = %194
  %196 = load i32, ptr %21, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %21, align 4
  br label %163, !llvm.loop !12

198:                                              ; preds = %163
  %199 = load i32, ptr %6, align 4
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %199)
  %201 = load i32, ptr %6, align 4
  %202 = icmp ne i32 %201, 0
  br i1 %202, label %203, label %204

203:                                              ; preds = %198
  br label %206

204:                                              ; preds = %198
  %205 = load i32, ptr %17, align 4
  br label %206

206:                                              ; preds = %204, %203
  %207 = phi i32 [ 1, %203 ], [ %205, %204 ]
  ret i32 %207
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mulhi_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = zext i64 %5 to i128
  %7 = load i64, ptr %4, align 8
  %8 = zext i64 %7 to i128
  %9 = mul i128 %6, %8
  %10 = lshr i128 %9, 64
  %11 = trunc i128 %10 to i64
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mulhi_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = sext i64 %5 to i128
  %7 = load i64, ptr %4, align 8
  %8 = sext i64 %7 to i128
  %9 = mul nsw i128 %6, %8
  %10 = ashr i128 %9, 64
  %11 = trunc i128 %10 to i64
  ret i64 %11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i128, i1 } @llvm.umul.with.overflow.i128(i128, i128) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @u128_dec(i128 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  %5 = alloca [48 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i128 %0, ptr %3, align 16
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %20, %2
  %9 = load i128, ptr %3, align 16
  %10 = urem i128 %9, 10
  %11 = trunc i128 %10 to i32
  %12 = add nsw i32 48, %11
  %13 = trunc i32 %12 to i8
  %14 = load i32, ptr %6, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %6, align 4
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %16
  store i8 %13, ptr %17, align 1
  %18 = load i128, ptr %3, align 16
  %19 = udiv i128 %18, 10
  store i128 %19, ptr %3, align 16
  br label %20

20:                                               ; preds = %8
  %21 = load i128, ptr %3, align 16
  %22 = icmp ne i128 %21, 0
  br i1 %22, label %8, label %23, !llvm.loop !13

23:                                               ; preds = %20
  store i32 0, ptr %7, align 4
  br label %24

24:                                               ; preds = %40, %23
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %43

28:                                               ; preds = %24
  %29 = load i32, ptr %6, align 4
  %30 = sub nsw i32 %29, 1
  %31 = load i32, ptr %7, align 4
  %32 = sub nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %33
  %35 = load i8, ptr %34, align 1
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %36, i64 %38
  store i8 %35, ptr %39, align 1
  br label %40

40:                                               ; preds = %28
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %7, align 4
  br label %24, !llvm.loop !14

43:                                               ; preds = %24
  %44 = load ptr, ptr %4, align 8
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %44, i64 %46
  store i8 0, ptr %47, align 1
  %48 = load ptr, ptr %4, align 8
  ret ptr %48
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @u128_dec19(i128 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca [3 x i64], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i128 %0, ptr %3, align 16
  store ptr %1, ptr %4, align 8
  store i64 -8446744073709551616, ptr %5, align 8
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %20, %2
  %11 = load i128, ptr %3, align 16
  %12 = urem i128 %11, 10000000000000000000
  %13 = trunc i128 %12 to i64
  %14 = load i32, ptr %7, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %7, align 4
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 %16
  store i64 %13, ptr %17, align 8
  %18 = load i128, ptr %3, align 16
  %19 = udiv i128 %18, 10000000000000000000
  store i128 %19, ptr %3, align 16
  br label %20

20:                                               ; preds = %10
  %21 = load i128, ptr %3, align 16
  %22 = icmp ne i128 %21, 0
  br i1 %22, label %10, label %23, !llvm.loop !15

23:                                               ; preds = %20
  %24 = load ptr, ptr %4, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sub nsw i32 %25, 1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 %27
  %29 = load i64, ptr %28, align 8
  %30 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %24, ptr noundef @.str.10, i64 noundef %29) #8
  store i32 %30, ptr %8, align 4
  %31 = load i32, ptr %7, align 4
  %32 = sub nsw i32 %31, 2
  store i32 %32, ptr %9, align 4
  br label %33

33:                                               ; preds = %48, %23
  %34 = load i32, ptr %9, align 4
  %35 = icmp sge i32 %34, 0
  br i1 %35, label %36, label %51

36:                                               ; preds = %33
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %8, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %37, i64 %39
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 %42
  %44 = load i64, ptr %43, align 8
  %45 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %40, ptr noundef @.str.11, i64 noundef %44) #8
  %46 = load i32, ptr %8, align 4
  %47 = add nsw i32 %46, %45
  store i32 %47, ptr %8, align 4
  br label %48

48:                                               ; preds = %36
  %49 = load i32, ptr %9, align 4
  %50 = add nsw i32 %49, -1
  store i32 %50, ptr %9, align 4
  br label %33, !llvm.loop !16

51:                                               ; preds = %33
  %52 = load ptr, ptr %4, align 8
  ret ptr %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @i128_dec(i128 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  store i128 %0, ptr %3, align 16
  store ptr %1, ptr %4, align 8
  %5 = load i128, ptr %3, align 16
  %6 = icmp slt i128 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %2
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 0
  store i8 45, ptr %9, align 1
  %10 = load i128, ptr %3, align 16
  %11 = sub i128 0, %10
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 1
  %14 = call ptr @u128_dec(i128 noundef %11, ptr noundef %13)
  br label %19

15:                                               ; preds = %2
  %16 = load i128, ptr %3, align 16
  %17 = load ptr, ptr %4, align 8
  %18 = call ptr @u128_dec(i128 noundef %16, ptr noundef %17)
  br label %19

19:                                               ; preds = %15, %7
  %20 = load ptr, ptr %4, align 8
  ret ptr %20
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %8 = load i64, ptr %6, align 8
  %9 = urem i64 1, %8
  store i64 %9, ptr %7, align 8
  %10 = load i64, ptr %6, align 8
  %11 = load i64, ptr %4, align 8
  %12 = urem i64 %11, %10
  store i64 %12, ptr %4, align 8
  br label %13

13:                                               ; preds = %25, %3
  %14 = load i64, ptr %5, align 8
  %15 = icmp ne i64 %14, 0
  br i1 %15, label %16, label %32

16:                                               ; preds = %13
  %17 = load i64, ptr %5, align 8
  %18 = and i64 %17, 1
  %19 = icmp ne i64 %18, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %16
  %21 = load i64, ptr %7, align 8
  %22 = load i64, ptr %4, align 8
  %23 = load i64, ptr %6, align 8
  %24 = call i64 @mulmod(i64 noundef %21, i64 noundef %22, i64 noundef %23)
  store i64 %24, ptr %7, align 8
  br label %25

25:                                               ; preds = %20, %16
  %26 = load i64, ptr %4, align 8
  %27 = load i64, ptr %4, align 8
  %28 = load i64, ptr %6, align 8
  %29 = call i64 @mulmod(i64 noundef %26, i64 noundef %27, i64 noundef %28)
  store i64 %29, ptr %4, align 8
  %30 = load i64, ptr %5, align 8
  %31 = lshr i64 %30, 1
  store i64 %31, ptr %5, align 8
  br label %13, !llvm.loop !17

32:                                               ; preds = %13
  %33 = load i64, ptr %7, align 8
  ret i64 %33
}

; Function Attrs: nounwind
declare i32 @sprintf(ptr noundef, ptr noundef, ...) #6

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }

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
!17 = distinct !{!17, !7}
