; ModuleID = 'programs/bool_semantics.c'
source_filename = "programs/bool_semantics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.flags = type { i8, i8, i32, i8 }

@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c" | i8: %d%d%d\0A\00", align 1
@__const.main.f = private unnamed_addr constant [4 x float] [float 0.000000e+00, float -0.000000e+00, float 0x36A0000000000000, float 0x7FF8000000000000], align 16
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
  %2 = alloca [6 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca [7 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca [4 x float], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [20 x i8], align 16
  %10 = alloca i32, align 4
  %11 = alloca %struct.flags, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.flags, align 4
  %14 = alloca { i64, i8 }, align 4
  %15 = alloca { i64, i8 }, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  %21 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 48, i1 true)
  %22 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 1
  store volatile i64 1, ptr %22, align 8
  %23 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 2
  store volatile i64 2, ptr %23, align 16
  %24 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 3
  store volatile i64 256, ptr %24, align 8
  %25 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 4
  store volatile i64 4294967296, ptr %25, align 16
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
  %35 = call zeroext i1 @from_u64(i64 noundef %34)
  %36 = zext i1 %35 to i32
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %36)
  br label %38

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %3, align 4
  br label %27, !llvm.loop !6

41:                                               ; preds = %27
  %42 = call zeroext i1 @from_i8(i8 noundef signext 0)
  %43 = zext i1 %42 to i32
  %44 = call zeroext i1 @from_i8(i8 noundef signext -128)
  %45 = zext i1 %44 to i32
  %46 = call zeroext i1 @from_i8(i8 noundef signext 64)
  %47 = zext i1 %46 to i32
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %43, i32 noundef %45, i32 noundef %47)
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 56, i1 true)
  %49 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 1
  store volatile double -0.000000e+00, ptr %49, align 8
  %50 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 2
  store volatile double 5.000000e-01, ptr %50, align 16
  %51 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 3
  store volatile double -1.000000e-300, ptr %51, align 8
  %52 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 4
  store volatile double 4.940660e-324, ptr %52, align 16
  %53 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 5
  store volatile double 0x7FF0000000000000, ptr %53, align 8
  %54 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 6
  store volatile double 0x7FF8000000000000, ptr %54, align 16
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
  %63 = call zeroext i1 @from_double(double noundef %62)
  %64 = zext i1 %63 to i32
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %64)
  br label %66

66:                                               ; preds = %58
  %67 = load i32, ptr %5, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %5, align 4
  br label %55, !llvm.loop !8

69:                                               ; preds = %55
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.f, i64 16, i1 true)
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
  %79 = call zeroext i1 @from_float(float noundef %78)
  %80 = zext i1 %79 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %80)
  br label %82

82:                                               ; preds = %74
  %83 = load i32, ptr %7, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %7, align 4
  br label %71, !llvm.loop !9

85:                                               ; preds = %71
  %86 = call zeroext i1 @from_ptr(ptr noundef %8)
  %87 = zext i1 %86 to i32
  %88 = call zeroext i1 @from_ptr(ptr noundef null)
  %89 = zext i1 %88 to i32
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %87, i32 noundef %89)
  %91 = call i32 @bool_sum(i1 noundef zeroext true, i1 noundef zeroext true, i1 noundef zeroext true)
  %92 = call zeroext i1 @bool_xor(i1 noundef zeroext false, i1 noundef zeroext false)
  %93 = zext i1 %92 to i32
  %94 = call zeroext i1 @bool_xor(i1 noundef zeroext false, i1 noundef zeroext true)
  %95 = zext i1 %94 to i32
  %96 = call zeroext i1 @bool_xor(i1 noundef zeroext true, i1 noundef zeroext false)
  %97 = zext i1 %96 to i32
  %98 = call zeroext i1 @bool_xor(i1 noundef zeroext true, i1 noundef zeroext true)
  %99 = zext i1 %98 to i32
  %100 = call zeroext i1 @in_range(i32 noundef 5, i32 noundef 1, i32 noundef 10)
  %101 = zext i1 %100 to i32
  %102 = call zeroext i1 @in_range(i32 noundef 0, i32 noundef 1, i32 noundef 10)
  %103 = zext i1 %102 to i32
  %104 = call zeroext i1 @in_range(i32 noundef 11, i32 noundef 1, i32 noundef 10)
  %105 = zext i1 %104 to i32
  %106 = call zeroext i1 @not_b(i1 noundef zeroext false)
  %107 = zext i1 %106 to i32
  %108 = call zeroext i1 @not_b(i1 noundef zeroext true)
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

130:                                              ; preds = %154, %126
  %131 = load i32, ptr %12, align 4
  %132 = icmp slt i32 %131, 5
  br i1 %132, label %133, label %157

133:                                              ; preds = %130
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %11, i64 12, i1 false)
  %134 = getelementptr inbounds { i64, i8 }, ptr %14, i32 0, i32 0
  %135 = load i64, ptr %134, align 4
  %136 = getelementptr inbounds { i64, i8 }, ptr %14, i32 0, i32 1
  %137 = load i8, ptr %136, align 4
  %138 = call { i64, i8 } @toggle(i64 %135, i8 %137)
  store { i64, i8 } %138, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 8 %15, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %13, i64 12, i1 false)
  %139 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 0
  %140 = load i8, ptr %139, align 4
  %141 = trunc i8 %140 to i1
  %142 = zext i1 %141 to i32
  %143 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 1
  %144 = load i8, ptr %143, align 1
  %145 = trunc i8 %144 to i1
  %146 = zext i1 %145 to i32
  %147 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 2
  %148 = load i32, ptr %147, align 4
  %149 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 3
  %150 = load i8, ptr %149, align 4
  %151 = trunc i8 %150 to i1
  %152 = zext i1 %151 to i32
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %142, i32 noundef %146, i32 noundef %148, i32 noundef %152)
  br label %154

154:                                              ; preds = %133
  %155 = load i32, ptr %12, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %12, align 4
  br label %130, !llvm.loop !11

157:                                              ; preds = %130
  store volatile i32 3, ptr %16, align 4
  store volatile i32 0, ptr %17, align 4
  %158 = load volatile i32, ptr %16, align 4
  %159 = icmp ne i32 %158, 0
  br i1 %159, label %160, label %163

160:                                              ; preds = %157
  %161 = load volatile i32, ptr %17, align 4
  %162 = icmp ne i32 %161, 0
  br label %163

163:                                              ; preds = %160, %157
  %164 = phi i1 [ false, %157 ], [ %162, %160 ]
  %165 = zext i1 %164 to i8
  store i8 %165, ptr %18, align 1
  %166 = load volatile i32, ptr %16, align 4
  %167 = icmp ne i32 %166, 0
  br i1 %167, label %171, label %168

168:                                              ; preds = %163
  %169 = load volatile i32, ptr %17, align 4
  %170 = icmp ne i32 %169, 0
  br label %171

171:                                              ; preds = %168, %163
  %172 = phi i1 [ true, %163 ], [ %170, %168 ]
  %173 = zext i1 %172 to i8
  store i8 %173, ptr %19, align 1
  %174 = load volatile i32, ptr %16, align 4
  %175 = icmp ne i32 %174, 0
  %176 = xor i1 %175, true
  %177 = xor i1 %176, true
  %178 = zext i1 %177 to i8
  store i8 %178, ptr %20, align 1
  %179 = load i8, ptr %18, align 1
  %180 = trunc i8 %179 to i1
  %181 = zext i1 %180 to i32
  %182 = load i8, ptr %19, align 1
  %183 = trunc i8 %182 to i1
  %184 = zext i1 %183 to i32
  %185 = add nsw i32 %181, %184
  %186 = load i8, ptr %20, align 1
  %187 = trunc i8 %186 to i1
  %188 = zext i1 %187 to i32
  %189 = add nsw i32 %185, %188
  %190 = load volatile i32, ptr %16, align 4
  %191 = load volatile i32, ptr %17, align 4
  %192 = icmp sgt i32 %190, %191
  %193 = zext i1 %192 to i32
  %194 = add nsw i32 %189, %193
  %195 = load volatile i32, ptr %16, align 4
  %196 = icmp eq i32 %195, 3
  %197 = zext i1 %196 to i32
  %198 = add nsw i32 %194, %197
  store i32 %198, ptr %21, align 4
  %199 = load i8, ptr %18, align 1
  %200 = trunc i8 %199 to i1
  %201 = zext i1 %200 to i32
  %202 = load i8, ptr %19, align 1
  %203 = trunc i8 %202 to i1
  %204 = zext i1 %203 to i32
  %205 = load i8, ptr %20, align 1
  %206 = trunc i8 %205 to i1
  %207 = zext i1 %206 to i32
  %208 = load i32, ptr %21, align 4
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %201, i32 noundef %204, i32 noundef %207, i32 noundef %208)
  %210 = load i32, ptr %21, align 4
  %211 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 2
  %212 = load i32, ptr %211, align 4
  %213 = add nsw i32 %210, %212
  ret i32 %213
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @from_u64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ne i64 %3, 0
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @from_i8(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = icmp ne i8 %3, 0
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @from_double(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp une double %3, 0.000000e+00
  ret i1 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @from_float(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fcmp une float %3, 0.000000e+00
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @from_ptr(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bool_sum(i1 noundef zeroext %0, i1 noundef zeroext %1, i1 noundef zeroext %2) #0 {
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
define internal zeroext i1 @bool_xor(i1 noundef zeroext %0, i1 noundef zeroext %1) #0 {
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
define internal zeroext i1 @in_range(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
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
define internal zeroext i1 @not_b(i1 noundef zeroext %0) #0 {
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
define internal { i64, i8 } @toggle(i64 %0, i8 %1) #0 {
  %3 = alloca %struct.flags, align 4
  %4 = alloca %struct.flags, align 4
  %5 = alloca { i64, i8 }, align 4
  %6 = alloca { i64, i8 }, align 8
  %7 = getelementptr inbounds { i64, i8 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 4
  %8 = getelementptr inbounds { i64, i8 }, ptr %5, i32 0, i32 1
  store i8 %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.flags, ptr %4, i32 0, i32 0
  %10 = load i8, ptr %9, align 4
  %11 = trunc i8 %10 to i1
  %12 = xor i1 %11, true
  %13 = getelementptr inbounds %struct.flags, ptr %4, i32 0, i32 0
  %14 = zext i1 %12 to i8
  store i8 %14, ptr %13, align 4
  %15 = getelementptr inbounds %struct.flags, ptr %4, i32 0, i32 1
  %16 = load i8, ptr %15, align 1
  %17 = trunc i8 %16 to i1
  br i1 %17, label %18, label %22

18:                                               ; preds = %2
  %19 = getelementptr inbounds %struct.flags, ptr %4, i32 0, i32 0
  %20 = load i8, ptr %19, align 4
  %21 = trunc i8 %20 to i1
  br label %22

22:                                               ; preds = %18, %2
  %23 = phi i1 [ false, %2 ], [ %21, %18 ]
  %24 = getelementptr inbounds %struct.flags, ptr %4, i32 0, i32 3
  %25 = zext i1 %23 to i8
  store i8 %25, ptr %24, align 4
  %26 = getelementptr inbounds %struct.flags, ptr %4, i32 0, i32 0
  %27 = load i8, ptr %26, align 4
  %28 = trunc i8 %27 to i1
  %29 = zext i1 %28 to i32
  %30 = getelementptr inbounds %struct.flags, ptr %4, i32 0, i32 1
  %31 = load i8, ptr %30, align 1
  %32 = trunc i8 %31 to i1
  %33 = zext i1 %32 to i32
  %34 = add nsw i32 %29, %33
  %35 = getelementptr inbounds %struct.flags, ptr %4, i32 0, i32 3
  %36 = load i8, ptr %35, align 4
  %37 = trunc i8 %36 to i1
  %38 = zext i1 %37 to i32
  %39 = add nsw i32 %34, %38
  %40 = getelementptr inbounds %struct.flags, ptr %4, i32 0, i32 2
  %41 = load i32, ptr %40, align 4
  %42 = add nsw i32 %41, %39
  store i32 %42, ptr %40, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false)
  %43 = load { i64, i8 }, ptr %6, align 8
  ret { i64, i8 } %43
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
