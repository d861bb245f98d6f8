; ModuleID = 'programs/bitfields_odd_widths.c'
source_filename = "programs/bitfields_odd_widths.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.bf4 = type { i8, i8 }
%struct.bf1 = type { i32, i32 }
%struct.bf2 = type { i64, i64, i64, i8, i64 }
%struct.bf3 = type { i8, i32, i32, i16, i16 }

@.str = private unnamed_addr constant [23 x i8] c"sizes %zu %zu %zu %zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c"k=%d a=%u b=%d c=%u d=%d e=%u f=%u sum=%lld \00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"total1=%lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [43 x i8] c"k=%lld x=%llu y=%lld z=%llu tag=%u w=%lld\0A\00", align 1
@__const.main.t = private unnamed_addr constant { i8, [3 x i8], i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 113, [3 x i8] undef, i8 16, [3 x i8] undef, i8 -1, i8 -1, i8 -1, i8 63, i8 0, i8 1, i8 -1, i8 1 }, align 4
@.str.4 = private unnamed_addr constant [20 x i8] c"bf3 %c %d %d %d %u\0A\00", align 1
@__const.main.q = private unnamed_addr constant %struct.bf4 { i8 63, i8 -56 }, align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"bf4 %u %u %u \00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"neg=%lld sh=%d cmp=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"d=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"c wrap=%u\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.bf1, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca %struct.bf2, align 8
  %8 = alloca %struct.bf3, align 4
  %9 = alloca %struct.bf4, align 1
  %10 = alloca i32, align 4
  %11 = alloca %struct.bf1, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 8, i64 noundef 40, i64 noundef 16, i64 noundef 2)
  store i64 0, ptr %2, align 8
  store i32 -5, ptr %3, align 4
  br label %15

15:                                               ; preds = %54, %0
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %16, 300
  br i1 %17, label %18, label %57

18:                                               ; preds = %15
  %19 = load i32, ptr %3, align 4
  %20 = call i64 @mk1(i32 noundef %19)
  store i64 %20, ptr %4, align 4
  %21 = load i64, ptr %4, align 4
  %22 = call i64 @sum1(i64 %21)
  store i64 %22, ptr %5, align 8
  %23 = load i64, ptr %5, align 8
  %24 = load i64, ptr %2, align 8
  %25 = add nsw i64 %24, %23
  store i64 %25, ptr %2, align 8
  %26 = load i32, ptr %3, align 4
  %27 = srem i32 %26, 5
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %53

29:                                               ; preds = %18
  %30 = load i32, ptr %3, align 4
  %31 = load i32, ptr %4, align 4
  %32 = and i32 %31, 7
  %33 = load i32, ptr %4, align 4
  %34 = shl i32 %33, 26
  %35 = ashr i32 %34, 29
  %36 = load i32, ptr %4, align 4
  %37 = lshr i32 %36, 6
  %38 = and i32 %37, 131071
  %39 = getelementptr inbounds %struct.bf1, ptr %4, i32 0, i32 1
  %40 = load i32, ptr %39, align 4
  %41 = shl i32 %40, 15
  %42 = ashr i32 %41, 15
  %43 = getelementptr inbounds %struct.bf1, ptr %4, i32 0, i32 1
  %44 = load i32, ptr %43, align 4
  %45 = lshr i32 %44, 17
  %46 = and i32 %45, 1
  %47 = getelementptr inbounds %struct.bf1, ptr %4, i32 0, i32 1
  %48 = load i32, ptr %47, align 4
  %49 = lshr i32 %48, 18
  %50 = and i32 %49, 127
  %51 = load i64, ptr %5, align 8
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %30, i32 noundef %32, i32 noundef %35, i32 noundef %38, i32 noundef %42, i32 noundef %46, i32 noundef %50, i64 noundef %51)
  call void @dump(ptr noundef %4, i64 noundef 8)
  br label %53

53:                                               ; preds = %29, %18
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr %3, align 4
  %56 = add nsw i32 %55, 7
  store i32 %56, ptr %3, align 4
  br label %15, !llvm.loop !5

57:                                               ; preds = %15
  %58 = load i64, ptr %2, align 8
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %58)
  store i64 -3, ptr %6, align 8
  br label %60

60:                                               ; preds = %83, %57
  %61 = load i64, ptr %6, align 8
  %62 = icmp slt i64 %61, 4000000000
  br i1 %62, label %63, label %87

63:                                               ; preds = %60
  %64 = load i64, ptr %6, align 8
  call void @mk2(ptr dead_on_unwind writable sret(%struct.bf2) align 8 %7, i64 noundef %64)
  %65 = load i64, ptr %6, align 8
  %66 = load i64, ptr %7, align 8
  %67 = and i64 %66, 8589934591
  %68 = getelementptr inbounds %struct.bf2, ptr %7, i32 0, i32 1
  %69 = load i64, ptr %68, align 8
  %70 = shl i64 %69, 31
  %71 = ashr i64 %70, 31
  %72 = getelementptr inbounds %struct.bf2, ptr %7, i32 0, i32 2
  %73 = load i64, ptr %72, align 8
  %74 = and i64 %73, 9223372036854775807
  %75 = getelementptr inbounds %struct.bf2, ptr %7, i32 0, i32 3
  %76 = load i8, ptr %75, align 8
  %77 = zext i8 %76 to i32
  %78 = getelementptr inbounds %struct.bf2, ptr %7, i32 0, i32 4
  %79 = load i64, ptr %78, align 8
  %80 = shl i64 %79, 17
  %81 = ashr i64 %80, 17
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %65, i64 noundef %67, i64 noundef %71, i64 noundef %74, i32 noundef %77, i64 noundef %81)
  br label %83

83:                                               ; preds = %63
  %84 = load i64, ptr %6, align 8
  %85 = mul nsw i64 %84, 3
  %86 = add nsw i64 %85, 11
  store i64 %86, ptr %6, align 8
  br label %60, !llvm.loop !7

87:                                               ; preds = %60
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.t, i64 16, i1 false)
  %88 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 0
  %89 = load i8, ptr %88, align 4
  %90 = sext i8 %89 to i32
  %91 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 1
  %92 = load i32, ptr %91, align 4
  %93 = shl i32 %92, 27
  %94 = ashr i32 %93, 27
  %95 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 2
  %96 = load i32, ptr %95, align 4
  %97 = shl i32 %96, 1
  %98 = ashr i32 %97, 1
  %99 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %100 = load i16, ptr %99, align 4
  %101 = shl i16 %100, 7
  %102 = ashr i16 %101, 7
  %103 = sext i16 %102 to i32
  %104 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 4
  %105 = load i16, ptr %104, align 2
  %106 = and i16 %105, 511
  %107 = zext i16 %106 to i32
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %90, i32 noundef %94, i32 noundef %98, i32 noundef %103, i32 noundef %107)
  %109 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 1
  %110 = load i32, ptr %109, align 4
  %111 = shl i32 %110, 27
  %112 = ashr i32 %111, 27
  %113 = add nsw i32 %112, 31
  %114 = load i32, ptr %109, align 4
  %115 = and i32 %113, 31
  %116 = and i32 %114, -32
  %117 = or i32 %116, %115
  store i32 %117, ptr %109, align 4
  %118 = shl i32 %115, 27
  %119 = ashr i32 %118, 27
  %120 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 2
  %121 = load i32, ptr %120, align 4
  %122 = shl i32 %121, 1
  %123 = ashr i32 %122, 1
  %124 = sub nsw i32 0, %123
  %125 = sub nsw i32 %124, 1
  %126 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 2
  %127 = load i32, ptr %126, align 4
  %128 = and i32 %125, 2147483647
  %129 = and i32 %127, -2147483648
  %130 = or i32 %129, %128
  store i32 %130, ptr %126, align 4
  %131 = shl i32 %128, 1
  %132 = ashr i32 %131, 1
  %133 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %134 = load i16, ptr %133, align 4
  %135 = shl i16 %134, 7
  %136 = ashr i16 %135, 7
  %137 = sext i16 %136 to i32
  %138 = mul nsw i32 %137, 1
  %139 = trunc i32 %138 to i16
  %140 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %141 = load i16, ptr %140, align 4
  %142 = and i16 %139, 511
  %143 = and i16 %141, -512
  %144 = or i16 %143, %142
  store i16 %144, ptr %140, align 4
  %145 = shl i16 %142, 7
  %146 = ashr i16 %145, 7
  %147 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 4
  %148 = load i16, ptr %147, align 2
  %149 = and i16 %148, 511
  %150 = zext i16 %149 to i32
  %151 = add nsw i32 %150, 2
  %152 = trunc i32 %151 to i16
  %153 = load i16, ptr %147, align 2
  %154 = and i16 %152, 511
  %155 = and i16 %153, -512
  %156 = or i16 %155, %154
  store i16 %156, ptr %147, align 2
  %157 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 0
  %158 = load i8, ptr %157, align 4
  %159 = sext i8 %158 to i32
  %160 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 1
  %161 = load i32, ptr %160, align 4
  %162 = shl i32 %161, 27
  %163 = ashr i32 %162, 27
  %164 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 2
  %165 = load i32, ptr %164, align 4
  %166 = shl i32 %165, 1
  %167 = ashr i32 %166, 1
  %168 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %169 = load i16, ptr %168, align 4
  %170 = shl i16 %169, 7
  %171 = ashr i16 %170, 7
  %172 = sext i16 %171 to i32
  %173 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 4
  %174 = load i16, ptr %173, align 2
  %175 = and i16 %174, 511
  %176 = zext i16 %175 to i32
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %159, i32 noundef %163, i32 noundef %167, i32 noundef %172, i32 noundef %176)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 @__const.main.q, i64 2, i1 false)
  store i32 0, ptr %10, align 4
  br label %178

178:                                              ; preds = %204, %87
  %179 = load i32, ptr %10, align 4
  %180 = icmp slt i32 %179, 20
  br i1 %180, label %181, label %207

181:                                              ; preds = %178
  %182 = load i8, ptr %9, align 1
  %183 = and i8 %182, 15
  %184 = add i8 %183, 1
  %185 = load i8, ptr %9, align 1
  %186 = and i8 %184, 15
  %187 = and i8 %185, -16
  %188 = or i8 %187, %186
  store i8 %188, ptr %9, align 1
  %189 = load i8, ptr %9, align 1
  %190 = lshr i8 %189, 4
  %191 = zext i8 %190 to i32
  %192 = add nsw i32 %191, 5
  %193 = trunc i32 %192 to i8
  %194 = load i8, ptr %9, align 1
  %195 = and i8 %193, 15
  %196 = shl i8 %195, 4
  %197 = and i8 %194, 15
  %198 = or i8 %197, %196
  store i8 %198, ptr %9, align 1
  %199 = getelementptr inbounds %struct.bf4, ptr %9, i32 0, i32 1
  %200 = load i8, ptr %199, align 1
  %201 = zext i8 %200 to i32
  %202 = add nsw i32 %201, 17
  %203 = trunc i32 %202 to i8
  store i8 %203, ptr %199, align 1
  br label %204

204:                                              ; preds = %181
  %205 = load i32, ptr %10, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %10, align 4
  br label %178, !llvm.loop !8

207:                                              ; preds = %178
  %208 = load i8, ptr %9, align 1
  %209 = and i8 %208, 15
  %210 = zext i8 %209 to i32
  %211 = load i8, ptr %9, align 1
  %212 = lshr i8 %211, 4
  %213 = zext i8 %212 to i32
  %214 = getelementptr inbounds %struct.bf4, ptr %9, i32 0, i32 1
  %215 = load i8, ptr %214, align 1
  %216 = zext i8 %215 to i32
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %210, i32 noundef %213, i32 noundef %216)
  call void @dump(ptr noundef %9, i64 noundef 2)
  %218 = call i64 @mk1(i32 noundef 3)
  store i64 %218, ptr %11, align 4
  %219 = load i32, ptr %11, align 4
  %220 = and i32 %219, -57
  %221 = or i32 %220, 32
  store i32 %221, ptr %11, align 4
  %222 = load i32, ptr %11, align 4
  %223 = shl i32 %222, 26
  %224 = ashr i32 %223, 29
  %225 = sext i32 %224 to i64
  store i64 %225, ptr %12, align 8
  %226 = load i32, ptr %11, align 4
  %227 = shl i32 %226, 26
  %228 = ashr i32 %227, 29
  %229 = ashr i32 %228, 1
  store i32 %229, ptr %13, align 4
  %230 = load i64, ptr %12, align 8
  %231 = load i32, ptr %13, align 4
  %232 = load i32, ptr %11, align 4
  %233 = shl i32 %232, 26
  %234 = ashr i32 %233, 29
  %235 = icmp slt i32 %234, 0
  %236 = zext i1 %235 to i32
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %230, i32 noundef %231, i32 noundef %236)
  %238 = getelementptr inbounds %struct.bf1, ptr %11, i32 0, i32 1
  %239 = load i32, ptr %238, align 4
  %240 = and i32 %239, -131072
  %241 = or i32 %240, 65535
  store i32 %241, ptr %238, align 4
  %242 = getelementptr inbounds %struct.bf1, ptr %11, i32 0, i32 1
  %243 = load i32, ptr %242, align 4
  %244 = shl i32 %243, 15
  %245 = ashr i32 %244, 15
  %246 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %245)
  %247 = load i32, ptr %11, align 4
  %248 = and i32 %247, -8388545
  %249 = or i32 %248, 8388544
  store i32 %249, ptr %11, align 4
  %250 = load i32, ptr %11, align 4
  %251 = lshr i32 %250, 6
  %252 = and i32 %251, 131071
  %253 = add i32 %252, 1
  %254 = load i32, ptr %11, align 4
  %255 = and i32 %253, 131071
  %256 = shl i32 %255, 6
  %257 = and i32 %254, -8388545
  %258 = or i32 %257, %256
  store i32 %258, ptr %11, align 4
  %259 = load i32, ptr %11, align 4
  %260 = lshr i32 %259, 6
  %261 = and i32 %260, 131071
  %262 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %261)
  %263 = load i64, ptr %2, align 8
  %264 = and i64 %263, 63
  %265 = trunc i64 %264 to i32
  ret i32 %265
}

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
define internal i64 @mk1(i32 noundef %0) #0 {
  %2 = alloca %struct.bf1, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 8, i1 false)
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr %2, align 4
  %6 = and i32 %4, 7
  %7 = and i32 %5, -8
  %8 = or i32 %7, %6
  store i32 %8, ptr %2, align 4
  %9 = load i32, ptr %3, align 4
  %10 = srem i32 %9, 4
  %11 = sub nsw i32 %10, 2
  %12 = load i32, ptr %2, align 4
  %13 = and i32 %11, 7
  %14 = shl i32 %13, 3
  %15 = and i32 %12, -57
  %16 = or i32 %15, %14
  store i32 %16, ptr %2, align 4
  %17 = shl i32 %13, 29
  %18 = ashr i32 %17, 29
  %19 = load i32, ptr %3, align 4
  %20 = mul i32 %19, 4099
  %21 = load i32, ptr %2, align 4
  %22 = and i32 %20, 131071
  %23 = shl i32 %22, 6
  %24 = and i32 %21, -8388545
  %25 = or i32 %24, %23
  store i32 %25, ptr %2, align 4
  %26 = load i32, ptr %3, align 4
  %27 = sub nsw i32 0, %26
  %28 = mul nsw i32 %27, 1021
  %29 = getelementptr inbounds %struct.bf1, ptr %2, i32 0, i32 1
  %30 = load i32, ptr %29, align 4
  %31 = and i32 %28, 131071
  %32 = and i32 %30, -131072
  %33 = or i32 %32, %31
  store i32 %33, ptr %29, align 4
  %34 = shl i32 %31, 15
  %35 = ashr i32 %34, 15
  %36 = load i32, ptr %3, align 4
  %37 = getelementptr inbounds %struct.bf1, ptr %2, i32 0, i32 1
  %38 = load i32, ptr %37, align 4
  %39 = and i32 %36, 1
  %40 = shl i32 %39, 17
  %41 = and i32 %38, -131073
  %42 = or i32 %41, %40
  store i32 %42, ptr %37, align 4
  %43 = load i32, ptr %3, align 4
  %44 = mul i32 %43, 3
  %45 = getelementptr inbounds %struct.bf1, ptr %2, i32 0, i32 1
  %46 = load i32, ptr %45, align 4
  %47 = and i32 %44, 127
  %48 = shl i32 %47, 18
  %49 = and i32 %46, -33292289
  %50 = or i32 %49, %48
  store i32 %50, ptr %45, align 4
  %51 = load i64, ptr %2, align 4
  ret i64 %51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum1(i64 %0) #0 {
  %2 = alloca %struct.bf1, align 4
  store i64 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = and i32 %3, 7
  %5 = load i32, ptr %2, align 4
  %6 = shl i32 %5, 26
  %7 = ashr i32 %6, 29
  %8 = add nsw i32 %4, %7
  %9 = sext i32 %8 to i64
  %10 = load i32, ptr %2, align 4
  %11 = lshr i32 %10, 6
  %12 = and i32 %11, 131071
  %13 = zext i32 %12 to i64
  %14 = add nsw i64 %9, %13
  %15 = getelementptr inbounds %struct.bf1, ptr %2, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = shl i32 %16, 15
  %18 = ashr i32 %17, 15
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 %14, %19
  %21 = getelementptr inbounds %struct.bf1, ptr %2, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = lshr i32 %22, 17
  %24 = and i32 %23, 1
  %25 = zext i32 %24 to i64
  %26 = add nsw i64 %20, %25
  %27 = getelementptr inbounds %struct.bf1, ptr %2, i32 0, i32 1
  %28 = load i32, ptr %27, align 4
  %29 = lshr i32 %28, 18
  %30 = and i32 %29, 127
  %31 = zext i32 %30 to i64
  %32 = add nsw i64 %26, %31
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dump(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %8

8:                                                ; preds = %19, %2
  %9 = load i64, ptr %6, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %17)
  br label %19

19:                                               ; preds = %12
  %20 = load i64, ptr %6, align 8
  %21 = add i64 %20, 1
  store i64 %21, ptr %6, align 8
  br label %8, !llvm.loop !9

22:                                               ; preds = %8
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk2(ptr dead_on_unwind noalias writable sret(%struct.bf2) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 40, i1 false)
  %5 = load i64, ptr %4, align 8
  %6 = mul i64 %5, 74565
  %7 = load i64, ptr %0, align 8
  %8 = and i64 %6, 8589934591
  %9 = and i64 %7, -8589934592
  %10 = or i64 %9, %8
  store i64 %10, ptr %0, align 8
  %11 = load i64, ptr %4, align 8
  %12 = sub nsw i64 0, %11
  %13 = mul nsw i64 %12, 1000003
  %14 = getelementptr inbounds %struct.bf2, ptr %0, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = and i64 %13, 8589934591
  %17 = and i64 %15, -8589934592
  %18 = or i64 %17, %16
  store i64 %18, ptr %14, align 8
  %19 = shl i64 %16, 31
  %20 = ashr i64 %19, 31
  %21 = load i64, ptr %4, align 8
  %22 = shl i64 %21, 40
  %23 = getelementptr inbounds %struct.bf2, ptr %0, i32 0, i32 2
  %24 = load i64, ptr %23, align 8
  %25 = and i64 %22, 9223372036854775807
  %26 = and i64 %24, -9223372036854775808
  %27 = or i64 %26, %25
  store i64 %27, ptr %23, align 8
  %28 = load i64, ptr %4, align 8
  %29 = trunc i64 %28 to i8
  %30 = getelementptr inbounds %struct.bf2, ptr %0, i32 0, i32 3
  store i8 %29, ptr %30, align 8
  %31 = load i64, ptr %4, align 8
  %32 = sub nsw i64 0, %31
  %33 = mul nsw i64 %32, 77777777
  %34 = getelementptr inbounds %struct.bf2, ptr %0, i32 0, i32 4
  %35 = load i64, ptr %34, align 8
  %36 = and i64 %33, 140737488355327
  %37 = and i64 %35, -140737488355328
  %38 = or i64 %37, %36
  store i64 %38, ptr %34, align 8
  %39 = shl i64 %36, 17
  %40 = ashr i64 %39, 17
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
