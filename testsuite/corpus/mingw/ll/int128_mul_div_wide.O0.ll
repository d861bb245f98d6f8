; ModuleID = 'programs/int128_mul_div_wide.c'
source_filename = "programs/int128_mul_div_wide.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.xs = private unnamed_addr constant [10 x i64] [i64 0, i64 1, i64 3, i64 4294967295, i64 4294967296, i64 9223372036854775807, i64 -9223372036854775808, i64 -1, i64 -7046029254386353131, i64 12345678901234567], align 16
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
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [10 x i64], align 16
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
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca [5 x i64], align 16
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i128, align 16
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.xs, i64 80, i1 true)
  store i32 10, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %66, %0
  %32 = load i32, ptr %7, align 4
  %33 = load i32, ptr %5, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %69

35:                                               ; preds = %31
  %36 = load i32, ptr %7, align 4
  store i32 %36, ptr %8, align 4
  br label %37

37:                                               ; preds = %62, %35
  %38 = load i32, ptr %8, align 4
  %39 = load i32, ptr %5, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %65

41:                                               ; preds = %37
  %42 = load i32, ptr %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [10 x i64], ptr %4, i64 0, i64 %43
  %45 = load volatile i64, ptr %44, align 8
  store i64 %45, ptr %9, align 8
  %46 = load i32, ptr %8, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [10 x i64], ptr %4, i64 0, i64 %47
  %49 = load volatile i64, ptr %48, align 8
  store i64 %49, ptr %10, align 8
  %50 = load i64, ptr %9, align 8
  %51 = load i64, ptr %10, align 8
  %52 = load i64, ptr %9, align 8
  %53 = load i64, ptr %10, align 8
  %54 = call i64 @mulhi_u(i64 noundef %52, i64 noundef %53)
  %55 = load i64, ptr %9, align 8
  %56 = load i64, ptr %10, align 8
  %57 = mul i64 %55, %56
  %58 = load i64, ptr %9, align 8
  %59 = load i64, ptr %10, align 8
  %60 = call i64 @mulhi_s(i64 noundef %58, i64 noundef %59)
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %50, i64 noundef %51, i64 noundef %54, i64 noundef %57, i64 noundef %60)
  br label %62

62:                                               ; preds = %41
  %63 = load i32, ptr %8, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %8, align 4
  br label %37, !llvm.loop !5

65:                                               ; preds = %37
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %7, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %7, align 4
  br label %31, !llvm.loop !7

69:                                               ; preds = %31
  store i128 1, ptr %11, align 16
  store i32 1, ptr %12, align 4
  br label %70

70:                                               ; preds = %113, %69
  %71 = load i32, ptr %12, align 4
  %72 = icmp ule i32 %71, 40
  br i1 %72, label %73, label %116

73:                                               ; preds = %70
  %74 = load i128, ptr %11, align 16
  %75 = load i32, ptr %12, align 4
  %76 = zext i32 %75 to i128
  %77 = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %74, i128 %76)
  %78 = extractvalue { i128, i1 } %77, 1
  %79 = extractvalue { i128, i1 } %77, 0
  store i128 %79, ptr %13, align 16
  br i1 %78, label %80, label %83

80:                                               ; preds = %73
  %81 = load i32, ptr %12, align 4
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %81)
  br label %116

83:                                               ; preds = %73
  %84 = load i128, ptr %13, align 16
  store i128 %84, ptr %11, align 16
  %85 = load i32, ptr %12, align 4
  %86 = urem i32 %85, 5
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %91, label %88

88:                                               ; preds = %83
  %89 = load i32, ptr %12, align 4
  %90 = icmp ugt i32 %89, 30
  br i1 %90, label %91, label %97

91:                                               ; preds = %88, %83
  %92 = load i32, ptr %12, align 4
  %93 = load i128, ptr %11, align 16
  %94 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %93, ptr %14, align 16
  %95 = call ptr @u128_dec(ptr noundef %14, ptr noundef %94)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %92, ptr noundef %95)
  br label %97

97:                                               ; preds = %91, %88
  %98 = load i128, ptr %11, align 16
  %99 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %98, ptr %15, align 16
  %100 = call ptr @u128_dec(ptr noundef %15, ptr noundef %99)
  %101 = load i128, ptr %11, align 16
  %102 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  store i128 %101, ptr %16, align 16
  %103 = call ptr @u128_dec19(ptr noundef %16, ptr noundef %102)
  %104 = call i32 @strcmp(ptr noundef %100, ptr noundef %103) #7
  %105 = icmp ne i32 %104, 0
  br i1 %105, label %106, label %112

106:                                              ; preds = %97
  %107 = load i32, ptr %6, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %6, align 4
  %109 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %110 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %109, ptr noundef %110)
  br label %112

112:                                              ; preds = %106, %97
  br label %113

113:                                              ; preds = %112
  %114 = load i32, ptr %12, align 4
  %115 = add i32 %114, 1
  store i32 %115, ptr %12, align 4
  br label %70, !llvm.loop !8

116:                                              ; preds = %80, %70
  store i128 -170141183460469231731687303715884105728, ptr %17, align 16
  store i128 170141183460469231731687303715884105727, ptr %18, align 16
  %117 = load i128, ptr %17, align 16
  %118 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %117, ptr %19, align 16
  %119 = call ptr @i128_dec(ptr noundef %19, ptr noundef %118)
  %120 = load i128, ptr %18, align 16
  %121 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  store i128 %120, ptr %20, align 16
  %122 = call ptr @i128_dec(ptr noundef %20, ptr noundef %121)
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %119, ptr noundef %122)
  %124 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 -1, ptr %21, align 16
  %125 = call ptr @u128_dec(ptr noundef %21, ptr noundef %124)
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %125)
  store i128 1, ptr %22, align 16
  store i32 0, ptr %23, align 4
  br label %127

127:                                              ; preds = %133, %116
  %128 = load i128, ptr %22, align 16
  %129 = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %128, i128 3)
  %130 = extractvalue { i128, i1 } %129, 1
  %131 = extractvalue { i128, i1 } %129, 0
  store i128 %131, ptr %22, align 16
  %132 = xor i1 %130, true
  br i1 %132, label %133, label %136

133:                                              ; preds = %127
  %134 = load i32, ptr %23, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %23, align 4
  br label %127, !llvm.loop !9

136:                                              ; preds = %127
  %137 = load i32, ptr %23, align 4
  %138 = load i128, ptr %22, align 16
  %139 = trunc i128 %138 to i64
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %137, i64 noundef %139)
  store i64 2305843009213693951, ptr %24, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %25, i8 0, i64 40, i1 true)
  %141 = getelementptr inbounds [5 x i64], ptr %25, i32 0, i32 0
  store volatile i64 2, ptr %141, align 16
  %142 = getelementptr inbounds [5 x i64], ptr %25, i32 0, i32 1
  store volatile i64 3, ptr %142, align 8
  %143 = getelementptr inbounds [5 x i64], ptr %25, i32 0, i32 2
  store volatile i64 5, ptr %143, align 16
  %144 = getelementptr inbounds [5 x i64], ptr %25, i32 0, i32 3
  store volatile i64 1234567, ptr %144, align 8
  %145 = getelementptr inbounds [5 x i64], ptr %25, i32 0, i32 4
  store volatile i64 2305843009213693949, ptr %145, align 16
  store i32 0, ptr %26, align 4
  br label %146

146:                                              ; preds = %165, %136
  %147 = load i32, ptr %26, align 4
  %148 = icmp slt i32 %147, 5
  br i1 %148, label %149, label %168

149:                                              ; preds = %146
  %150 = load i32, ptr %26, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [5 x i64], ptr %25, i64 0, i64 %151
  %153 = load volatile i64, ptr %152, align 8
  %154 = load i32, ptr %26, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [5 x i64], ptr %25, i64 0, i64 %155
  %157 = load volatile i64, ptr %156, align 8
  %158 = call i64 @powmod(i64 noundef %157, i64 noundef 2305843009213693950, i64 noundef 2305843009213693951)
  %159 = load i32, ptr %26, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [5 x i64], ptr %25, i64 0, i64 %160
  %162 = load volatile i64, ptr %161, align 8
  %163 = call i64 @powmod(i64 noundef %162, i64 noundef 12345, i64 noundef 2305843009213693951)
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %153, i64 noundef %158, i64 noundef %163)
  br label %165

165:                                              ; preds = %149
  %166 = load i32, ptr %26, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %26, align 4
  br label %146, !llvm.loop !10

168:                                              ; preds = %146
  store i32 1, ptr %27, align 4
  br label %169

169:                                              ; preds = %201, %168
  %170 = load i32, ptr %27, align 4
  %171 = load i32, ptr %5, align 4
  %172 = icmp slt i32 %170, %171
  br i1 %172, label %173, label %204

173:                                              ; preds = %169
  %174 = load i32, ptr %27, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [10 x i64], ptr %4, i64 0, i64 %175
  %177 = load volatile i64, ptr %176, align 8
  %178 = zext i64 %177 to i128
  %179 = mul i128 %178, 4294967291
  %180 = add i128 %179, 17
  store i128 %180, ptr %28, align 16
  %181 = load i128, ptr %28, align 16
  %182 = udiv i128 %181, 4294967291
  %183 = trunc i128 %182 to i64
  store i64 %183, ptr %29, align 8
  %184 = load i128, ptr %28, align 16
  %185 = urem i128 %184, 4294967291
  %186 = trunc i128 %185 to i64
  store i64 %186, ptr %30, align 8
  %187 = load i64, ptr %29, align 8
  %188 = load i32, ptr %27, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [10 x i64], ptr %4, i64 0, i64 %189
  %191 = load volatile i64, ptr %190, align 8
  %192 = icmp ne i64 %187, %191
  br i1 %192, label %196, label %193

193:                                              ; preds = %173
  %194 = load i64, ptr %30, align 8
  %195 = icmp ne i64 %194, 17
  br i1 %195, label %196, label %200

196:                                              ; preds = %193, %173
  %197 = load i32, ptr %6, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %6, align 4
  %199 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %200

200:                                              ; preds = %196, %193
  br label %201

201:                                              ; preds = %200
  %202 = load i32, ptr %27, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %27, align 4
  br label %169, !llvm.loop !11

204:                                              ; preds = %169
  %205 = load i32, ptr %6, align 4
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %205)
  %207 = load i32, ptr %6, align 4
  %208 = icmp ne i32 %207, 0
  br i1 %208, label %209, label %210

209:                                              ; preds = %204
  br label %212

210:                                              ; preds = %204
  %211 = load i32, ptr %23, align 4
  br label %212

212:                                              ; preds = %210, %209
  %213 = phi i32 [ 1, %209 ], [ %211, %210 ]
  ret i32 %213
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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
declare { i128, i1 } @llvm.umul.with.overflow.i128(i128, i128) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @u128_dec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  %5 = alloca [48 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = load i128, ptr %0, align 16
  store i128 %8, ptr %3, align 16
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %21, %2
  %10 = load i128, ptr %3, align 16
  %11 = urem i128 %10, 10
  %12 = trunc i128 %11 to i32
  %13 = add nsw i32 48, %12
  %14 = trunc i32 %13 to i8
  %15 = load i32, ptr %6, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %6, align 4
  %17 = sext i32 %15 to i64
  %18 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  %19 = load i128, ptr %3, align 16
  %20 = udiv i128 %19, 10
  store i128 %20, ptr %3, align 16
  br label %21

21:                                               ; preds = %9
  %22 = load i128, ptr %3, align 16
  %23 = icmp ne i128 %22, 0
  br i1 %23, label %9, label %24, !llvm.loop !12

24:                                               ; preds = %21
  store i32 0, ptr %7, align 4
  br label %25

25:                                               ; preds = %41, %24
  %26 = load i32, ptr %7, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %44

29:                                               ; preds = %25
  %30 = load i32, ptr %6, align 4
  %31 = sub nsw i32 %30, 1
  %32 = load i32, ptr %7, align 4
  %33 = sub nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %37, i64 %39
  store i8 %36, ptr %40, align 1
  br label %41

41:                                               ; preds = %29
  %42 = load i32, ptr %7, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %7, align 4
  br label %25, !llvm.loop !13

44:                                               ; preds = %25
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i8, ptr %45, i64 %47
  store i8 0, ptr %48, align 1
  %49 = load ptr, ptr %4, align 8
  ret ptr %49
}

; Function Attrs: nounwind
declare dso_local i32 @strcmp(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @u128_dec19(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca [3 x i64], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = load i128, ptr %0, align 16
  store i128 %10, ptr %3, align 16
  store ptr %1, ptr %4, align 8
  store i64 -8446744073709551616, ptr %5, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %21, %2
  %12 = load i128, ptr %3, align 16
  %13 = urem i128 %12, 10000000000000000000
  %14 = trunc i128 %13 to i64
  %15 = load i32, ptr %7, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %7, align 4
  %17 = sext i32 %15 to i64
  %18 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 %17
  store i64 %14, ptr %18, align 8
  %19 = load i128, ptr %3, align 16
  %20 = udiv i128 %19, 10000000000000000000
  store i128 %20, ptr %3, align 16
  br label %21

21:                                               ; preds = %11
  %22 = load i128, ptr %3, align 16
  %23 = icmp ne i128 %22, 0
  br i1 %23, label %11, label %24, !llvm.loop !14

24:                                               ; preds = %21
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %7, align 4
  %27 = sub nsw i32 %26, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 %28
  %30 = load i64, ptr %29, align 8
  %31 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %25, ptr noundef @.str.10, i64 noundef %30)
  store i32 %31, ptr %8, align 4
  %32 = load i32, ptr %7, align 4
  %33 = sub nsw i32 %32, 2
  store i32 %33, ptr %9, align 4
  br label %34

34:                                               ; preds = %49, %24
  %35 = load i32, ptr %9, align 4
  %36 = icmp sge i32 %35, 0
  br i1 %36, label %37, label %52

37:                                               ; preds = %34
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %38, i64 %40
  %42 = load i32, ptr %9, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 %43
  %45 = load i64, ptr %44, align 8
  %46 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %41, ptr noundef @.str.11, i64 noundef %45)
  %47 = load i32, ptr %8, align 4
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr %8, align 4
  br label %49

49:                                               ; preds = %37
  %50 = load i32, ptr %9, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, ptr %9, align 4
  br label %34, !llvm.loop !15

52:                                               ; preds = %34
  %53 = load ptr, ptr %4, align 8
  ret ptr %53
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @i128_dec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = load i128, ptr %0, align 16
  store i128 %7, ptr %3, align 16
  store ptr %1, ptr %4, align 8
  %8 = load i128, ptr %3, align 16
  %9 = icmp slt i128 %8, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 0
  store i8 45, ptr %12, align 1
  %13 = load i128, ptr %3, align 16
  %14 = sub i128 0, %13
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 1
  store i128 %14, ptr %5, align 16
  %17 = call ptr @u128_dec(ptr noundef %5, ptr noundef %16)
  br label %22

18:                                               ; preds = %2
  %19 = load i128, ptr %3, align 16
  %20 = load ptr, ptr %4, align 8
  store i128 %19, ptr %6, align 16
  %21 = call ptr @u128_dec(ptr noundef %6, ptr noundef %20)
  br label %22

22:                                               ; preds = %18, %10
  %23 = load ptr, ptr %4, align 8
  ret ptr %23
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

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
  br label %13, !llvm.loop !16

32:                                               ; preds = %13
  %33 = load i64, ptr %7, align 8
  ret i64 %33
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sprintf(ptr noundef %0, ptr noundef nonnull %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.va_start.p0(ptr %6)
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call i32 @__mingw_vsprintf(ptr noundef %7, ptr noundef %8, ptr noundef %9) #7
  store i32 %10, ptr %5, align 4
  call void @llvm.va_end.p0(ptr %6)
  %11 = load i32, ptr %5, align 4
  ret i32 %11
}

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vsprintf(ptr noundef, ptr noundef, ptr noundef) #3

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

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
