; ModuleID = 'programs/int128_mul_div_wide.c'
source_filename = "programs/int128_mul_div_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  br label %37, !llvm.loop !6

65:                                               ; preds = %37
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %7, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %7, align 4
  br label %31, !llvm.loop !8

69:                                               ; preds = %31
  store i128 1, ptr %11, align 16
  store i32 1, ptr %12, align 4
  br label %70

70:                                               ; preds = %125, %69
  %71 = load i32, ptr %12, align 4
  %72 = icmp ule i32 %71, 40
  br i1 %72, label %73, label %128

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
  br label %128

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
  br i1 %90, label %91, label %101

91:                                               ; preds = %88, %83
  %92 = load i32, ptr %12, align 4
  %93 = load i128, ptr %11, align 16
  %94 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %93, ptr %14, align 16
  %95 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %96 = load i64, ptr %95, align 16
  %97 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %98 = load i64, ptr %97, align 8
  %99 = call ptr @u128_dec(i64 noundef %96, i64 noundef %98, ptr noundef %94)
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %92, ptr noundef %99)
  br label %101

101:                                              ; preds = %91, %88
  %102 = load i128, ptr %11, align 16
  %103 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %102, ptr %15, align 16
  %104 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %105 = load i64, ptr %104, align 16
  %106 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %107 = load i64, ptr %106, align 8
  %108 = call ptr @u128_dec(i64 noundef %105, i64 noundef %107, ptr noundef %103)
  %109 = load i128, ptr %11, align 16
  %110 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  store i128 %109, ptr %16, align 16
  %111 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %112 = load i64, ptr %111, align 16
  %113 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %114 = load i64, ptr %113, align 8
  %115 = call ptr @u128_dec19(i64 noundef %112, i64 noundef %114, ptr noundef %110)
  %116 = call i32 @strcmp(ptr noundef %108, ptr noundef %115) #7
  %117 = icmp ne i32 %116, 0
  br i1 %117, label %118, label %124

118:                                              ; preds = %101
  %119 = load i32, ptr %6, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %6, align 4
  %121 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %122 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %121, ptr noundef %122)
  br label %124

124:                                              ; preds = %118, %101
  br label %125

125:                                              ; preds = %124
  %126 = load i32, ptr %12, align 4
  %127 = add i32 %126, 1
  store i32 %127, ptr %12, align 4
  br label %70, !llvm.loop !9

128:                                              ; preds = %80, %70
  store i128 -170141183460469231731687303715884105728, ptr %17, align 16
  store i128 170141183460469231731687303715884105727, ptr %18, align 16
  %129 = load i128, ptr %17, align 16
  %130 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %129, ptr %19, align 16
  %131 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %132 = load i64, ptr %131, align 16
  %133 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %134 = load i64, ptr %133, align 8
  %135 = call ptr @i128_dec(i64 noundef %132, i64 noundef %134, ptr noundef %130)
  %136 = load i128, ptr %18, align 16
  %137 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  store i128 %136, ptr %20, align 16
  %138 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %139 = load i64, ptr %138, align 16
  %140 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %141 = load i64, ptr %140, align 8
  %142 = call ptr @i128_dec(i64 noundef %139, i64 noundef %141, ptr noundef %137)
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %135, ptr noundef %142)
  %144 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 -1, ptr %21, align 16
  %145 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %146 = load i64, ptr %145, align 16
  %147 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %148 = load i64, ptr %147, align 8
  %149 = call ptr @u128_dec(i64 noundef %146, i64 noundef %148, ptr noundef %144)
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %149)
  store i128 1, ptr %22, align 16
  store i32 0, ptr %23, align 4
  br label %151

151:                                              ; preds = %157, %128
  %152 = load i128, ptr %22, align 16
  %153 = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %152, i128 3)
  %154 = extractvalue { i128, i1 } %153, 1
  %155 = extractvalue { i128, i1 } %153, 0
  store i128 %155, ptr %22, align 16
  %156 = xor i1 %154, true
  br i1 %156, label %157, label %160

157:                                              ; preds = %151
  %158 = load i32, ptr %23, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %23, align 4
  br label %151, !llvm.loop !10

160:                                              ; preds = %151
  %161 = load i32, ptr %23, align 4
  %162 = load i128, ptr %22, align 16
  %163 = trunc i128 %162 to i64
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %161, i64 noundef %163)
  store i64 2305843009213693951, ptr %24, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %25, i8 0, i64 40, i1 true)
  %165 = getelementptr inbounds [5 x i64], ptr %25, i32 0, i32 0
  store volatile i64 2, ptr %165, align 16
  %166 = getelementptr inbounds [5 x i64], ptr %25, i32 0, i32 1
  store volatile i64 3, ptr %166, align 8
  %167 = getelementptr inbounds [5 x i64], ptr %25, i32 0, i32 2
  store volatile i64 5, ptr %167, align 16
  %168 = getelementptr inbounds [5 x i64], ptr %25, i32 0, i32 3
  store volatile i64 1234567, ptr %168, align 8
  %169 = getelementptr inbounds [5 x i64], ptr %25, i32 0, i32 4
  store volatile i64 2305843009213693949, ptr %169, align 16
  store i32 0, ptr %26, align 4
  br label %170

170:                                              ; preds = %189, %160
  %171 = load i32, ptr %26, align 4
  %172 = icmp slt i32 %171, 5
  br i1 %172, label %173, label %192

173:                                              ; preds = %170
  %174 = load i32, ptr %26, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [5 x i64], ptr %25, i64 0, i64 %175
  %177 = load volatile i64, ptr %176, align 8
  %178 = load i32, ptr %26, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [5 x i64], ptr %25, i64 0, i64 %179
  %181 = load volatile i64, ptr %180, align 8
  %182 = call i64 @powmod(i64 noundef %181, i64 noundef 2305843009213693950, i64 noundef 2305843009213693951)
  %183 = load i32, ptr %26, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [5 x i64], ptr %25, i64 0, i64 %184
  %186 = load volatile i64, ptr %185, align 8
  %187 = call i64 @powmod(i64 noundef %186, i64 noundef 12345, i64 noundef 2305843009213693951)
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %177, i64 noundef %182, i64 noundef %187)
  br label %189

189:                                              ; preds = %173
  %190 = load i32, ptr %26, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %26, align 4
  br label %170, !llvm.loop !11

192:                                              ; preds = %170
  store i32 1, ptr %27, align 4
  br label %193

193:                                              ; preds = %225, %192
  %194 = load i32, ptr %27, align 4
  %195 = load i32, ptr %5, align 4
  %196 = icmp slt i32 %194, %195
  br i1 %196, label %197, label %228

197:                                              ; preds = %193
  %198 = load i32, ptr %27, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [10 x i64], ptr %4, i64 0, i64 %199
  %201 = load volatile i64, ptr %200, align 8
  %202 = zext i64 %201 to i128
  %203 = mul i128 %202, 4294967291
  %204 = add i128 %203, 17
  store i128 %204, ptr %28, align 16
  %205 = load i128, ptr %28, align 16
  %206 = udiv i128 %205, 4294967291
  %207 = trunc i128 %206 to i64
  store i64 %207, ptr %29, align 8
  %208 = load i128, ptr %28, align 16
  %209 = urem i128 %208, 4294967291
  %210 = trunc i128 %209 to i64
  store i64 %210, ptr %30, align 8
  %211 = load i64, ptr %29, align 8
  %212 = load i32, ptr %27, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [10 x i64], ptr %4, i64 0, i64 %213
  %215 = load volatile i64, ptr %214, align 8
  %216 = icmp ne i64 %211, %215
  br i1 %216, label %220, label %217

217:                                              ; preds = %197
  %218 = load i64, ptr %30, align 8
  %219 = icmp ne i64 %218, 17
  br i1 %219, label %220, label %224

220:                                              ; preds = %217, %197
  %221 = load i32, ptr %6, align 4
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr %6, align 4
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %224

224:                                              ; preds = %220, %217
  br label %225

225:                                              ; preds = %224
  %226 = load i32, ptr %27, align 4
  %227 = add nsw i32 %226, 1
  store i32 %227, ptr %27, align 4
  br label %193, !llvm.loop !12

228:                                              ; preds = %193
  %229 = load i32, ptr %6, align 4
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %229)
  %231 = load i32, ptr %6, align 4
  %232 = icmp ne i32 %231, 0
  br i1 %232, label %233, label %234

233:                                              ; preds = %228
  br label %236

234:                                              ; preds = %228
  %235 = load i32, ptr %23, align 4
  br label %236

236:                                              ; preds = %234, %233
  %237 = phi i32 [ 1, %233 ], [ %235, %234 ]
  ret i32 %237
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
define internal ptr @u128_dec(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = alloca [48 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %4, align 16
  store i128 %12, ptr %5, align 16
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %8, align 4
  br label %13

13:                                               ; preds = %25, %3
  %14 = load i128, ptr %5, align 16
  %15 = urem i128 %14, 10
  %16 = trunc i128 %15 to i32
  %17 = add nsw i32 48, %16
  %18 = trunc i32 %17 to i8
  %19 = load i32, ptr %8, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %8, align 4
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  %23 = load i128, ptr %5, align 16
  %24 = udiv i128 %23, 10
  store i128 %24, ptr %5, align 16
  br label %25

25:                                               ; preds = %13
  %26 = load i128, ptr %5, align 16
  %27 = icmp ne i128 %26, 0
  br i1 %27, label %13, label %28, !llvm.loop !13

28:                                               ; preds = %25
  store i32 0, ptr %9, align 4
  br label %29

29:                                               ; preds = %45, %28
  %30 = load i32, ptr %9, align 4
  %31 = load i32, ptr %8, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %48

33:                                               ; preds = %29
  %34 = load i32, ptr %8, align 4
  %35 = sub nsw i32 %34, 1
  %36 = load i32, ptr %9, align 4
  %37 = sub nsw i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %38
  %40 = load i8, ptr %39, align 1
  %41 = load ptr, ptr %6, align 8
  %42 = load i32, ptr %9, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr %41, i64 %43
  store i8 %40, ptr %44, align 1
  br label %45

45:                                               ; preds = %33
  %46 = load i32, ptr %9, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %9, align 4
  br label %29, !llvm.loop !14

48:                                               ; preds = %29
  %49 = load ptr, ptr %6, align 8
  %50 = load i32, ptr %8, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr %49, i64 %51
  store i8 0, ptr %52, align 1
  %53 = load ptr, ptr %6, align 8
  ret ptr %53
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @u128_dec19(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca [3 x i64], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %12, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %13, align 8
  %14 = load i128, ptr %4, align 16
  store i128 %14, ptr %5, align 16
  store ptr %2, ptr %6, align 8
  store i64 -8446744073709551616, ptr %7, align 8
  store i32 0, ptr %9, align 4
  br label %15

15:                                               ; preds = %25, %3
  %16 = load i128, ptr %5, align 16
  %17 = urem i128 %16, 10000000000000000000
  %18 = trunc i128 %17 to i64
  %19 = load i32, ptr %9, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %9, align 4
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 %21
  store i64 %18, ptr %22, align 8
  %23 = load i128, ptr %5, align 16
  %24 = udiv i128 %23, 10000000000000000000
  store i128 %24, ptr %5, align 16
  br label %25

25:                                               ; preds = %15
  %26 = load i128, ptr %5, align 16
  %27 = icmp ne i128 %26, 0
  br i1 %27, label %15, label %28, !llvm.loop !15

28:                                               ; preds = %25
  %29 = load ptr, ptr %6, align 8
  %30 = load i32, ptr %9, align 4
  %31 = sub nsw i32 %30, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 %32
  %34 = load i64, ptr %33, align 8
  %35 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %29, ptr noundef @.str.10, i64 noundef %34) #8
  store i32 %35, ptr %10, align 4
  %36 = load i32, ptr %9, align 4
  %37 = sub nsw i32 %36, 2
  store i32 %37, ptr %11, align 4
  br label %38

38:                                               ; preds = %53, %28
  %39 = load i32, ptr %11, align 4
  %40 = icmp sge i32 %39, 0
  br i1 %40, label %41, label %56

41:                                               ; preds = %38
  %42 = load ptr, ptr %6, align 8
  %43 = load i32, ptr %10, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i8, ptr %42, i64 %44
  %46 = load i32, ptr %11, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 %47
  %49 = load i64, ptr %48, align 8
  %50 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %45, ptr noundef @.str.11, i64 noundef %49) #8
  %51 = load i32, ptr %10, align 4
  %52 = add nsw i32 %51, %50
  store i32 %52, ptr %10, align 4
  br label %53

53:                                               ; preds = %41
  %54 = load i32, ptr %11, align 4
  %55 = add nsw i32 %54, -1
  store i32 %55, ptr %11, align 4
  br label %38, !llvm.loop !16

56:                                               ; preds = %38
  %57 = load ptr, ptr %6, align 8
  ret ptr %57
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @i128_dec(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %10, align 8
  %11 = load i128, ptr %4, align 16
  store i128 %11, ptr %5, align 16
  store ptr %2, ptr %6, align 8
  %12 = load i128, ptr %5, align 16
  %13 = icmp slt i128 %12, 0
  br i1 %13, label %14, label %26

14:                                               ; preds = %3
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 0
  store i8 45, ptr %16, align 1
  %17 = load i128, ptr %5, align 16
  %18 = sub i128 0, %17
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds i8, ptr %19, i64 1
  store i128 %18, ptr %7, align 16
  %21 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %22 = load i64, ptr %21, align 16
  %23 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %24 = load i64, ptr %23, align 8
  %25 = call ptr @u128_dec(i64 noundef %22, i64 noundef %24, ptr noundef %20)
  br label %34

26:                                               ; preds = %3
  %27 = load i128, ptr %5, align 16
  %28 = load ptr, ptr %6, align 8
  store i128 %27, ptr %8, align 16
  %29 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %30 = load i64, ptr %29, align 16
  %31 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %32 = load i64, ptr %31, align 8
  %33 = call ptr @u128_dec(i64 noundef %30, i64 noundef %32, ptr noundef %28)
  br label %34

34:                                               ; preds = %26, %14
  %35 = load ptr, ptr %6, align 8
  ret ptr %35
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }

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
