; ModuleID = 'programs/bool_semantics.c'
source_filename = "programs/bool_semantics.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.flags = type { i8, i8, i32, i8 }

@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c" | i8: %d%d%d\0A\00", align 1
@__const.main.f = private unnamed_addr constant [4 x float] [float 0.000000e+00, float -0.000000e+00, float 0x36A0000000000000, float 0x7FF8000000000000], align 4
@.str.2 = private unnamed_addr constant [11 x i8] c" | float: \00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c" | ptr: %d%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [51 x i8] c"bool_sum=%d xor=%d%d%d%d in_range=%d%d%d not=%d%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"pack=%05x sizeof(bool)=%zu\0A\00", align 1
@__const.main.fl = private unnamed_addr constant %struct.flags { i8 0, i8 1, i32 0, i8 0 }, align 4
@.str.6 = private unnamed_addr constant [19 x i8] c"flags %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"r1=%d r2=%d r3=%d cnt=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca [7 x double], align 8
  %5 = alloca i32, align 4
  %6 = alloca [4 x float], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [20 x i8], align 1
  %10 = alloca i32, align 4
  %11 = alloca %struct.flags, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.flags, align 4
  %14 = alloca [2 x i64], align 8
  %15 = alloca [2 x i64], align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  %21 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 48, i1 true)
  %22 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 1
  store volatile i64 1, ptr %22, align 8
  %23 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 2
  store volatile i64 2, ptr %23, align 8
  %24 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 3
  store volatile i64 256, ptr %24, align 8
  %25 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 4
  store volatile i64 4294967296, ptr %25, align 8
  %26 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 5
  store volatile i64 -9223372036854775808, ptr %26, align 8
  store i32 0, ptr %3, align 4
  br label %27

27:                                               ; preds = %38, %0
  %28 = load i32, ptr %3, align 4
  %29 = icmp slt i32 %28, 6
  br i1 %29, label %30, label %41

30:                                               ; preds = %27
  %31 = load i32, ptr %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [6 x i64], ptr %2, i64 0, i64 %32
  %34 = load volatile i64, ptr %33, align 8
  %35 = call i1 @from_u64(i64 noundef %34)
  %36 = zext i1 %35 to i32
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %36)
  br label %38

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %3, align 4
  br label %27, !llvm.loop !6

41:                                               ; preds = %27
  %42 = call i1 @from_i8(i8 noundef 0)
  %43 = zext i1 %42 to i32
  %44 = call i1 @from_i8(i8 noundef -128)
  %45 = zext i1 %44 to i32
  %46 = call i1 @from_i8(i8 noundef 64)
  %47 = zext i1 %46 to i32
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %43, i32 noundef %45, i32 noundef %47)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 56, i1 true)
  %49 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 1
  store volatile double -0.000000e+00, ptr %49, align 8
  %50 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 2
  store volatile double 5.000000e-01, ptr %50, align 8
  %51 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 3
  store volatile double -1.000000e-300, ptr %51, align 8
  %52 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 4
  store volatile double 4.940660e-324, ptr %52, align 8
  %53 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 5
  store volatile double 0x7FF0000000000000, ptr %53, align 8
  %54 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 6
  store volatile double 0x7FF8000000000000, ptr %54, align 8
  store i32 0, ptr %5, align 4
  br label %55

55:                                               ; preds = %66, %41
  %56 = load i32, ptr %5, align 4
  %57 = icmp slt i32 %56, 7
  br i1 %57, label %58, label %69

58:                                               ; preds = %55
  %59 = load i32, ptr %5, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %60
  %62 = load volatile double, ptr %61, align 8
  %63 = call i1 @from_double(double noundef %62)
  %64 = zext i1 %63 to i32
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %64)
  br label %66

66:                                               ; preds = %58
  %67 = load i32, ptr %5, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %5, align 4
  br label %55, !llvm.loop !8

69:                                               ; preds = %55
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.f, i64 16, i1 true)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %7, align 4
  br label %71

71:                                               ; preds = %82, %69
  %72 = load i32, ptr %7, align 4
  %73 = icmp slt i32 %72, 4
  br i1 %73, label %74, label %85

74:                                               ; preds = %71
  %75 = load i32, ptr %7, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [4 x float], ptr %6, i64 0, i64 %76
  %78 = load volatile float, ptr %77, align 4
  %79 = call i1 @from_float(float noundef %78)
  %80 = zext i1 %79 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %80)
  br label %82

82:                                               ; preds = %74
  %83 = load i32, ptr %7, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %7, align 4
  br label %71, !llvm.loop !9

85:                                               ; preds = %71
  %86 = call i1 @from_ptr(ptr noundef %8)
  %87 = zext i1 %86 to i32
  %88 = call i1 @from_ptr(ptr noundef null)
  %89 = zext i1 %88 to i32
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %87, i32 noundef %89)
  %91 = call i32 @bool_sum(i1 noundef true, i1 noundef true, i1 noundef true)
  %92 = call i1 @bool_xor(i1 noundef false, i1 noundef false)
  %93 = zext i1 %92 to i32
  %94 = call i1 @bool_xor(i1 noundef false, i1 noundef true)
  %95 = zext i1 %94 to i32
  %96 = call i1 @bool_xor(i1 noundef true, i1 noundef false)
  %97 = zext i1 %96 to i32
  %98 = call i1 @bool_xor(i1 noundef true, i1 noundef true)
  %99 = zext i1 %98 to i32
  %100 = call i1 @in_range(i32 noundef 5, i32 noundef 1, i32 noundef 10)
  %101 = zext i1 %100 to i32
  %102 = call i1 @in_range(i32 noundef 0, i32 noundef 1, i32 noundef 10)
  %103 = zext i1 %102 to i32
  %104 = call i1 @in_range(i32 noundef 11, i32 noundef 1, i32 noundef 10)
  %105 = zext i1 %104 to i32
  %106 = call i1 @not_b(i1 noundef false)
  %107 = zext i1 %106 to i32
  %108 = call i1 @not_b(i1 noundef true)
  %109 = zext i1 %108 to i32
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %91, i32 noundef %93, i32 noundef %95, i32 noundef %97, i32 noundef %99, i32 noundef %101, i32 noundef %103, i32 noundef %105, i32 noundef %107, i32 noundef %109)
  store i32 0, ptr %10, align 4
  br label %111

111:                                              ; preds = %123, %85
  %112 = load i32, ptr %10, align 4
  %113 = icmp slt i32 %112, 20
  br i1 %113, label %114, label %126

114:                                              ; preds = %111
  %115 = load i32, ptr %10, align 4
  %116 = mul nsw i32 %115, 7
  %117 = srem i32 %116, 3
  %118 = icmp eq i32 %117, 1
  %119 = load i32, ptr %10, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [20 x i8], ptr %9, i64 0, i64 %120
  %122 = zext i1 %118 to i8
  store i8 %122, ptr %121, align 1
  br label %123

123:                                              ; preds = %114
  %124 = load i32, ptr %10, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %10, align 4
  br label %111, !llvm.loop !10

126:                                              ; preds = %111
  %127 = getelementptr inbounds [20 x i8], ptr %9, i64 0, i64 0
  %128 = call i32 @pack(ptr noundef %127, i32 noundef 20)
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %128, i64 noundef 1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.fl, i64 12, i1 false)
  store i32 0, ptr %12, align 4
  br label %130

130:                                              ; preds = %151, %126
  %131 = load i32, ptr %12, align 4
  %132 = icmp slt i32 %131, 5
  br i1 %132, label %133, label %154

133:                                              ; preds = %130
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 4 %11, i64 12, i1 false)
  %134 = load [2 x i64], ptr %14, align 8
  %135 = call [2 x i64] @toggle([2 x i64] %134)
  store [2 x i64] %135, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 8 %15, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %13, i64 12, i1 false)
  %136 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 0
  %137 = load i8, ptr %136, align 4
  %138 = trunc i8 %137 to i1
  %139 = zext i1 %138 to i32
  %140 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 1
  %141 = load i8, ptr %140, align 1
  %142 = trunc i8 %141 to i1
  %143 = zext i1 %142 to i32
  %144 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 2
  %145 = load i32, ptr %144, align 4
  %146 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 3
  %147 = load i8, ptr %146, align 4
  %148 = trunc i8 %147 to i1
  %149 = zext i1 %148 to i32
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %139, i32 noundef %143, i32 noundef %145, i32 noundef %149)
  br label %151

151:                                              ; preds = %133
  %152 = load i32, ptr %12, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %12, align 4
  br label %130, !llvm.loop !11

154:                                              ; preds = %130
  store volatile i32 3, ptr %16, align 4
  store volatile i32 0, ptr %17, align 4
  %155 = load volatile i32, ptr %16, align 4
  %156 = icmp ne i32 %155, 0
  br i1 %156, label %157, label %160

157:                                              ; preds = %154
  %158 = load volatile i32, ptr %17, align 4
  %159 = icmp ne i32 %158, 0
  br label %160

160:                                              ; preds = %157, %154
  %161 = phi i1 [ false, %154 ], [ %159, %157 ]
  %162 = zext i1 %161 to i8
  store i8 %162, ptr %18, align 1
  %163 = load volatile i32, ptr %16, align 4
  %164 = icmp ne i32 %163, 0
  br i1 %164, label %168, label %165

165:                                              ; preds = %160
  %166 = load volatile i32, ptr %17, align 4
  %167 = icmp ne i32 %166, 0
  br label %168

168:                                              ; preds = %165, %160
  %169 = phi i1 [ true, %160 ], [ %167, %165 ]
  %170 = zext i1 %169 to i8
  store i8 %170, ptr %19, align 1
  %171 = load volatile i32, ptr %16, align 4
  %172 = icmp ne i32 %171, 0
  %173 = xor i1 %172, true
  %174 = xor i1 %173, true
  %175 = zext i1 %174 to i8
  store i8 %175, ptr %20, align 1
  %176 = load i8, ptr %18, align 1
  %177 = trunc i8 %176 to i1
  %178 = zext i1 %177 to i32
  %179 = load i8, ptr %19, align 1
  %180 = trunc i8 %179 to i1
  %181 = zext i1 %180 to i32
  %182 = add nsw i32 %178, %181
  %183 = load i8, ptr %20, align 1
  %184 = trunc i8 %183 to i1
  %185 = zext i1 %184 to i32
  %186 = add nsw i32 %182, %185
  %187 = load volatile i32, ptr %16, align 4
  %188 = load volatile i32, ptr %17, align 4
  %189 = icmp sgt i32 %187, %188
  %190 = zext i1 %189 to i32
  %191 = add nsw i32 %186, %190
  %192 = load volatile i32, ptr %16, align 4
  %193 = icmp eq i32 %192, 3
  %194 = zext i1 %193 to i32
  %195 = add nsw i32 %191, %194
  store i32 %195, ptr %21, align 4
  %196 = load i8, ptr %18, align 1
  %197 = trunc i8 %196 to i1
  %198 = zext i1 %197 to i32
  %199 = load i8, ptr %19, align 1
  %200 = trunc i8 %199 to i1
  %201 = zext i1 %200 to i32
  %202 = load i8, ptr %20, align 1
  %203 = trunc i8 %202 to i1
  %204 = zext i1 %203 to i32
  %205 = load i32, ptr %21, align 4
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %198, i32 noundef %201, i32 noundef %204, i32 noundef %205)
  %207 = load i32, ptr %21, align 4
  %208 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 2
  %209 = load i32, ptr %208, align 4
  %210 = add nsw i32 %207, %209
  ret i32 %210
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @from_u64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ne i64 %3, 0
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @from_i8(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = icmp ne i8 %3, 0
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @from_double(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp une double %3, 0.000000e+00
  ret i1 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @from_float(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fcmp une float %3, 0.000000e+00
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @from_ptr(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bool_sum(i1 noundef %0, i1 noundef %1, i1 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = zext i1 %0 to i8
  store i8 %7, ptr %4, align 1
  %8 = zext i1 %1 to i8
  store i8 %8, ptr %5, align 1
  %9 = zext i1 %2 to i8
  store i8 %9, ptr %6, align 1
  %10 = load i8, ptr %4, align 1
  %11 = trunc i8 %10 to i1
  %12 = zext i1 %11 to i32
  %13 = load i8, ptr %5, align 1
  %14 = trunc i8 %13 to i1
  %15 = zext i1 %14 to i32
  %16 = add nsw i32 %12, %15
  %17 = load i8, ptr %6, align 1
  %18 = trunc i8 %17 to i1
  %19 = zext i1 %18 to i32
  %20 = add nsw i32 %16, %19
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @bool_xor(i1 noundef %0, i1 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = zext i1 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = zext i1 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i1
  %9 = zext i1 %8 to i32
  %10 = load i8, ptr %4, align 1
  %11 = trunc i8 %10 to i1
  %12 = zext i1 %11 to i32
  %13 = xor i32 %9, %12
  %14 = icmp ne i32 %13, 0
  ret i1 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @in_range(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp sge i32 %7, %8
  %10 = zext i1 %9 to i32
  %11 = load i32, ptr %4, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp sle i32 %11, %12
  %14 = zext i1 %13 to i32
  %15 = and i32 %10, %14
  %16 = icmp ne i32 %15, 0
  ret i1 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @not_b(i1 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = zext i1 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i1
  %6 = xor i1 %5, true
  ret i1 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pack(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %23, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %26

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i8, ptr %12, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = trunc i8 %16 to i1
  %18 = zext i1 %17 to i32
  %19 = load i32, ptr %6, align 4
  %20 = shl i32 %18, %19
  %21 = load i32, ptr %5, align 4
  %22 = or i32 %21, %20
  store i32 %22, ptr %5, align 4
  br label %23

23:                                               ; preds = %11
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4
  br label %7, !llvm.loop !12

26:                                               ; preds = %7
  %27 = load i32, ptr %5, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @toggle([2 x i64] %0) #0 {
  %2 = alloca %struct.flags, align 4
  %3 = alloca %struct.flags, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %4, i64 12, i1 false)
  %6 = getelementptr inbounds %struct.flags, ptr %3, i32 0, i32 0
  %7 = load i8, ptr %6, align 4
  %8 = trunc i8 %7 to i1
  %9 = xor i1 %8, true
  %10 = getelementptr inbounds %struct.flags, ptr %3, i32 0, i32 0
  %11 = zext i1 %9 to i8
  store i8 %11, ptr %10, align 4
  %12 = getelementptr inbounds %struct.flags, ptr %3, i32 0, i32 1
  %13 = load i8, ptr %12, align 1
  %14 = trunc i8 %13 to i1
  br i1 %14, label %15, label %19

15:                                               ; preds = %1
  %16 = getelementptr inbounds %struct.flags, ptr %3, i32 0, i32 0
  %17 = load i8, ptr %16, align 4
  %18 = trunc i8 %17 to i1
  br label %19

19:                                               ; preds = %15, %1
  %20 = phi i1 [ false, %1 ], [ %18, %15 ]
  %21 = getelementptr inbounds %struct.flags, ptr %3, i32 0, i32 3
  %22 = zext i1 %20 to i8
  store i8 %22, ptr %21, align 4
  %23 = getelementptr inbounds %struct.flags, ptr %3, i32 0, i32 0
  %24 = load i8, ptr %23, align 4
  %25 = trunc i8 %24 to i1
  %26 = zext i1 %25 to i32
  %27 = getelementptr inbounds %struct.flags, ptr %3, i32 0, i32 1
  %28 = load i8, ptr %27, align 1
  %29 = trunc i8 %28 to i1
  %30 = zext i1 %29 to i32
  %31 = add nsw i32 %26, %30
  %32 = getelementptr inbounds %struct.flags, ptr %3, i32 0, i32 3
  %33 = load i8, ptr %32, align 4
  %34 = trunc i8 %33 to i1
  %35 = zext i1 %34 to i32
  %36 = add nsw i32 %31, %35
  %37 = getelementptr inbounds %struct.flags, ptr %3, i32 0, i32 2
  %38 = load i32, ptr %37, align 4
  %39 = add nsw i32 %38, %36
  store i32 %39, ptr %37, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 4 %2, i64 12, i1 false)
  %40 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %40
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
