; ModuleID = 'programs/bool_ops.c'
source_filename = "programs/bool_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.flags = type { i8, i8, i8, i8 }

@.str = private unnamed_addr constant [16 x i8] c"int %lld -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"dbl %g -> %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"ptr %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"ops %d %d %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"arith %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"inc %d \00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1
@__const.main.fl = private unnamed_addr constant %struct.flags { i8 1, i8 0, i8 11, i8 undef }, align 4
@.str.9 = private unnamed_addr constant [31 x i8] c"flags %d %d %d %d %d size=%zu\0A\00", align 1
@.str.10 = private unnamed_addr constant [28 x i8] c"count %d sizeof(_Bool)=%zu\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"vb %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"sh %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca [7 x double], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca %struct.flags, align 4
  %12 = alloca [17 x i8], align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 56, i1 false)
  %18 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 1
  store i64 1, ptr %18, align 8
  %19 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 2
  store i64 -1, ptr %19, align 8
  %20 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 3
  store i64 2, ptr %20, align 8
  %21 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 4
  store i64 256, ptr %21, align 8
  %22 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 5
  store i64 4294967296, ptr %22, align 8
  %23 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 6
  store i64 -9223372036854775808, ptr %23, align 8
  store i32 0, ptr %3, align 4
  br label %24

24:                                               ; preds = %40, %0
  %25 = load i32, ptr %3, align 4
  %26 = zext i32 %25 to i64
  %27 = icmp ult i64 %26, 7
  br i1 %27, label %28, label %43

28:                                               ; preds = %24
  %29 = load i32, ptr %3, align 4
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8
  %33 = load i32, ptr %3, align 4
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %34
  %36 = load i64, ptr %35, align 8
  %37 = call i1 @to_bool_i(i64 noundef %36)
  %38 = zext i1 %37 to i32
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %32, i32 noundef %38)
  br label %40

40:                                               ; preds = %28
  %41 = load i32, ptr %3, align 4
  %42 = add i32 %41, 1
  store i32 %42, ptr %3, align 4
  br label %24, !llvm.loop !6

43:                                               ; preds = %24
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 56, i1 false)
  %44 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 1
  store double -0.000000e+00, ptr %44, align 8
  %45 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 2
  store double 5.000000e-01, ptr %45, align 8
  %46 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 3
  store double 9.999880e-321, ptr %46, align 8
  %47 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 4
  store double -1.000000e+300, ptr %47, align 8
  %48 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 5
  store double 0x7FF8000000000000, ptr %48, align 8
  %49 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 6
  store double 0x7FF0000000000000, ptr %49, align 8
  store i32 0, ptr %5, align 4
  br label %50

50:                                               ; preds = %66, %43
  %51 = load i32, ptr %5, align 4
  %52 = zext i32 %51 to i64
  %53 = icmp ult i64 %52, 7
  br i1 %53, label %54, label %69

54:                                               ; preds = %50
  %55 = load i32, ptr %5, align 4
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = load i32, ptr %5, align 4
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = call i1 @to_bool_d(double noundef %62)
  %64 = zext i1 %63 to i32
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %58, i32 noundef %64)
  br label %66

66:                                               ; preds = %54
  %67 = load i32, ptr %5, align 4
  %68 = add i32 %67, 1
  store i32 %68, ptr %5, align 4
  br label %50, !llvm.loop !8

69:                                               ; preds = %50
  store i32 5, ptr %6, align 4
  %70 = call i1 @to_bool_p(ptr noundef %6)
  %71 = zext i1 %70 to i32
  %72 = call i1 @to_bool_p(ptr noundef null)
  %73 = zext i1 %72 to i32
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %71, i32 noundef %73)
  store i8 1, ptr %7, align 1
  store i8 0, ptr %8, align 1
  %75 = load i8, ptr %7, align 1
  %76 = trunc i8 %75 to i1
  %77 = load i8, ptr %8, align 1
  %78 = trunc i8 %77 to i1
  %79 = call i1 @band(i1 noundef %76, i1 noundef %78)
  %80 = zext i1 %79 to i32
  %81 = load i8, ptr %7, align 1
  %82 = trunc i8 %81 to i1
  %83 = load i8, ptr %7, align 1
  %84 = trunc i8 %83 to i1
  %85 = call i1 @band(i1 noundef %82, i1 noundef %84)
  %86 = zext i1 %85 to i32
  %87 = load i8, ptr %7, align 1
  %88 = trunc i8 %87 to i1
  %89 = load i8, ptr %7, align 1
  %90 = trunc i8 %89 to i1
  %91 = call i1 @bxor(i1 noundef %88, i1 noundef %90)
  %92 = zext i1 %91 to i32
  %93 = load i8, ptr %7, align 1
  %94 = trunc i8 %93 to i1
  %95 = load i8, ptr %8, align 1
  %96 = trunc i8 %95 to i1
  %97 = call i1 @bxor(i1 noundef %94, i1 noundef %96)
  %98 = zext i1 %97 to i32
  %99 = load i8, ptr %8, align 1
  %100 = trunc i8 %99 to i1
  %101 = call i1 @bnot(i1 noundef %100)
  %102 = zext i1 %101 to i32
  %103 = load i8, ptr %7, align 1
  %104 = trunc i8 %103 to i1
  %105 = call i1 @bnot(i1 noundef %104)
  %106 = zext i1 %105 to i32
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %80, i32 noundef %86, i32 noundef %92, i32 noundef %98, i32 noundef %102, i32 noundef %106)
  %108 = load i8, ptr %7, align 1
  %109 = trunc i8 %108 to i1
  %110 = zext i1 %109 to i32
  %111 = load i8, ptr %7, align 1
  %112 = trunc i8 %111 to i1
  %113 = zext i1 %112 to i32
  %114 = add nsw i32 %110, %113
  %115 = load i8, ptr %7, align 1
  %116 = trunc i8 %115 to i1
  %117 = call i32 @from_bool(i1 noundef %116)
  %118 = load i8, ptr %7, align 1
  %119 = trunc i8 %118 to i1
  %120 = zext i1 %119 to i32
  %121 = mul nsw i32 %120, 5
  %122 = load i8, ptr %8, align 1
  %123 = trunc i8 %122 to i1
  %124 = zext i1 %123 to i32
  %125 = sub nsw i32 %121, %124
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %114, i32 noundef %117, i32 noundef %125)
  store i8 0, ptr %9, align 1
  %127 = load i8, ptr %9, align 1
  %128 = trunc i8 %127 to i1
  store i8 1, ptr %9, align 1
  %129 = load i8, ptr %9, align 1
  %130 = trunc i8 %129 to i1
  %131 = zext i1 %130 to i32
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %131)
  %133 = load i8, ptr %9, align 1
  %134 = trunc i8 %133 to i1
  store i8 1, ptr %9, align 1
  %135 = load i8, ptr %9, align 1
  %136 = trunc i8 %135 to i1
  %137 = zext i1 %136 to i32
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %137)
  %139 = load i8, ptr %9, align 1
  %140 = trunc i8 %139 to i1
  %141 = add i1 %140, true
  %142 = zext i1 %141 to i8
  store i8 %142, ptr %9, align 1
  %143 = load i8, ptr %9, align 1
  %144 = trunc i8 %143 to i1
  %145 = zext i1 %144 to i32
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %145)
  %147 = load i8, ptr %9, align 1
  %148 = trunc i8 %147 to i1
  %149 = add i1 %148, true
  %150 = zext i1 %149 to i8
  store i8 %150, ptr %9, align 1
  %151 = load i8, ptr %9, align 1
  %152 = trunc i8 %151 to i1
  %153 = zext i1 %152 to i32
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %153)
  %155 = call i1 @ret_cmp(i32 noundef 3, i32 noundef 4)
  %156 = zext i1 %155 to i8
  store i8 %156, ptr %10, align 1
  %157 = load i8, ptr %10, align 1
  %158 = trunc i8 %157 to i1
  %159 = zext i1 %158 to i32
  %160 = call i1 @ret_cmp(i32 noundef 4, i32 noundef 3)
  %161 = zext i1 %160 to i32
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %159, i32 noundef %161)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.fl, i64 4, i1 false)
  %163 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 2
  %164 = load i8, ptr %163, align 2
  %165 = lshr i8 %164, 1
  %166 = and i8 %165, 7
  %167 = zext i8 %166 to i32
  %168 = add nsw i32 %167, 4
  %169 = trunc i32 %168 to i8
  %170 = load i8, ptr %163, align 2
  %171 = and i8 %169, 7
  %172 = shl i8 %171, 1
  %173 = and i8 %170, -15
  %174 = or i8 %173, %172
  store i8 %174, ptr %163, align 2
  %175 = zext i8 %171 to i32
  %176 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 2
  %177 = load i8, ptr %176, align 2
  %178 = and i8 %177, -17
  %179 = or i8 %178, 16
  store i8 %179, ptr %176, align 2
  %180 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 1
  store i8 1, ptr %180, align 1
  %181 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 0
  %182 = load i8, ptr %181, align 4
  %183 = trunc i8 %182 to i1
  %184 = zext i1 %183 to i32
  %185 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 1
  %186 = load i8, ptr %185, align 1
  %187 = trunc i8 %186 to i1
  %188 = zext i1 %187 to i32
  %189 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 2
  %190 = load i8, ptr %189, align 2
  %191 = and i8 %190, 1
  %192 = trunc i8 %191 to i1
  %193 = zext i1 %192 to i32
  %194 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 2
  %195 = load i8, ptr %194, align 2
  %196 = lshr i8 %195, 1
  %197 = and i8 %196, 7
  %198 = zext i8 %197 to i32
  %199 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 2
  %200 = load i8, ptr %199, align 2
  %201 = lshr i8 %200, 4
  %202 = and i8 %201, 1
  %203 = trunc i8 %202 to i1
  %204 = zext i1 %203 to i32
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %184, i32 noundef %188, i32 noundef %193, i32 noundef %198, i32 noundef %204, i64 noundef 4)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %206

206:                                              ; preds = %218, %69
  %207 = load i32, ptr %14, align 4
  %208 = icmp slt i32 %207, 17
  br i1 %208, label %209, label %221

209:                                              ; preds = %206
  %210 = load i32, ptr %14, align 4
  %211 = mul nsw i32 %210, 7
  %212 = srem i32 %211, 3
  %213 = icmp ne i32 %212, 0
  %214 = load i32, ptr %14, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [17 x i8], ptr %12, i64 0, i64 %215
  %217 = zext i1 %213 to i8
  store i8 %217, ptr %216, align 1
  br label %218

218:                                              ; preds = %209
  %219 = load i32, ptr %14, align 4
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %14, align 4
  br label %206, !llvm.loop !9

221:                                              ; preds = %206
  store i32 0, ptr %15, align 4
  br label %222

222:                                              ; preds = %234, %221
  %223 = load i32, ptr %15, align 4
  %224 = icmp slt i32 %223, 17
  br i1 %224, label %225, label %237

225:                                              ; preds = %222
  %226 = load i32, ptr %15, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [17 x i8], ptr %12, i64 0, i64 %227
  %229 = load i8, ptr %228, align 1
  %230 = trunc i8 %229 to i1
  %231 = zext i1 %230 to i32
  %232 = load i32, ptr %13, align 4
  %233 = add nsw i32 %232, %231
  store i32 %233, ptr %13, align 4
  br label %234

234:                                              ; preds = %225
  %235 = load i32, ptr %15, align 4
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr %15, align 4
  br label %222, !llvm.loop !10

237:                                              ; preds = %222
  %238 = load i32, ptr %13, align 4
  %239 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %238, i64 noundef 1)
  store volatile i8 1, ptr %16, align 1
  %240 = load volatile i8, ptr %16, align 1
  %241 = trunc i8 %240 to i1
  %242 = xor i1 %241, true
  %243 = zext i1 %242 to i8
  store volatile i8 %243, ptr %16, align 1
  %244 = load volatile i8, ptr %16, align 1
  %245 = trunc i8 %244 to i1
  %246 = zext i1 %245 to i32
  %247 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %246)
  store i8 1, ptr %17, align 1
  %248 = load i8, ptr %17, align 1
  %249 = trunc i8 %248 to i1
  %250 = zext i1 %249 to i32
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %250)
  %252 = load i32, ptr %13, align 4
  ret i32 %252
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @to_bool_i(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ne i64 %3, 0
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @to_bool_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp une double %3, 0.000000e+00
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @to_bool_p(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @band(i1 noundef %0, i1 noundef %1) #0 {
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
  %13 = and i32 %9, %12
  %14 = icmp ne i32 %13, 0
  ret i1 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @bxor(i1 noundef %0, i1 noundef %1) #0 {
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
define internal i1 @bnot(i1 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = zext i1 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i1
  %6 = xor i1 %5, true
  ret i1 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @from_bool(i1 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = zext i1 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i1
  %6 = zext i1 %5 to i32
  %7 = add nsw i32 %6, 1
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @ret_cmp(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %5, %6
  ret i1 %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

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
