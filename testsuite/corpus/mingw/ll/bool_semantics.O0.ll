; ModuleID = 'programs/bool_semantics.c'
source_filename = "programs/bool_semantics.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %14 = alloca %struct.flags, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 48, i1 true)
  %21 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 1
  store volatile i64 1, ptr %21, align 8
  %22 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 2
  store volatile i64 2, ptr %22, align 16
  %23 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 3
  store volatile i64 256, ptr %23, align 8
  %24 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 4
  store volatile i64 4294967296, ptr %24, align 16
  %25 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 5
  store volatile i64 -9223372036854775808, ptr %25, align 8
  store i32 0, ptr %3, align 4
  br label %26

26:                                               ; preds = %37, %0
  %27 = load i32, ptr %3, align 4
  %28 = icmp slt i32 %27, 6
  br i1 %28, label %29, label %40

29:                                               ; preds = %26
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [6 x i64], ptr %2, i64 0, i64 %31
  %33 = load volatile i64, ptr %32, align 8
  %34 = call zeroext i1 @from_u64(i64 noundef %33)
  %35 = zext i1 %34 to i32
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %35)
  br label %37

37:                                               ; preds = %29
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %3, align 4
  br label %26, !llvm.loop !5

40:                                               ; preds = %26
  %41 = call zeroext i1 @from_i8(i8 noundef 0)
  %42 = zext i1 %41 to i32
  %43 = call zeroext i1 @from_i8(i8 noundef -128)
  %44 = zext i1 %43 to i32
  %45 = call zeroext i1 @from_i8(i8 noundef 64)
  %46 = zext i1 %45 to i32
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %42, i32 noundef %44, i32 noundef %46)
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 56, i1 true)
  %48 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 1
  store volatile double -0.000000e+00, ptr %48, align 8
  %49 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 2
  store volatile double 5.000000e-01, ptr %49, align 16
  %50 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 3
  store volatile double -1.000000e-300, ptr %50, align 8
  %51 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 4
  store volatile double 4.940660e-324, ptr %51, align 16
  %52 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 5
  store volatile double 0x7FF0000000000000, ptr %52, align 8
  %53 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 6
  store volatile double 0x7FF8000000000000, ptr %53, align 16
  store i32 0, ptr %5, align 4
  br label %54

54:                                               ; preds = %65, %40
  %55 = load i32, ptr %5, align 4
  %56 = icmp slt i32 %55, 7
  br i1 %56, label %57, label %68

57:                                               ; preds = %54
  %58 = load i32, ptr %5, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %59
  %61 = load volatile double, ptr %60, align 8
  %62 = call zeroext i1 @from_double(double noundef %61)
  %63 = zext i1 %62 to i32
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %63)
  br label %65

65:                                               ; preds = %57
  %66 = load i32, ptr %5, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %5, align 4
  br label %54, !llvm.loop !7

68:                                               ; preds = %54
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.f, i64 16, i1 true)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %7, align 4
  br label %70

70:                                               ; preds = %81, %68
  %71 = load i32, ptr %7, align 4
  %72 = icmp slt i32 %71, 4
  br i1 %72, label %73, label %84

73:                                               ; preds = %70
  %74 = load i32, ptr %7, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [4 x float], ptr %6, i64 0, i64 %75
  %77 = load volatile float, ptr %76, align 4
  %78 = call zeroext i1 @from_float(float noundef %77)
  %79 = zext i1 %78 to i32
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %79)
  br label %81

81:                                               ; preds = %73
  %82 = load i32, ptr %7, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %7, align 4
  br label %70, !llvm.loop !8

84:                                               ; preds = %70
  %85 = call zeroext i1 @from_ptr(ptr noundef %8)
  %86 = zext i1 %85 to i32
  %87 = call zeroext i1 @from_ptr(ptr noundef null)
  %88 = zext i1 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %86, i32 noundef %88)
  %90 = call i32 @bool_sum(i1 noundef zeroext true, i1 noundef zeroext true, i1 noundef zeroext true)
  %91 = call zeroext i1 @bool_xor(i1 noundef zeroext false, i1 noundef zeroext false)
  %92 = zext i1 %91 to i32
  %93 = call zeroext i1 @bool_xor(i1 noundef zeroext false, i1 noundef zeroext true)
  %94 = zext i1 %93 to i32
  %95 = call zeroext i1 @bool_xor(i1 noundef zeroext true, i1 noundef zeroext false)
  %96 = zext i1 %95 to i32
  %97 = call zeroext i1 @bool_xor(i1 noundef zeroext true, i1 noundef zeroext true)
  %98 = zext i1 %97 to i32
  %99 = call zeroext i1 @in_range(i32 noundef 5, i32 noundef 1, i32 noundef 10)
  %100 = zext i1 %99 to i32
  %101 = call zeroext i1 @in_range(i32 noundef 0, i32 noundef 1, i32 noundef 10)
  %102 = zext i1 %101 to i32
  %103 = call zeroext i1 @in_range(i32 noundef 11, i32 noundef 1, i32 noundef 10)
  %104 = zext i1 %103 to i32
  %105 = call zeroext i1 @not_b(i1 noundef zeroext false)
  %106 = zext i1 %105 to i32
  %107 = call zeroext i1 @not_b(i1 noundef zeroext true)
  %108 = zext i1 %107 to i32
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %90, i32 noundef %92, i32 noundef %94, i32 noundef %96, i32 noundef %98, i32 noundef %100, i32 noundef %102, i32 noundef %104, i32 noundef %106, i32 noundef %108)
  store i32 0, ptr %10, align 4
  br label %110

110:                                              ; preds = %122, %84
  %111 = load i32, ptr %10, align 4
  %112 = icmp slt i32 %111, 20
  br i1 %112, label %113, label %125

113:                                              ; preds = %110
  %114 = load i32, ptr %10, align 4
  %115 = mul nsw i32 %114, 7
  %116 = srem i32 %115, 3
  %117 = icmp eq i32 %116, 1
  %118 = load i32, ptr %10, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [20 x i8], ptr %9, i64 0, i64 %119
  %121 = zext i1 %117 to i8
  store i8 %121, ptr %120, align 1
  br label %122

122:                                              ; preds = %113
  %123 = load i32, ptr %10, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %10, align 4
  br label %110, !llvm.loop !9

125:                                              ; preds = %110
  %126 = getelementptr inbounds [20 x i8], ptr %9, i64 0, i64 0
  %127 = call i32 @pack(ptr noundef %126, i32 noundef 20)
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %127, i64 noundef 1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.fl, i64 12, i1 false)
  store i32 0, ptr %12, align 4
  br label %129

129:                                              ; preds = %148, %125
  %130 = load i32, ptr %12, align 4
  %131 = icmp slt i32 %130, 5
  br i1 %131, label %132, label %151

132:                                              ; preds = %129
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %11, i64 12, i1 false)
  call void @toggle(ptr dead_on_unwind writable sret(%struct.flags) align 4 %13, ptr noundef %14)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %13, i64 12, i1 false)
  %133 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 0
  %134 = load i8, ptr %133, align 4
  %135 = trunc i8 %134 to i1
  %136 = zext i1 %135 to i32
  %137 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 1
  %138 = load i8, ptr %137, align 1
  %139 = trunc i8 %138 to i1
  %140 = zext i1 %139 to i32
  %141 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 2
  %142 = load i32, ptr %141, align 4
  %143 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 3
  %144 = load i8, ptr %143, align 4
  %145 = trunc i8 %144 to i1
  %146 = zext i1 %145 to i32
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %136, i32 noundef %140, i32 noundef %142, i32 noundef %146)
  br label %148

148:                                              ; preds = %132
  %149 = load i32, ptr %12, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %12, align 4
  br label %129, !llvm.loop !10

151:                                              ; preds = %129
  store volatile i32 3, ptr %15, align 4
  store volatile i32 0, ptr %16, align 4
  %152 = load volatile i32, ptr %15, align 4
  %153 = icmp ne i32 %152, 0
  br i1 %153, label %154, label %157

154:                                              ; preds = %151
  %155 = load volatile i32, ptr %16, align 4
  %156 = icmp ne i32 %155, 0
  br label %157

157:                                              ; preds = %154, %151
  %158 = phi i1 [ false, %151 ], [ %156, %154 ]
  %159 = zext i1 %158 to i8
  store i8 %159, ptr %17, align 1
  %160 = load volatile i32, ptr %15, align 4
  %161 = icmp ne i32 %160, 0
  br i1 %161, label %165, label %162

162:                                              ; preds = %157
  %163 = load volatile i32, ptr %16, align 4
  %164 = icmp ne i32 %163, 0
  br label %165

165:                                              ; preds = %162, %157
  %166 = phi i1 [ true, %157 ], [ %164, %162 ]
  %167 = zext i1 %166 to i8
  store i8 %167, ptr %18, align 1
  %168 = load volatile i32, ptr %15, align 4
  %169 = icmp ne i32 %168, 0
  %170 = xor i1 %169, true
  %171 = xor i1 %170, true
  %172 = zext i1 %171 to i8
  store i8 %172, ptr %19, align 1
  %173 = load i8, ptr %17, align 1
  %174 = trunc i8 %173 to i1
  %175 = zext i1 %174 to i32
  %176 = load i8, ptr %18, align 1
  %177 = trunc i8 %176 to i1
  %178 = zext i1 %177 to i32
  %179 = add nsw i32 %175, %178
  %180 = load i8, ptr %19, align 1
  %181 = trunc i8 %180 to i1
  %182 = zext i1 %181 to i32
  %183 = add nsw i32 %179, %182
  %184 = load volatile i32, ptr %15, align 4
  %185 = load volatile i32, ptr %16, align 4
  %186 = icmp sgt i32 %184, %185
  %187 = zext i1 %186 to i32
  %188 = add nsw i32 %183, %187
  %189 = load volatile i32, ptr %15, align 4
  %190 = icmp eq i32 %189, 3
  %191 = zext i1 %190 to i32
  %192 = add nsw i32 %188, %191
  store i32 %192, ptr %20, align 4
  %193 = load i8, ptr %17, align 1
  %194 = trunc i8 %193 to i1
  %195 = zext i1 %194 to i32
  %196 = load i8, ptr %18, align 1
  %197 = trunc i8 %196 to i1
  %198 = zext i1 %197 to i32
  %199 = load i8, ptr %19, align 1
  %200 = trunc i8 %199 to i1
  %201 = zext i1 %200 to i32
  %202 = load i32, ptr %20, align 4
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %195, i32 noundef %198, i32 noundef %201, i32 noundef %202)
  %204 = load i32, ptr %20, align 4
  %205 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 2
  %206 = load i32, ptr %205, align 4
  %207 = add nsw i32 %204, %206
  ret i32 %207
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @from_u64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ne i64 %3, 0
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @from_i8(i8 noundef %0) #0 {
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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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
  br label %7, !llvm.loop !11

26:                                               ; preds = %7
  %27 = load i32, ptr %5, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @toggle(ptr dead_on_unwind noalias writable sret(%struct.flags) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.flags, ptr %1, i32 0, i32 0
  %6 = load i8, ptr %5, align 4
  %7 = trunc i8 %6 to i1
  %8 = xor i1 %7, true
  %9 = getelementptr inbounds %struct.flags, ptr %1, i32 0, i32 0
  %10 = zext i1 %8 to i8
  store i8 %10, ptr %9, align 4
  %11 = getelementptr inbounds %struct.flags, ptr %1, i32 0, i32 1
  %12 = load i8, ptr %11, align 1
  %13 = trunc i8 %12 to i1
  br i1 %13, label %14, label %18

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.flags, ptr %1, i32 0, i32 0
  %16 = load i8, ptr %15, align 4
  %17 = trunc i8 %16 to i1
  br label %18

18:                                               ; preds = %14, %2
  %19 = phi i1 [ false, %2 ], [ %17, %14 ]
  %20 = getelementptr inbounds %struct.flags, ptr %1, i32 0, i32 3
  %21 = zext i1 %19 to i8
  store i8 %21, ptr %20, align 4
  %22 = getelementptr inbounds %struct.flags, ptr %1, i32 0, i32 0
  %23 = load i8, ptr %22, align 4
  %24 = trunc i8 %23 to i1
  %25 = zext i1 %24 to i32
  %26 = getelementptr inbounds %struct.flags, ptr %1, i32 0, i32 1
  %27 = load i8, ptr %26, align 1
  %28 = trunc i8 %27 to i1
  %29 = zext i1 %28 to i32
  %30 = add nsw i32 %25, %29
  %31 = getelementptr inbounds %struct.flags, ptr %1, i32 0, i32 3
  %32 = load i8, ptr %31, align 4
  %33 = trunc i8 %32 to i1
  %34 = zext i1 %33 to i32
  %35 = add nsw i32 %30, %34
  %36 = getelementptr inbounds %struct.flags, ptr %1, i32 0, i32 2
  %37 = load i32, ptr %36, align 4
  %38 = add nsw i32 %37, %35
  store i32 %38, ptr %36, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 12, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
