; ModuleID = 'programs/bool_ops.c'
source_filename = "programs/bool_ops.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.flags = type { i8, i8, i8, i32, i8 }

@.str = private unnamed_addr constant [16 x i8] c"int %lld -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"dbl %g -> %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"ptr %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"ops %d %d %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"arith %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"inc %d \00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1
@__const.main.fl = private unnamed_addr constant { i8, i8, i8, i8, i8, [3 x i8], i8, [3 x i8] } { i8 1, i8 0, i8 1, i8 undef, i8 5, [3 x i8] undef, i8 0, [3 x i8] undef }, align 4
@.str.9 = private unnamed_addr constant [31 x i8] c"flags %d %d %d %d %d size=%zu\0A\00", align 1
@.str.10 = private unnamed_addr constant [28 x i8] c"count %d sizeof(_Bool)=%zu\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"vb %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"sh %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca [7 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca %struct.flags, align 4
  %12 = alloca [17 x i8], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 56, i1 false)
  %18 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 1
  store i64 1, ptr %18, align 8
  %19 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 2
  store i64 -1, ptr %19, align 16
  %20 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 3
  store i64 2, ptr %20, align 8
  %21 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 4
  store i64 256, ptr %21, align 16
  %22 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 5
  store i64 4294967296, ptr %22, align 8
  %23 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 6
  store i64 -9223372036854775808, ptr %23, align 16
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
  %37 = call zeroext i1 @to_bool_i(i64 noundef %36)
  %38 = zext i1 %37 to i32
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %32, i32 noundef %38)
  br label %40

40:                                               ; preds = %28
  %41 = load i32, ptr %3, align 4
  %42 = add i32 %41, 1
  store i32 %42, ptr %3, align 4
  br label %24, !llvm.loop !5

43:                                               ; preds = %24
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 56, i1 false)
  %44 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 1
  store double -0.000000e+00, ptr %44, align 8
  %45 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 2
  store double 5.000000e-01, ptr %45, align 16
  %46 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 3
  store double 9.999880e-321, ptr %46, align 8
  %47 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 4
  store double -1.000000e+300, ptr %47, align 16
  %48 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 5
  store double 0x7FF8000000000000, ptr %48, align 8
  %49 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 6
  store double 0x7FF0000000000000, ptr %49, align 16
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
  %63 = call zeroext i1 @to_bool_d(double noundef %62)
  %64 = zext i1 %63 to i32
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %58, i32 noundef %64)
  br label %66

66:                                               ; preds = %54
  %67 = load i32, ptr %5, align 4
  %68 = add i32 %67, 1
  store i32 %68, ptr %5, align 4
  br label %50, !llvm.loop !7

69:                                               ; preds = %50
  store i32 5, ptr %6, align 4
  %70 = call zeroext i1 @to_bool_p(ptr noundef %6)
  %71 = zext i1 %70 to i32
  %72 = call zeroext i1 @to_bool_p(ptr noundef null)
  %73 = zext i1 %72 to i32
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %71, i32 noundef %73)
  store i8 1, ptr %7, align 1
  store i8 0, ptr %8, align 1
  %75 = load i8, ptr %7, align 1
  %76 = trunc i8 %75 to i1
  %77 = load i8, ptr %8, align 1
  %78 = trunc i8 %77 to i1
  %79 = call zeroext i1 @band(i1 noundef zeroext %76, i1 noundef zeroext %78)
  %80 = zext i1 %79 to i32
  %81 = load i8, ptr %7, align 1
  %82 = trunc i8 %81 to i1
  %83 = load i8, ptr %7, align 1
  %84 = trunc i8 %83 to i1
  %85 = call zeroext i1 @band(i1 noundef zeroext %82, i1 noundef zeroext %84)
  %86 = zext i1 %85 to i32
  %87 = load i8, ptr %7, align 1
  %88 = trunc i8 %87 to i1
  %89 = load i8, ptr %7, align 1
  %90 = trunc i8 %89 to i1
  %91 = call zeroext i1 @bxor(i1 noundef zeroext %88, i1 noundef zeroext %90)
  %92 = zext i1 %91 to i32
  %93 = load i8, ptr %7, align 1
  %94 = trunc i8 %93 to i1
  %95 = load i8, ptr %8, align 1
  %96 = trunc i8 %95 to i1
  %97 = call zeroext i1 @bxor(i1 noundef zeroext %94, i1 noundef zeroext %96)
  %98 = zext i1 %97 to i32
  %99 = load i8, ptr %8, align 1
  %100 = trunc i8 %99 to i1
  %101 = call zeroext i1 @bnot(i1 noundef zeroext %100)
  %102 = zext i1 %101 to i32
  %103 = load i8, ptr %7, align 1
  %104 = trunc i8 %103 to i1
  %105 = call zeroext i1 @bnot(i1 noundef zeroext %104)
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
  %117 = call i32 @from_bool(i1 noundef zeroext %116)
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
  %155 = call zeroext i1 @ret_cmp(i32 noundef 3, i32 noundef 4)
  %156 = zext i1 %155 to i8
  store i8 %156, ptr %10, align 1
  %157 = load i8, ptr %10, align 1
  %158 = trunc i8 %157 to i1
  %159 = zext i1 %158 to i32
  %160 = call zeroext i1 @ret_cmp(i32 noundef 4, i32 noundef 3)
  %161 = zext i1 %160 to i32
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %159, i32 noundef %161)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.fl, i64 12, i1 false)
  %163 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 3
  %164 = load i32, ptr %163, align 4
  %165 = and i32 %164, 7
  %166 = add nsw i32 %165, 4
  %167 = load i32, ptr %163, align 4
  %168 = and i32 %166, 7
  %169 = and i32 %167, -8
  %170 = or i32 %169, %168
  store i32 %170, ptr %163, align 4
  %171 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 4
  %172 = load i8, ptr %171, align 4
  %173 = and i8 %172, -2
  %174 = or i8 %173, 1
  store i8 %174, ptr %171, align 4
  %175 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 1
  store i8 1, ptr %175, align 1
  %176 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 0
  %177 = load i8, ptr %176, align 4
  %178 = trunc i8 %177 to i1
  %179 = zext i1 %178 to i32
  %180 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 1
  %181 = load i8, ptr %180, align 1
  %182 = trunc i8 %181 to i1
  %183 = zext i1 %182 to i32
  %184 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 2
  %185 = load i8, ptr %184, align 2
  %186 = and i8 %185, 1
  %187 = trunc i8 %186 to i1
  %188 = zext i1 %187 to i32
  %189 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 3
  %190 = load i32, ptr %189, align 4
  %191 = and i32 %190, 7
  %192 = getelementptr inbounds %struct.flags, ptr %11, i32 0, i32 4
  %193 = load i8, ptr %192, align 4
  %194 = and i8 %193, 1
  %195 = trunc i8 %194 to i1
  %196 = zext i1 %195 to i32
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %179, i32 noundef %183, i32 noundef %188, i32 noundef %191, i32 noundef %196, i64 noundef 12)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %198

198:                                              ; preds = %210, %69
  %199 = load i32, ptr %14, align 4
  %200 = icmp slt i32 %199, 17
  br i1 %200, label %201, label %213

201:                                              ; preds = %198
  %202 = load i32, ptr %14, align 4
  %203 = mul nsw i32 %202, 7
  %204 = srem i32 %203, 3
  %205 = icmp ne i32 %204, 0
  %206 = load i32, ptr %14, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [17 x i8], ptr %12, i64 0, i64 %207
  %209 = zext i1 %205 to i8
  store i8 %209, ptr %208, align 1
  br label %210

210:                                              ; preds = %201
  %211 = load i32, ptr %14, align 4
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %14, align 4
  br label %198, !llvm.loop !8

213:                                              ; preds = %198
  store i32 0, ptr %15, align 4
  br label %214

214:                                              ; preds = %226, %213
  %215 = load i32, ptr %15, align 4
  %216 = icmp slt i32 %215, 17
  br i1 %216, label %217, label %229

217:                                              ; preds = %214
  %218 = load i32, ptr %15, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [17 x i8], ptr %12, i64 0, i64 %219
  %221 = load i8, ptr %220, align 1
  %222 = trunc i8 %221 to i1
  %223 = zext i1 %222 to i32
  %224 = load i32, ptr %13, align 4
  %225 = add nsw i32 %224, %223
  store i32 %225, ptr %13, align 4
  br label %226

226:                                              ; preds = %217
  %227 = load i32, ptr %15, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %15, align 4
  br label %214, !llvm.loop !9

229:                                              ; preds = %214
  %230 = load i32, ptr %13, align 4
  %231 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %230, i64 noundef 1)
  store volatile i8 1, ptr %16, align 1
  %232 = load volatile i8, ptr %16, align 1
  %233 = trunc i8 %232 to i1
  %234 = xor i1 %233, true
  %235 = zext i1 %234 to i8
  store volatile i8 %235, ptr %16, align 1
  %236 = load volatile i8, ptr %16, align 1
  %237 = trunc i8 %236 to i1
  %238 = zext i1 %237 to i32
  %239 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %238)
  store i8 1, ptr %17, align 1
  %240 = load i8, ptr %17, align 1
  %241 = trunc i8 %240 to i1
  %242 = zext i1 %241 to i32
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %242)
  %244 = load i32, ptr %13, align 4
  ret i32 %244
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
define internal zeroext i1 @to_bool_i(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ne i64 %3, 0
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @to_bool_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp une double %3, 0.000000e+00
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @to_bool_p(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @band(i1 noundef zeroext %0, i1 noundef zeroext %1) #0 {
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
define internal zeroext i1 @bxor(i1 noundef zeroext %0, i1 noundef zeroext %1) #0 {
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
define internal zeroext i1 @bnot(i1 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  %3 = zext i1 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i1
  %6 = xor i1 %5, true
  ret i1 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @from_bool(i1 noundef zeroext %0) #0 {
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
define internal zeroext i1 @ret_cmp(i32 noundef %0, i32 noundef %1) #0 {
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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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
