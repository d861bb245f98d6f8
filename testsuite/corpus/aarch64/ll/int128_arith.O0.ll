; ModuleID = 'programs/int128_arith.c'
source_filename = "programs/int128_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"umax=\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"smax=\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"smin=\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"umax hex=\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"smin hex=\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%d! = \00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"s=%3d \00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"shl=\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"      \00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"shr=\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"sar=\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"s=127 \00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"sar127 \00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"mul=\00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"mulwrap=\00", align 1
@__const.main.divisors = private unnamed_addr constant [9 x i128] [i128 1, i128 3, i128 10, i128 4294967295, i128 4294967296, i128 18446744073709551615, i128 18446744073709551616, i128 1267650600228229401496703217721, i128 -1], align 16
@.str.16 = private unnamed_addr constant [3 x i8] c"q=\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"r=\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"BAD\0A\00", align 1
@__const.main.sv = private unnamed_addr constant [8 x i128] [i128 -1, i128 1, i128 -7, i128 7, i128 -170141183460469231731687303715884105727, i128 170141183460469231731687303715884105727, i128 -1180591620717411303424, i128 1237940039285380274899124227], align 16
@.str.19 = private unnamed_addr constant [4 x i8] c"sq=\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"sr=\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"BAD %u %u\0A\00", align 1
@.str.22 = private unnamed_addr constant [17 x i8] c"to double %.17g\0A\00", align 1
@.str.23 = private unnamed_addr constant [19 x i8] c"to ldouble %.21Lg\0A\00", align 1
@.str.24 = private unnamed_addr constant [15 x i8] c"from -1.5e30: \00", align 1
@.str.25 = private unnamed_addr constant [10 x i8] c"from ld: \00", align 1
@.str.26 = private unnamed_addr constant [20 x i8] c"umax as float %.9g\0A\00", align 1
@.str.27 = private unnamed_addr constant [11 x i8] c"pass_many=\00", align 1
@.str.28 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.29 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.30 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.31 = private unnamed_addr constant [11 x i8] c"ovf %d %d\0A\00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"res=\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"%s-\00", align 1
@.str.35 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = alloca i128, align 16
  %9 = alloca [9 x i128], align 16
  %10 = alloca i32, align 4
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca [8 x i128], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca double, align 8
  %19 = alloca fp128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca float, align 4
  %23 = alloca [16 x i8], align 1
  %24 = alloca i32, align 4
  %25 = alloca i128, align 16
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i128 -1, ptr %2, align 16
  store i128 170141183460469231731687303715884105727, ptr %3, align 16
  store i128 -170141183460469231731687303715884105728, ptr %4, align 16
  call void @pu(ptr noundef @.str, i128 noundef -1)
  call void @ps(ptr noundef @.str.1, i128 noundef 170141183460469231731687303715884105727)
  call void @ps(ptr noundef @.str.2, i128 noundef -170141183460469231731687303715884105728)
  call void @phex(ptr noundef @.str.3, i128 noundef -1)
  call void @phex(ptr noundef @.str.4, i128 noundef -170141183460469231731687303715884105728)
  store i32 20, ptr %5, align 4
  br label %28

28:                                               ; preds = %36, %0
  %29 = load i32, ptr %5, align 4
  %30 = icmp sle i32 %29, 34
  br i1 %30, label %31, label %39

31:                                               ; preds = %28
  %32 = load i32, ptr %5, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %32)
  %34 = load i32, ptr %5, align 4
  %35 = call i128 @fact(i32 noundef %34)
  call void @pu(ptr noundef @.str.6, i128 noundef %35)
  br label %36

36:                                               ; preds = %31
  %37 = load i32, ptr %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %5, align 4
  br label %28, !llvm.loop !6

39:                                               ; preds = %28
  store i128 1512366075204170947332355369683137040, ptr %6, align 16
  store i32 0, ptr %7, align 4
  br label %40

40:                                               ; preds = %58, %39
  %41 = load i32, ptr %7, align 4
  %42 = icmp slt i32 %41, 128
  br i1 %42, label %43, label %61

43:                                               ; preds = %40
  %44 = load i32, ptr %7, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %44)
  %46 = load i128, ptr %6, align 16
  %47 = load i32, ptr %7, align 4
  %48 = call i128 @shl(i128 noundef %46, i32 noundef %47)
  call void @phex(ptr noundef @.str.8, i128 noundef %48)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %50 = load i128, ptr %6, align 16
  %51 = load i32, ptr %7, align 4
  %52 = call i128 @shru(i128 noundef %50, i32 noundef %51)
  call void @phex(ptr noundef @.str.10, i128 noundef %52)
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %54 = load i128, ptr %6, align 16
  %55 = xor i128 %54, -1
  %56 = load i32, ptr %7, align 4
  %57 = call i128 @shrs(i128 noundef %55, i32 noundef %56)
  call void @phex(ptr noundef @.str.11, i128 noundef %57)
  br label %58

58:                                               ; preds = %43
  %59 = load i32, ptr %7, align 4
  %60 = add nsw i32 %59, 9
  store i32 %60, ptr %7, align 4
  br label %40, !llvm.loop !8

61:                                               ; preds = %40
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %63 = call i128 @shl(i128 noundef 1, i32 noundef 127)
  call void @phex(ptr noundef @.str.6, i128 noundef %63)
  %64 = call i128 @shrs(i128 noundef -170141183460469231731687303715884105728, i32 noundef 127)
  call void @phex(ptr noundef @.str.13, i128 noundef %64)
  %65 = load i128, ptr %6, align 16
  %66 = call i128 @mulu(i128 noundef %65, i128 noundef 11400714819323198485)
  store i128 %66, ptr %8, align 16
  %67 = load i128, ptr %8, align 16
  call void @phex(ptr noundef @.str.14, i128 noundef %67)
  %68 = call i128 @mulu(i128 noundef -1, i128 noundef -1)
  call void @phex(ptr noundef @.str.15, i128 noundef %68)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.divisors, i64 144, i1 false)
  store i32 0, ptr %10, align 4
  br label %69

69:                                               ; preds = %104, %61
  %70 = load i32, ptr %10, align 4
  %71 = zext i32 %70 to i64
  %72 = icmp ult i64 %71, 9
  br i1 %72, label %73, label %107

73:                                               ; preds = %69
  %74 = load i128, ptr %6, align 16
  %75 = mul i128 %74, 7
  %76 = load i32, ptr %10, align 4
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds [9 x i128], ptr %9, i64 0, i64 %77
  %79 = load i128, ptr %78, align 16
  %80 = call i128 @divu(i128 noundef %75, i128 noundef %79)
  store i128 %80, ptr %11, align 16
  %81 = load i128, ptr %6, align 16
  %82 = mul i128 %81, 7
  %83 = load i32, ptr %10, align 4
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds [9 x i128], ptr %9, i64 0, i64 %84
  %86 = load i128, ptr %85, align 16
  %87 = call i128 @remu(i128 noundef %82, i128 noundef %86)
  store i128 %87, ptr %12, align 16
  %88 = load i128, ptr %11, align 16
  call void @phex(ptr noundef @.str.16, i128 noundef %88)
  %89 = load i128, ptr %12, align 16
  call void @phex(ptr noundef @.str.17, i128 noundef %89)
  %90 = load i128, ptr %11, align 16
  %91 = load i32, ptr %10, align 4
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds [9 x i128], ptr %9, i64 0, i64 %92
  %94 = load i128, ptr %93, align 16
  %95 = mul i128 %90, %94
  %96 = load i128, ptr %12, align 16
  %97 = add i128 %95, %96
  %98 = load i128, ptr %6, align 16
  %99 = mul i128 %98, 7
  %100 = icmp ne i128 %97, %99
  br i1 %100, label %101, label %103

101:                                              ; preds = %73
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  br label %103

103:                                              ; preds = %101, %73
  br label %104

104:                                              ; preds = %103
  %105 = load i32, ptr %10, align 4
  %106 = add i32 %105, 1
  store i32 %106, ptr %10, align 4
  br label %69, !llvm.loop !9

107:                                              ; preds = %69
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.main.sv, i64 128, i1 false)
  store i32 0, ptr %14, align 4
  br label %108

108:                                              ; preds = %166, %107
  %109 = load i32, ptr %14, align 4
  %110 = icmp ult i32 %109, 8
  br i1 %110, label %111, label %169

111:                                              ; preds = %108
  store i32 0, ptr %15, align 4
  br label %112

112:                                              ; preds = %162, %111
  %113 = load i32, ptr %15, align 4
  %114 = icmp ult i32 %113, 8
  br i1 %114, label %115, label %165

115:                                              ; preds = %112
  %116 = load i32, ptr %14, align 4
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds [8 x i128], ptr %13, i64 0, i64 %117
  %119 = load i128, ptr %118, align 16
  %120 = load i32, ptr %15, align 4
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds [8 x i128], ptr %13, i64 0, i64 %121
  %123 = load i128, ptr %122, align 16
  %124 = call i128 @divs(i128 noundef %119, i128 noundef %123)
  store i128 %124, ptr %16, align 16
  %125 = load i32, ptr %14, align 4
  %126 = zext i32 %125 to i64
  %127 = getelementptr inbounds [8 x i128], ptr %13, i64 0, i64 %126
  %128 = load i128, ptr %127, align 16
  %129 = load i32, ptr %15, align 4
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds [8 x i128], ptr %13, i64 0, i64 %130
  %132 = load i128, ptr %131, align 16
  %133 = call i128 @rems(i128 noundef %128, i128 noundef %132)
  store i128 %133, ptr %17, align 16
  %134 = load i32, ptr %14, align 4
  %135 = urem i32 %134, 3
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %140, label %137

137:                                              ; preds = %115
  %138 = load i32, ptr %15, align 4
  %139 = icmp eq i32 %138, 2
  br i1 %139, label %140, label %143

140:                                              ; preds = %137, %115
  %141 = load i128, ptr %16, align 16
  call void @ps(ptr noundef @.str.19, i128 noundef %141)
  %142 = load i128, ptr %17, align 16
  call void @ps(ptr noundef @.str.20, i128 noundef %142)
  br label %143

143:                                              ; preds = %140, %137
  %144 = load i128, ptr %16, align 16
  %145 = load i32, ptr %15, align 4
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds [8 x i128], ptr %13, i64 0, i64 %146
  %148 = load i128, ptr %147, align 16
  %149 = mul nsw i128 %144, %148
  %150 = load i128, ptr %17, align 16
  %151 = add nsw i128 %149, %150
  %152 = load i32, ptr %14, align 4
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds [8 x i128], ptr %13, i64 0, i64 %153
  %155 = load i128, ptr %154, align 16
  %156 = icmp ne i128 %151, %155
  br i1 %156, label %157, label %161

157:                                              ; preds = %143
  %158 = load i32, ptr %14, align 4
  %159 = load i32, ptr %15, align 4
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %158, i32 noundef %159)
  br label %161

161:                                              ; preds = %157, %143
  br label %162

162:                                              ; preds = %161
  %163 = load i32, ptr %15, align 4
  %164 = add i32 %163, 1
  store i32 %164, ptr %15, align 4
  br label %112, !llvm.loop !10

165:                                              ; preds = %112
  br label %166

166:                                              ; preds = %165
  %167 = load i32, ptr %14, align 4
  %168 = add i32 %167, 1
  store i32 %168, ptr %14, align 4
  br label %108, !llvm.loop !11

169:                                              ; preds = %108
  %170 = load i128, ptr %6, align 16
  %171 = uitofp i128 %170 to double
  store double %171, ptr %18, align 8
  %172 = load double, ptr %18, align 8
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, double noundef %172)
  %174 = load i128, ptr %6, align 16
  %175 = uitofp i128 %174 to fp128
  store fp128 %175, ptr %19, align 16
  %176 = load fp128, ptr %19, align 16
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, fp128 noundef %176)
  store i128 -1499999999999999889089448902656, ptr %20, align 16
  %178 = load i128, ptr %20, align 16
  call void @ps(ptr noundef @.str.24, i128 noundef %178)
  store i128 1234567890123456789000000000000000000, ptr %21, align 16
  %179 = load i128, ptr %21, align 16
  call void @pu(ptr noundef @.str.25, i128 noundef %179)
  store float 0x7FF0000000000000, ptr %22, align 4
  %180 = load float, ptr %22, align 4
  %181 = fpext float %180 to double
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, double noundef %181)
  %183 = call i128 @pass_many(i32 noundef 1, i128 noundef 56713727820156410577229101238628035242, i32 noundef 2, i128 noundef -5, i128 noundef 1267650600228229401496703205376, i64 noundef -7, i128 noundef 42)
  call void @ps(ptr noundef @.str.27, i128 noundef %183)
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %185 = getelementptr inbounds [16 x i8], ptr %23, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %185, ptr align 16 %6, i64 16, i1 false)
  store i32 0, ptr %24, align 4
  br label %186

186:                                              ; preds = %196, %169
  %187 = load i32, ptr %24, align 4
  %188 = icmp slt i32 %187, 16
  br i1 %188, label %189, label %199

189:                                              ; preds = %186
  %190 = load i32, ptr %24, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [16 x i8], ptr %23, i64 0, i64 %191
  %193 = load i8, ptr %192, align 1
  %194 = zext i8 %193 to i32
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %194)
  br label %196

196:                                              ; preds = %189
  %197 = load i32, ptr %24, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %24, align 4
  br label %186, !llvm.loop !12

199:                                              ; preds = %186
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  %201 = call { i128, i1 } @llvm.sadd.with.overflow.i128(i128 170141183460469231731687303715884105727, i128 1)
  %202 = extractvalue { i128, i1 } %201, 1
  %203 = extractvalue { i128, i1 } %201, 0
  store i128 %203, ptr %25, align 16
  %204 = zext i1 %202 to i32
  store i32 %204, ptr %26, align 4
  %205 = call { i128, i1 } @llvm.smul.with.overflow.i128(i128 18446744073709551616, i128 4611686018427387904)
  %206 = extractvalue { i128, i1 } %205, 1
  %207 = extractvalue { i128, i1 } %205, 0
  store i128 %207, ptr %25, align 16
  %208 = zext i1 %206 to i32
  store i32 %208, ptr %27, align 4
  %209 = load i32, ptr %26, align 4
  %210 = load i32, ptr %27, align 4
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i32 noundef %209, i32 noundef %210)
  %212 = load i128, ptr %25, align 16
  call void @ps(ptr noundef @.str.32, i128 noundef %212)
  %213 = load i128, ptr %6, align 16
  %214 = urem i128 %213, 200
  %215 = trunc i128 %214 to i32
  ret i32 %215
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pu(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca [64 x i8], align 1
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  store i32 0, ptr %6, align 4
  %7 = load i128, ptr %4, align 16
  %8 = icmp eq i128 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = load i32, ptr %6, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %6, align 4
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %12
  store i8 48, ptr %13, align 1
  br label %14

14:                                               ; preds = %9, %2
  br label %15

15:                                               ; preds = %18, %14
  %16 = load i128, ptr %4, align 16
  %17 = icmp ne i128 %16, 0
  br i1 %17, label %18, label %30

18:                                               ; preds = %15
  %19 = load i128, ptr %4, align 16
  %20 = urem i128 %19, 10
  %21 = trunc i128 %20 to i32
  %22 = add nsw i32 48, %21
  %23 = trunc i32 %22 to i8
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %26
  store i8 %23, ptr %27, align 1
  %28 = load i128, ptr %4, align 16
  %29 = udiv i128 %28, 10
  store i128 %29, ptr %4, align 16
  br label %15, !llvm.loop !13

30:                                               ; preds = %15
  %31 = load ptr, ptr %3, align 8
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, ptr noundef %31)
  br label %33

33:                                               ; preds = %36, %30
  %34 = load i32, ptr %6, align 4
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %44

36:                                               ; preds = %33
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, -1
  store i32 %38, ptr %6, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %39
  %41 = load i8, ptr %40, align 1
  %42 = zext i8 %41 to i32
  %43 = call i32 @putchar(i32 noundef %42)
  br label %33, !llvm.loop !14

44:                                               ; preds = %33
  %45 = call i32 @putchar(i32 noundef 10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ps(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %4, align 16
  %6 = icmp slt i128 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.34, ptr noundef %8)
  %10 = load i128, ptr %4, align 16
  %11 = sub i128 0, %10
  call void @pu(ptr noundef @.str.6, i128 noundef %11)
  br label %15

12:                                               ; preds = %2
  %13 = load ptr, ptr %3, align 8
  %14 = load i128, ptr %4, align 16
  call void @pu(ptr noundef %13, i128 noundef %14)
  br label %15

15:                                               ; preds = %12, %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @phex(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  %5 = load ptr, ptr %3, align 8
  %6 = load i128, ptr %4, align 16
  %7 = lshr i128 %6, 64
  %8 = trunc i128 %7 to i64
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i64
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, ptr noundef %5, i64 noundef %8, i64 noundef %10)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @fact(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i128 1, ptr %3, align 16
  store i32 2, ptr %4, align 4
  br label %5

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %17

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i128
  %12 = load i128, ptr %3, align 16
  %13 = mul i128 %12, %11
  store i128 %13, ptr %3, align 16
  br label %14

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %4, align 4
  br label %5, !llvm.loop !15

17:                                               ; preds = %5
  %18 = load i128, ptr %3, align 16
  ret i128 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @shl(i128 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  store i128 %0, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %5 = load i128, ptr %3, align 16
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i128
  %8 = shl i128 %5, %7
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @shru(i128 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  store i128 %0, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %5 = load i128, ptr %3, align 16
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i128
  %8 = lshr i128 %5, %7
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @shrs(i128 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  store i128 %0, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %5 = load i128, ptr %3, align 16
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i128
  %8 = ashr i128 %5, %7
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @mulu(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = mul i128 %5, %6
  ret i128 %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @divu(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = udiv i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @remu(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = urem i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @divs(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = sdiv i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @rems(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = srem i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @pass_many(i32 noundef %0, i128 noundef %1, i32 noundef %2, i128 noundef %3, i128 noundef %4, i64 noundef %5, i128 noundef %6) #0 {
  %8 = alloca i32, align 4
  %9 = alloca i128, align 16
  %10 = alloca i32, align 4
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i64, align 8
  %14 = alloca i128, align 16
  store i32 %0, ptr %8, align 4
  store i128 %1, ptr %9, align 16
  store i32 %2, ptr %10, align 4
  store i128 %3, ptr %11, align 16
  store i128 %4, ptr %12, align 16
  store i64 %5, ptr %13, align 8
  store i128 %6, ptr %14, align 16
  %15 = load i128, ptr %9, align 16
  %16 = load i128, ptr %11, align 16
  %17 = add nsw i128 %15, %16
  %18 = load i128, ptr %12, align 16
  %19 = add nsw i128 %17, %18
  %20 = load i128, ptr %14, align 16
  %21 = add nsw i128 %19, %20
  %22 = load i32, ptr %8, align 4
  %23 = sext i32 %22 to i128
  %24 = add nsw i128 %21, %23
  %25 = load i32, ptr %10, align 4
  %26 = sext i32 %25 to i128
  %27 = add nsw i128 %24, %26
  %28 = load i64, ptr %13, align 8
  %29 = sext i64 %28 to i128
  %30 = add nsw i128 %27, %29
  ret i128 %30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i128, i1 } @llvm.sadd.with.overflow.i128(i128, i128) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i128, i1 } @llvm.smul.with.overflow.i128(i128, i128) #3

declare i32 @putchar(i32 noundef) #1

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
