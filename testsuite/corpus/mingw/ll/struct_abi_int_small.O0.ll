; ModuleID = 'programs/struct_abi_int_small.c'
source_filename = "programs/struct_abi_int_small.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.s1 = type { i8 }
%struct.s2 = type { i16 }
%struct.s3 = type { i8, i8, i8 }
%struct.s4 = type { i16, i8 }
%struct.s5 = type { [5 x i8] }
%struct.s6 = type { i8, i16, i8 }
%struct.s7 = type { [3 x i16], i8 }
%struct.s8a = type { i32, i8 }
%struct.s8b = type { i32, i16, i8, i8 }
%struct.s8c = type { i32 }
%struct.s7b = type { [7 x i8] }

@.str = private unnamed_addr constant [74 x i8] c"%-4s size=%zu sum=%ld twice=%ld fp=%ld mutate=%ld unchanged=%ld late=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"s1\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"s2\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"s3\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"s4\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"s5\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"s6\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"s7\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"s8a\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"s8b\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"s8c\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"s7b\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"total=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.s1, align 1
  %4 = alloca %struct.s1, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.s2, align 2
  %9 = alloca %struct.s2, align 2
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.s3, align 1
  %14 = alloca %struct.s3, align 1
  %15 = alloca %struct.s3, align 1
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca %struct.s3, align 1
  %19 = alloca i32, align 4
  %20 = alloca %struct.s3, align 1
  %21 = alloca %struct.s3, align 1
  %22 = alloca %struct.s3, align 1
  %23 = alloca %struct.s3, align 1
  %24 = alloca %struct.s3, align 1
  %25 = alloca %struct.s3, align 1
  %26 = alloca %struct.s4, align 2
  %27 = alloca %struct.s4, align 2
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca %struct.s5, align 1
  %32 = alloca %struct.s5, align 1
  %33 = alloca %struct.s5, align 1
  %34 = alloca ptr, align 8
  %35 = alloca i32, align 4
  %36 = alloca %struct.s5, align 1
  %37 = alloca i32, align 4
  %38 = alloca %struct.s5, align 1
  %39 = alloca %struct.s5, align 1
  %40 = alloca %struct.s5, align 1
  %41 = alloca %struct.s5, align 1
  %42 = alloca %struct.s5, align 1
  %43 = alloca %struct.s5, align 1
  %44 = alloca %struct.s6, align 2
  %45 = alloca %struct.s6, align 2
  %46 = alloca %struct.s6, align 2
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca %struct.s6, align 2
  %50 = alloca i32, align 4
  %51 = alloca %struct.s6, align 2
  %52 = alloca %struct.s6, align 2
  %53 = alloca %struct.s6, align 2
  %54 = alloca %struct.s6, align 2
  %55 = alloca %struct.s6, align 2
  %56 = alloca %struct.s6, align 2
  %57 = alloca %struct.s7, align 2
  %58 = alloca %struct.s7, align 2
  %59 = alloca ptr, align 8
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca %struct.s8a, align 4
  %63 = alloca %struct.s8a, align 4
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca %struct.s8b, align 4
  %68 = alloca %struct.s8b, align 4
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca %struct.s8c, align 4
  %73 = alloca %struct.s8c, align 4
  %74 = alloca ptr, align 8
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca %struct.s7b, align 1
  %78 = alloca %struct.s7b, align 1
  %79 = alloca %struct.s7b, align 1
  %80 = alloca ptr, align 8
  %81 = alloca i32, align 4
  %82 = alloca %struct.s7b, align 1
  %83 = alloca i32, align 4
  %84 = alloca %struct.s7b, align 1
  %85 = alloca %struct.s7b, align 1
  %86 = alloca %struct.s7b, align 1
  %87 = alloca %struct.s7b, align 1
  %88 = alloca %struct.s7b, align 1
  %89 = alloca %struct.s7b, align 1
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %90

90:                                               ; preds = %0
  %91 = call i8 @make_s1(i32 noundef 37)
  %92 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  store i8 %91, ptr %92, align 1
  %93 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %94 = load i8, ptr %93, align 1
  %95 = call i8 @twice_s1(i8 %94)
  %96 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  store i8 %95, ptr %96, align 1
  store ptr @sum_s1, ptr %5, align 8
  %97 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %98 = load i8, ptr %97, align 1
  %99 = call i32 @mutate_s1(i8 %98)
  store i32 %99, ptr %6, align 4
  %100 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %101 = load i8, ptr %100, align 1
  %102 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %103 = load i8, ptr %102, align 1
  %104 = call i32 @late_s1(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i8 %101, i32 noundef 7, i8 %103)
  store i32 %104, ptr %7, align 4
  %105 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %106 = load i8, ptr %105, align 1
  %107 = call i32 @sum_s1(i8 %106)
  %108 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %109 = load i8, ptr %108, align 1
  %110 = call i32 @sum_s1(i8 %109)
  %111 = load ptr, ptr %5, align 8
  %112 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %113 = load i8, ptr %112, align 1
  %114 = call i32 %111(i8 %113)
  %115 = load i32, ptr %6, align 4
  %116 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %117 = load i8, ptr %116, align 1
  %118 = call i32 @sum_s1(i8 %117)
  %119 = load i32, ptr %7, align 4
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, i64 noundef 1, i32 noundef %107, i32 noundef %110, i32 noundef %114, i32 noundef %115, i32 noundef %118, i32 noundef %119)
  %121 = load i32, ptr %7, align 4
  %122 = load i32, ptr %2, align 4
  %123 = add nsw i32 %122, %121
  store i32 %123, ptr %2, align 4
  br label %124

124:                                              ; preds = %90
  br label %125

125:                                              ; preds = %124
  %126 = call i16 @make_s2(i32 noundef 37)
  %127 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  store i16 %126, ptr %127, align 2
  %128 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  %129 = load i16, ptr %128, align 2
  %130 = call i16 @twice_s2(i16 %129)
  %131 = getelementptr inbounds %struct.s2, ptr %9, i32 0, i32 0
  store i16 %130, ptr %131, align 2
  store ptr @sum_s2, ptr %10, align 8
  %132 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  %133 = load i16, ptr %132, align 2
  %134 = call i32 @mutate_s2(i16 %133)
  store i32 %134, ptr %11, align 4
  %135 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  %136 = load i16, ptr %135, align 2
  %137 = getelementptr inbounds %struct.s2, ptr %9, i32 0, i32 0
  %138 = load i16, ptr %137, align 2
  %139 = call i32 @late_s2(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i16 %136, i32 noundef 7, i16 %138)
  store i32 %139, ptr %12, align 4
  %140 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  %141 = load i16, ptr %140, align 2
  %142 = call i32 @sum_s2(i16 %141)
  %143 = getelementptr inbounds %struct.s2, ptr %9, i32 0, i32 0
  %144 = load i16, ptr %143, align 2
  %145 = call i32 @sum_s2(i16 %144)
  %146 = load ptr, ptr %10, align 8
  %147 = getelementptr inbounds %struct.s2, ptr %9, i32 0, i32 0
  %148 = load i16, ptr %147, align 2
  %149 = call i32 %146(i16 %148)
  %150 = load i32, ptr %11, align 4
  %151 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  %152 = load i16, ptr %151, align 2
  %153 = call i32 @sum_s2(i16 %152)
  %154 = load i32, ptr %12, align 4
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.2, i64 noundef 2, i32 noundef %142, i32 noundef %145, i32 noundef %149, i32 noundef %150, i32 noundef %153, i32 noundef %154)
  %156 = load i32, ptr %12, align 4
  %157 = load i32, ptr %2, align 4
  %158 = add nsw i32 %157, %156
  store i32 %158, ptr %2, align 4
  br label %159

159:                                              ; preds = %125
  br label %160

160:                                              ; preds = %159
  call void @make_s3(ptr dead_on_unwind writable sret(%struct.s3) align 1 %13, i32 noundef 37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr align 1 %13, i64 3, i1 false)
  call void @twice_s3(ptr dead_on_unwind writable sret(%struct.s3) align 1 %14, ptr noundef %15)
  store ptr @sum_s3, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %18, ptr align 1 %13, i64 3, i1 false)
  %161 = call i32 @mutate_s3(ptr noundef %18)
  store i32 %161, ptr %17, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %13, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %21, ptr align 1 %14, i64 3, i1 false)
  %162 = call i32 @late_s3(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %20, i32 noundef 7, ptr noundef %21)
  store i32 %162, ptr %19, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %22, ptr align 1 %13, i64 3, i1 false)
  %163 = call i32 @sum_s3(ptr noundef %22)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 1 %14, i64 3, i1 false)
  %164 = call i32 @sum_s3(ptr noundef %23)
  %165 = load ptr, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %24, ptr align 1 %14, i64 3, i1 false)
  %166 = call i32 %165(ptr noundef %24)
  %167 = load i32, ptr %17, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %25, ptr align 1 %13, i64 3, i1 false)
  %168 = call i32 @sum_s3(ptr noundef %25)
  %169 = load i32, ptr %19, align 4
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, i64 noundef 3, i32 noundef %163, i32 noundef %164, i32 noundef %166, i32 noundef %167, i32 noundef %168, i32 noundef %169)
  %171 = load i32, ptr %19, align 4
  %172 = load i32, ptr %2, align 4
  %173 = add nsw i32 %172, %171
  store i32 %173, ptr %2, align 4
  br label %174

174:                                              ; preds = %160
  br label %175

175:                                              ; preds = %174
  %176 = call i32 @make_s4(i32 noundef 37)
  store i32 %176, ptr %26, align 2
  %177 = load i32, ptr %26, align 2
  %178 = call i32 @twice_s4(i32 %177)
  store i32 %178, ptr %27, align 2
  store ptr @sum_s4, ptr %28, align 8
  %179 = load i32, ptr %26, align 2
  %180 = call i32 @mutate_s4(i32 %179)
  store i32 %180, ptr %29, align 4
  %181 = load i32, ptr %26, align 2
  %182 = load i32, ptr %27, align 2
  %183 = call i32 @late_s4(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 %181, i32 noundef 7, i32 %182)
  store i32 %183, ptr %30, align 4
  %184 = load i32, ptr %26, align 2
  %185 = call i32 @sum_s4(i32 %184)
  %186 = load i32, ptr %27, align 2
  %187 = call i32 @sum_s4(i32 %186)
  %188 = load ptr, ptr %28, align 8
  %189 = load i32, ptr %27, align 2
  %190 = call i32 %188(i32 %189)
  %191 = load i32, ptr %29, align 4
  %192 = load i32, ptr %26, align 2
  %193 = call i32 @sum_s4(i32 %192)
  %194 = load i32, ptr %30, align 4
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, i64 noundef 4, i32 noundef %185, i32 noundef %187, i32 noundef %190, i32 noundef %191, i32 noundef %193, i32 noundef %194)
  %196 = load i32, ptr %30, align 4
  %197 = load i32, ptr %2, align 4
  %198 = add nsw i32 %197, %196
  store i32 %198, ptr %2, align 4
  br label %199

199:                                              ; preds = %175
  br label %200

200:                                              ; preds = %199
  call void @make_s5(ptr dead_on_unwind writable sret(%struct.s5) align 1 %31, i32 noundef 37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %33, ptr align 1 %31, i64 5, i1 false)
  call void @twice_s5(ptr dead_on_unwind writable sret(%struct.s5) align 1 %32, ptr noundef %33)
  store ptr @sum_s5, ptr %34, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %36, ptr align 1 %31, i64 5, i1 false)
  %201 = call i32 @mutate_s5(ptr noundef %36)
  store i32 %201, ptr %35, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %38, ptr align 1 %31, i64 5, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %39, ptr align 1 %32, i64 5, i1 false)
  %202 = call i32 @late_s5(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %38, i32 noundef 7, ptr noundef %39)
  store i32 %202, ptr %37, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %40, ptr align 1 %31, i64 5, i1 false)
  %203 = call i32 @sum_s5(ptr noundef %40)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %41, ptr align 1 %32, i64 5, i1 false)
  %204 = call i32 @sum_s5(ptr noundef %41)
  %205 = load ptr, ptr %34, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %42, ptr align 1 %32, i64 5, i1 false)
  %206 = call i32 %205(ptr noundef %42)
  %207 = load i32, ptr %35, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %43, ptr align 1 %31, i64 5, i1 false)
  %208 = call i32 @sum_s5(ptr noundef %43)
  %209 = load i32, ptr %37, align 4
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.5, i64 noundef 5, i32 noundef %203, i32 noundef %204, i32 noundef %206, i32 noundef %207, i32 noundef %208, i32 noundef %209)
  %211 = load i32, ptr %37, align 4
  %212 = load i32, ptr %2, align 4
  %213 = add nsw i32 %212, %211
  store i32 %213, ptr %2, align 4
  br label %214

214:                                              ; preds = %200
  br label %215

215:                                              ; preds = %214
  call void @make_s6(ptr dead_on_unwind writable sret(%struct.s6) align 2 %44, i32 noundef 37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %46, ptr align 2 %44, i64 6, i1 false)
  call void @twice_s6(ptr dead_on_unwind writable sret(%struct.s6) align 2 %45, ptr noundef %46)
  store ptr @sum_s6, ptr %47, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %49, ptr align 2 %44, i64 6, i1 false)
  %216 = call i32 @mutate_s6(ptr noundef %49)
  store i32 %216, ptr %48, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %51, ptr align 2 %44, i64 6, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %52, ptr align 2 %45, i64 6, i1 false)
  %217 = call i32 @late_s6(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %51, i32 noundef 7, ptr noundef %52)
  store i32 %217, ptr %50, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %53, ptr align 2 %44, i64 6, i1 false)
  %218 = call i32 @sum_s6(ptr noundef %53)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %54, ptr align 2 %45, i64 6, i1 false)
  %219 = call i32 @sum_s6(ptr noundef %54)
  %220 = load ptr, ptr %47, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %55, ptr align 2 %45, i64 6, i1 false)
  %221 = call i32 %220(ptr noundef %55)
  %222 = load i32, ptr %48, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %56, ptr align 2 %44, i64 6, i1 false)
  %223 = call i32 @sum_s6(ptr noundef %56)
  %224 = load i32, ptr %50, align 4
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.6, i64 noundef 6, i32 noundef %218, i32 noundef %219, i32 noundef %221, i32 noundef %222, i32 noundef %223, i32 noundef %224)
  %226 = load i32, ptr %50, align 4
  %227 = load i32, ptr %2, align 4
  %228 = add nsw i32 %227, %226
  store i32 %228, ptr %2, align 4
  br label %229

229:                                              ; preds = %215
  br label %230

230:                                              ; preds = %229
  %231 = call i64 @make_s7(i32 noundef 37)
  store i64 %231, ptr %57, align 2
  %232 = load i64, ptr %57, align 2
  %233 = call i64 @twice_s7(i64 %232)
  store i64 %233, ptr %58, align 2
  store ptr @sum_s7, ptr %59, align 8
  %234 = load i64, ptr %57, align 2
  %235 = call i32 @mutate_s7(i64 %234)
  store i32 %235, ptr %60, align 4
  %236 = load i64, ptr %57, align 2
  %237 = load i64, ptr %58, align 2
  %238 = call i32 @late_s7(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i64 %236, i32 noundef 7, i64 %237)
  store i32 %238, ptr %61, align 4
  %239 = load i64, ptr %57, align 2
  %240 = call i32 @sum_s7(i64 %239)
  %241 = load i64, ptr %58, align 2
  %242 = call i32 @sum_s7(i64 %241)
  %243 = load ptr, ptr %59, align 8
  %244 = load i64, ptr %58, align 2
  %245 = call i32 %243(i64 %244)
  %246 = load i32, ptr %60, align 4
  %247 = load i64, ptr %57, align 2
  %248 = call i32 @sum_s7(i64 %247)
  %249 = load i32, ptr %61, align 4
  %250 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.7, i64 noundef 8, i32 noundef %240, i32 noundef %242, i32 noundef %245, i32 noundef %246, i32 noundef %248, i32 noundef %249)
  %251 = load i32, ptr %61, align 4
  %252 = load i32, ptr %2, align 4
  %253 = add nsw i32 %252, %251
  store i32 %253, ptr %2, align 4
  br label %254

254:                                              ; preds = %230
  br label %255

255:                                              ; preds = %254
  %256 = call i64 @make_s8a(i32 noundef 37)
  store i64 %256, ptr %62, align 4
  %257 = load i64, ptr %62, align 4
  %258 = call i64 @twice_s8a(i64 %257)
  store i64 %258, ptr %63, align 4
  store ptr @sum_s8a, ptr %64, align 8
  %259 = load i64, ptr %62, align 4
  %260 = call i32 @mutate_s8a(i64 %259)
  store i32 %260, ptr %65, align 4
  %261 = load i64, ptr %62, align 4
  %262 = load i64, ptr %63, align 4
  %263 = call i32 @late_s8a(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i64 %261, i32 noundef 7, i64 %262)
  store i32 %263, ptr %66, align 4
  %264 = load i64, ptr %62, align 4
  %265 = call i32 @sum_s8a(i64 %264)
  %266 = load i64, ptr %63, align 4
  %267 = call i32 @sum_s8a(i64 %266)
  %268 = load ptr, ptr %64, align 8
  %269 = load i64, ptr %63, align 4
  %270 = call i32 %268(i64 %269)
  %271 = load i32, ptr %65, align 4
  %272 = load i64, ptr %62, align 4
  %273 = call i32 @sum_s8a(i64 %272)
  %274 = load i32, ptr %66, align 4
  %275 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.8, i64 noundef 8, i32 noundef %265, i32 noundef %267, i32 noundef %270, i32 noundef %271, i32 noundef %273, i32 noundef %274)
  %276 = load i32, ptr %66, align 4
  %277 = load i32, ptr %2, align 4
  %278 = add nsw i32 %277, %276
  store i32 %278, ptr %2, align 4
  br label %279

279:                                              ; preds = %255
  br label %280

280:                                              ; preds = %279
  %281 = call i64 @make_s8b(i32 noundef 37)
  store i64 %281, ptr %67, align 4
  %282 = load i64, ptr %67, align 4
  %283 = call i64 @twice_s8b(i64 %282)
  store i64 %283, ptr %68, align 4
  store ptr @sum_s8b, ptr %69, align 8
  %284 = load i64, ptr %67, align 4
  %285 = call i32 @mutate_s8b(i64 %284)
  store i32 %285, ptr %70, align 4
  %286 = load i64, ptr %67, align 4
  %287 = load i64, ptr %68, align 4
  %288 = call i32 @late_s8b(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i64 %286, i32 noundef 7, i64 %287)
  store i32 %288, ptr %71, align 4
  %289 = load i64, ptr %67, align 4
  %290 = call i32 @sum_s8b(i64 %289)
  %291 = load i64, ptr %68, align 4
  %292 = call i32 @sum_s8b(i64 %291)
  %293 = load ptr, ptr %69, align 8
  %294 = load i64, ptr %68, align 4
  %295 = call i32 %293(i64 %294)
  %296 = load i32, ptr %70, align 4
  %297 = load i64, ptr %67, align 4
  %298 = call i32 @sum_s8b(i64 %297)
  %299 = load i32, ptr %71, align 4
  %300 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef 8, i32 noundef %290, i32 noundef %292, i32 noundef %295, i32 noundef %296, i32 noundef %298, i32 noundef %299)
  %301 = load i32, ptr %71, align 4
  %302 = load i32, ptr %2, align 4
  %303 = add nsw i32 %302, %301
  store i32 %303, ptr %2, align 4
  br label %304

304:                                              ; preds = %280
  br label %305

305:                                              ; preds = %304
  %306 = call i32 @make_s8c(i32 noundef 37)
  %307 = getelementptr inbounds %struct.s8c, ptr %72, i32 0, i32 0
  store i32 %306, ptr %307, align 4
  %308 = getelementptr inbounds %struct.s8c, ptr %72, i32 0, i32 0
  %309 = load i32, ptr %308, align 4
  %310 = call i32 @twice_s8c(i32 %309)
  %311 = getelementptr inbounds %struct.s8c, ptr %73, i32 0, i32 0
  store i32 %310, ptr %311, align 4
  store ptr @sum_s8c, ptr %74, align 8
  %312 = getelementptr inbounds %struct.s8c, ptr %72, i32 0, i32 0
  %313 = load i32, ptr %312, align 4
  %314 = call i32 @mutate_s8c(i32 %313)
  store i32 %314, ptr %75, align 4
  %315 = getelementptr inbounds %struct.s8c, ptr %72, i32 0, i32 0
  %316 = load i32, ptr %315, align 4
  %317 = getelementptr inbounds %struct.s8c, ptr %73, i32 0, i32 0
  %318 = load i32, ptr %317, align 4
  %319 = call i32 @late_s8c(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 %316, i32 noundef 7, i32 %318)
  store i32 %319, ptr %76, align 4
  %320 = getelementptr inbounds %struct.s8c, ptr %72, i32 0, i32 0
  %321 = load i32, ptr %320, align 4
  %322 = call i32 @sum_s8c(i32 %321)
  %323 = getelementptr inbounds %struct.s8c, ptr %73, i32 0, i32 0
  %324 = load i32, ptr %323, align 4
  %325 = call i32 @sum_s8c(i32 %324)
  %326 = load ptr, ptr %74, align 8
  %327 = getelementptr inbounds %struct.s8c, ptr %73, i32 0, i32 0
  %328 = load i32, ptr %327, align 4
  %329 = call i32 %326(i32 %328)
  %330 = load i32, ptr %75, align 4
  %331 = getelementptr inbounds %struct.s8c, ptr %72, i32 0, i32 0
  %332 = load i32, ptr %331, align 4
  %333 = call i32 @sum_s8c(i32 %332)
  %334 = load i32, ptr %76, align 4
  %335 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, i64 noundef 4, i32 noundef %322, i32 noundef %325, i32 noundef %329, i32 noundef %330, i32 noundef %333, i32 noundef %334)
  %336 = load i32, ptr %76, align 4
  %337 = load i32, ptr %2, align 4
  %338 = add nsw i32 %337, %336
  store i32 %338, ptr %2, align 4
  br label %339

339:                                              ; preds = %305
  br label %340

340:                                              ; preds = %339
  call void @make_s7b(ptr dead_on_unwind writable sret(%struct.s7b) align 1 %77, i32 noundef 37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %79, ptr align 1 %77, i64 7, i1 false)
  call void @twice_s7b(ptr dead_on_unwind writable sret(%struct.s7b) align 1 %78, ptr noundef %79)
  store ptr @sum_s7b, ptr %80, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %82, ptr align 1 %77, i64 7, i1 false)
  %341 = call i32 @mutate_s7b(ptr noundef %82)
  store i32 %341, ptr %81, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %84, ptr align 1 %77, i64 7, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %85, ptr align 1 %78, i64 7, i1 false)
  %342 = call i32 @late_s7b(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %84, i32 noundef 7, ptr noundef %85)
  store i32 %342, ptr %83, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %86, ptr align 1 %77, i64 7, i1 false)
  %343 = call i32 @sum_s7b(ptr noundef %86)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %87, ptr align 1 %78, i64 7, i1 false)
  %344 = call i32 @sum_s7b(ptr noundef %87)
  %345 = load ptr, ptr %80, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %88, ptr align 1 %78, i64 7, i1 false)
  %346 = call i32 %345(ptr noundef %88)
  %347 = load i32, ptr %81, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %89, ptr align 1 %77, i64 7, i1 false)
  %348 = call i32 @sum_s7b(ptr noundef %89)
  %349 = load i32, ptr %83, align 4
  %350 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, i64 noundef 7, i32 noundef %343, i32 noundef %344, i32 noundef %346, i32 noundef %347, i32 noundef %348, i32 noundef %349)
  %351 = load i32, ptr %83, align 4
  %352 = load i32, ptr %2, align 4
  %353 = add nsw i32 %352, %351
  store i32 %353, ptr %2, align 4
  br label %354

354:                                              ; preds = %340
  %355 = load i32, ptr %2, align 4
  %356 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %355)
  %357 = load i32, ptr %2, align 4
  %358 = and i32 %357, 127
  ret i32 %358
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @make_s1(i32 noundef %0) #0 {
  %2 = alloca %struct.s1, align 1
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 1 %2, i8 0, i64 1, i1 false)
  %4 = load i32, ptr %3, align 4
  %5 = mul nsw i32 %4, 3
  %6 = trunc i32 %5 to i8
  %7 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  store i8 %6, ptr %7, align 1
  %8 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %9 = load i8, ptr %8, align 1
  ret i8 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @twice_s1(i8 %0) #0 {
  %2 = alloca %struct.s1, align 1
  %3 = alloca %struct.s1, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  store i8 %0, ptr %6, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 1, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %7

7:                                                ; preds = %22, %1
  %8 = load i64, ptr %5, align 8
  %9 = icmp ult i64 %8, 1
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load ptr, ptr %4, align 8
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds i8, ptr %11, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = mul nsw i32 %15, 2
  %17 = add nsw i32 %16, 1
  %18 = trunc i32 %17 to i8
  %19 = load ptr, ptr %4, align 8
  %20 = load i64, ptr %5, align 8
  %21 = getelementptr inbounds i8, ptr %19, i64 %20
  store i8 %18, ptr %21, align 1
  br label %22

22:                                               ; preds = %10
  %23 = load i64, ptr %5, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %5, align 8
  br label %7, !llvm.loop !5

25:                                               ; preds = %7
  %26 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %27 = load i8, ptr %26, align 1
  ret i8 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_s1(i8 %0) #0 {
  %2 = alloca %struct.s1, align 1
  %3 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  store i8 %0, ptr %3, align 1
  %4 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %5 = load i8, ptr %4, align 1
  %6 = sext i8 %5 to i32
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mutate_s1(i8 %0) #0 {
  %2 = alloca %struct.s1, align 1
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  store i8 %0, ptr %4, align 1
  store ptr %2, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %8, 255
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %6, align 1
  %11 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %12 = load i8, ptr %11, align 1
  %13 = call i32 @sum_s1(i8 %12)
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late_s1(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i8 %6, i32 noundef %7, i8 %8) #0 {
  %10 = alloca %struct.s1, align 1
  %11 = alloca %struct.s1, align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = getelementptr inbounds %struct.s1, ptr %10, i32 0, i32 0
  store i8 %6, ptr %19, align 1
  %20 = getelementptr inbounds %struct.s1, ptr %11, i32 0, i32 0
  store i8 %8, ptr %20, align 1
  store i32 %0, ptr %12, align 4
  store i32 %1, ptr %13, align 4
  store i32 %2, ptr %14, align 4
  store i32 %3, ptr %15, align 4
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  %21 = load i32, ptr %12, align 4
  %22 = load i32, ptr %13, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %14, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %15, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %16, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %17, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %18, align 4
  %33 = add nsw i32 %31, %32
  %34 = getelementptr inbounds %struct.s1, ptr %10, i32 0, i32 0
  %35 = load i8, ptr %34, align 1
  %36 = call i32 @sum_s1(i8 %35)
  %37 = mul nsw i32 %36, 3
  %38 = add nsw i32 %33, %37
  %39 = getelementptr inbounds %struct.s1, ptr %11, i32 0, i32 0
  %40 = load i8, ptr %39, align 1
  %41 = call i32 @sum_s1(i8 %40)
  %42 = sub nsw i32 %38, %41
  ret i32 %42
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
define internal i16 @make_s2(i32 noundef %0) #0 {
  %2 = alloca %struct.s2, align 2
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 2 %2, i8 0, i64 2, i1 false)
  %4 = load i32, ptr %3, align 4
  %5 = mul nsw i32 %4, -1000
  %6 = trunc i32 %5 to i16
  %7 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  store i16 %6, ptr %7, align 2
  %8 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %9 = load i16, ptr %8, align 2
  ret i16 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @twice_s2(i16 %0) #0 {
  %2 = alloca %struct.s2, align 2
  %3 = alloca %struct.s2, align 2
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = getelementptr inbounds %struct.s2, ptr %3, i32 0, i32 0
  store i16 %0, ptr %6, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 2, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %7

7:                                                ; preds = %22, %1
  %8 = load i64, ptr %5, align 8
  %9 = icmp ult i64 %8, 2
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load ptr, ptr %4, align 8
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds i8, ptr %11, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = mul nsw i32 %15, 2
  %17 = add nsw i32 %16, 1
  %18 = trunc i32 %17 to i8
  %19 = load ptr, ptr %4, align 8
  %20 = load i64, ptr %5, align 8
  %21 = getelementptr inbounds i8, ptr %19, i64 %20
  store i8 %18, ptr %21, align 1
  br label %22

22:                                               ; preds = %10
  %23 = load i64, ptr %5, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %5, align 8
  br label %7, !llvm.loop !7

25:                                               ; preds = %7
  %26 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %27 = load i16, ptr %26, align 2
  ret i16 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_s2(i16 %0) #0 {
  %2 = alloca %struct.s2, align 2
  %3 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  store i16 %0, ptr %3, align 2
  %4 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %5 = load i16, ptr %4, align 2
  %6 = sext i16 %5 to i32
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mutate_s2(i16 %0) #0 {
  %2 = alloca %struct.s2, align 2
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  store i16 %0, ptr %4, align 2
  store ptr %2, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %8, 255
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %6, align 1
  %11 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %12 = load i16, ptr %11, align 2
  %13 = call i32 @sum_s2(i16 %12)
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late_s2(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i16 %6, i32 noundef %7, i16 %8) #0 {
  %10 = alloca %struct.s2, align 2
  %11 = alloca %struct.s2, align 2
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = getelementptr inbounds %struct.s2, ptr %10, i32 0, i32 0
  store i16 %6, ptr %19, align 2
  %20 = getelementptr inbounds %struct.s2, ptr %11, i32 0, i32 0
  store i16 %8, ptr %20, align 2
  store i32 %0, ptr %12, align 4
  store i32 %1, ptr %13, align 4
  store i32 %2, ptr %14, align 4
  store i32 %3, ptr %15, align 4
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  %21 = load i32, ptr %12, align 4
  %22 = load i32, ptr %13, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %14, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %15, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %16, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %17, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %18, align 4
  %33 = add nsw i32 %31, %32
  %34 = getelementptr inbounds %struct.s2, ptr %10, i32 0, i32 0
  %35 = load i16, ptr %34, align 2
  %36 = call i32 @sum_s2(i16 %35)
  %37 = mul nsw i32 %36, 3
  %38 = add nsw i32 %33, %37
  %39 = getelementptr inbounds %struct.s2, ptr %11, i32 0, i32 0
  %40 = load i16, ptr %39, align 2
  %41 = call i32 @sum_s2(i16 %40)
  %42 = sub nsw i32 %38, %41
  ret i32 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make_s3(ptr dead_on_unwind noalias writable sret(%struct.s3) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 1 %0, i8 0, i64 3, i1 false)
  %5 = load i32, ptr %4, align 4
  %6 = trunc i32 %5 to i8
  %7 = getelementptr inbounds %struct.s3, ptr %0, i32 0, i32 0
  store i8 %6, ptr %7, align 1
  %8 = load i32, ptr %4, align 4
  %9 = add nsw i32 %8, 1
  %10 = trunc i32 %9 to i8
  %11 = getelementptr inbounds %struct.s3, ptr %0, i32 0, i32 1
  store i8 %10, ptr %11, align 1
  %12 = load i32, ptr %4, align 4
  %13 = sub nsw i32 0, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s3, ptr %0, i32 0, i32 2
  store i8 %14, ptr %15, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @twice_s3(ptr dead_on_unwind noalias writable sret(%struct.s3) align 1 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 3, i1 false)
  store ptr %0, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i64, ptr %6, align 8
  %9 = icmp ult i64 %8, 3
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load ptr, ptr %5, align 8
  %12 = load i64, ptr %6, align 8
  %13 = getelementptr inbounds i8, ptr %11, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = mul nsw i32 %15, 2
  %17 = add nsw i32 %16, 1
  %18 = trunc i32 %17 to i8
  %19 = load ptr, ptr %5, align 8
  %20 = load i64, ptr %6, align 8
  %21 = getelementptr inbounds i8, ptr %19, i64 %20
  store i8 %18, ptr %21, align 1
  br label %22

22:                                               ; preds = %10
  %23 = load i64, ptr %6, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %6, align 8
  br label %7, !llvm.loop !8

25:                                               ; preds = %7
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_s3(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.s3, ptr %0, i32 0, i32 0
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  %6 = mul nsw i32 %5, 10000
  %7 = getelementptr inbounds %struct.s3, ptr %0, i32 0, i32 1
  %8 = load i8, ptr %7, align 1
  %9 = sext i8 %8 to i32
  %10 = mul nsw i32 %9, 100
  %11 = add nsw i32 %6, %10
  %12 = getelementptr inbounds %struct.s3, ptr %0, i32 0, i32 2
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i32
  %15 = add nsw i32 %11, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mutate_s3(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %struct.s3, align 1
  store ptr %0, ptr %2, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %8, 255
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %6, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %0, i64 3, i1 false)
  %11 = call i32 @sum_s3(ptr noundef %4)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late_s3(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s3, align 1
  %20 = alloca %struct.s3, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 3, i1 false)
  %34 = call i32 @sum_s3(ptr noundef %19)
  %35 = mul nsw i32 %34, 3
  %36 = add nsw i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 3, i1 false)
  %37 = call i32 @sum_s3(ptr noundef %20)
  %38 = sub nsw i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @make_s4(i32 noundef %0) #0 {
  %2 = alloca %struct.s4, align 2
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 2 %2, i8 0, i64 4, i1 false)
  %4 = load i32, ptr %3, align 4
  %5 = mul nsw i32 %4, 300
  %6 = trunc i32 %5 to i16
  %7 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  store i16 %6, ptr %7, align 2
  %8 = load i32, ptr %3, align 4
  %9 = sub nsw i32 %8, 50
  %10 = trunc i32 %9 to i8
  %11 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 1
  store i8 %10, ptr %11, align 2
  %12 = load i32, ptr %2, align 2
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice_s4(i32 %0) #0 {
  %2 = alloca %struct.s4, align 2
  %3 = alloca %struct.s4, align 2
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store i32 %0, ptr %3, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 4, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %6

6:                                                ; preds = %21, %1
  %7 = load i64, ptr %5, align 8
  %8 = icmp ult i64 %7, 4
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load ptr, ptr %4, align 8
  %11 = load i64, ptr %5, align 8
  %12 = getelementptr inbounds i8, ptr %10, i64 %11
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = mul nsw i32 %14, 2
  %16 = add nsw i32 %15, 1
  %17 = trunc i32 %16 to i8
  %18 = load ptr, ptr %4, align 8
  %19 = load i64, ptr %5, align 8
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  store i8 %17, ptr %20, align 1
  br label %21

21:                                               ; preds = %9
  %22 = load i64, ptr %5, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %5, align 8
  br label %6, !llvm.loop !9

24:                                               ; preds = %6
  %25 = load i32, ptr %2, align 2
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_s4(i32 %0) #0 {
  %2 = alloca %struct.s4, align 2
  store i32 %0, ptr %2, align 2
  %3 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  %4 = load i16, ptr %3, align 2
  %5 = sext i16 %4 to i32
  %6 = mul nsw i32 %5, 1000
  %7 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 1
  %8 = load i8, ptr %7, align 2
  %9 = sext i8 %8 to i32
  %10 = add nsw i32 %6, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mutate_s4(i32 %0) #0 {
  %2 = alloca %struct.s4, align 2
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 2
  store ptr %2, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 0
  %6 = load i8, ptr %5, align 1
  %7 = zext i8 %6 to i32
  %8 = xor i32 %7, 255
  %9 = trunc i32 %8 to i8
  store i8 %9, ptr %5, align 1
  %10 = load i32, ptr %2, align 2
  %11 = call i32 @sum_s4(i32 %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late_s4(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 %6, i32 noundef %7, i32 %8) #0 {
  %10 = alloca %struct.s4, align 2
  %11 = alloca %struct.s4, align 2
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32 %6, ptr %10, align 2
  store i32 %8, ptr %11, align 2
  store i32 %0, ptr %12, align 4
  store i32 %1, ptr %13, align 4
  store i32 %2, ptr %14, align 4
  store i32 %3, ptr %15, align 4
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  %19 = load i32, ptr %12, align 4
  %20 = load i32, ptr %13, align 4
  %21 = add nsw i32 %19, %20
  %22 = load i32, ptr %14, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %15, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %16, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %17, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %18, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %10, align 2
  %33 = call i32 @sum_s4(i32 %32)
  %34 = mul nsw i32 %33, 3
  %35 = add nsw i32 %31, %34
  %36 = load i32, ptr %11, align 2
  %37 = call i32 @sum_s4(i32 %36)
  %38 = sub nsw i32 %35, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make_s5(ptr dead_on_unwind noalias writable sret(%struct.s5) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 1 %0, i8 0, i64 5, i1 false)
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %19, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 20
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s5, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %6, !llvm.loop !10

22:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @twice_s5(ptr dead_on_unwind noalias writable sret(%struct.s5) align 1 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 5, i1 false)
  store ptr %0, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i64, ptr %6, align 8
  %9 = icmp ult i64 %8, 5
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load ptr, ptr %5, align 8
  %12 = load i64, ptr %6, align 8
  %13 = getelementptr inbounds i8, ptr %11, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = mul nsw i32 %15, 2
  %17 = add nsw i32 %16, 1
  %18 = trunc i32 %17 to i8
  %19 = load ptr, ptr %5, align 8
  %20 = load i64, ptr %6, align 8
  %21 = getelementptr inbounds i8, ptr %19, i64 %20
  store i8 %18, ptr %21, align 1
  br label %22

22:                                               ; preds = %10
  %23 = load i64, ptr %6, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %6, align 8
  br label %7, !llvm.loop !11

25:                                               ; preds = %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_s5(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.s5, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds [5 x i8], ptr %3, i64 0, i64 0
  %5 = load i8, ptr %4, align 1
  %6 = sext i8 %5 to i32
  %7 = getelementptr inbounds %struct.s5, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds [5 x i8], ptr %7, i64 0, i64 1
  %9 = load i8, ptr %8, align 1
  %10 = sext i8 %9 to i32
  %11 = mul nsw i32 %10, 2
  %12 = add nsw i32 %6, %11
  %13 = getelementptr inbounds %struct.s5, ptr %0, i32 0, i32 0
  %14 = getelementptr inbounds [5 x i8], ptr %13, i64 0, i64 2
  %15 = load i8, ptr %14, align 1
  %16 = sext i8 %15 to i32
  %17 = mul nsw i32 %16, 3
  %18 = add nsw i32 %12, %17
  %19 = getelementptr inbounds %struct.s5, ptr %0, i32 0, i32 0
  %20 = getelementptr inbounds [5 x i8], ptr %19, i64 0, i64 3
  %21 = load i8, ptr %20, align 1
  %22 = sext i8 %21 to i32
  %23 = mul nsw i32 %22, 4
  %24 = add nsw i32 %18, %23
  %25 = getelementptr inbounds %struct.s5, ptr %0, i32 0, i32 0
  %26 = getelementptr inbounds [5 x i8], ptr %25, i64 0, i64 4
  %27 = load i8, ptr %26, align 1
  %28 = sext i8 %27 to i32
  %29 = mul nsw i32 %28, 5
  %30 = add nsw i32 %24, %29
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mutate_s5(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %struct.s5, align 1
  store ptr %0, ptr %2, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %8, 255
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %6, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %0, i64 5, i1 false)
  %11 = call i32 @sum_s5(ptr noundef %4)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late_s5(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s5, align 1
  %20 = alloca %struct.s5, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 5, i1 false)
  %34 = call i32 @sum_s5(ptr noundef %19)
  %35 = mul nsw i32 %34, 3
  %36 = add nsw i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 5, i1 false)
  %37 = call i32 @sum_s5(ptr noundef %20)
  %38 = sub nsw i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make_s6(ptr dead_on_unwind noalias writable sret(%struct.s6) align 2 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 2 %0, i8 0, i64 6, i1 false)
  %5 = load i32, ptr %4, align 4
  %6 = trunc i32 %5 to i8
  %7 = getelementptr inbounds %struct.s6, ptr %0, i32 0, i32 0
  store i8 %6, ptr %7, align 2
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %4, align 4
  %10 = mul nsw i32 %8, %9
  %11 = trunc i32 %10 to i16
  %12 = getelementptr inbounds %struct.s6, ptr %0, i32 0, i32 1
  store i16 %11, ptr %12, align 2
  %13 = load i32, ptr %4, align 4
  %14 = xor i32 %13, 85
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s6, ptr %0, i32 0, i32 2
  store i8 %15, ptr %16, align 2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @twice_s6(ptr dead_on_unwind noalias writable sret(%struct.s6) align 2 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %0, ptr align 2 %1, i64 6, i1 false)
  store ptr %0, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i64, ptr %6, align 8
  %9 = icmp ult i64 %8, 6
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load ptr, ptr %5, align 8
  %12 = load i64, ptr %6, align 8
  %13 = getelementptr inbounds i8, ptr %11, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = mul nsw i32 %15, 2
  %17 = add nsw i32 %16, 1
  %18 = trunc i32 %17 to i8
  %19 = load ptr, ptr %5, align 8
  %20 = load i64, ptr %6, align 8
  %21 = getelementptr inbounds i8, ptr %19, i64 %20
  store i8 %18, ptr %21, align 1
  br label %22

22:                                               ; preds = %10
  %23 = load i64, ptr %6, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %6, align 8
  br label %7, !llvm.loop !12

25:                                               ; preds = %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_s6(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.s6, ptr %0, i32 0, i32 0
  %4 = load i8, ptr %3, align 2
  %5 = sext i8 %4 to i32
  %6 = getelementptr inbounds %struct.s6, ptr %0, i32 0, i32 1
  %7 = load i16, ptr %6, align 2
  %8 = sext i16 %7 to i32
  %9 = mul nsw i32 %8, 7
  %10 = add nsw i32 %5, %9
  %11 = getelementptr inbounds %struct.s6, ptr %0, i32 0, i32 2
  %12 = load i8, ptr %11, align 2
  %13 = sext i8 %12 to i32
  %14 = mul nsw i32 %13, 1000
  %15 = add nsw i32 %10, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mutate_s6(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %struct.s6, align 2
  store ptr %0, ptr %2, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %8, 255
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %6, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %4, ptr align 2 %0, i64 6, i1 false)
  %11 = call i32 @sum_s6(ptr noundef %4)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late_s6(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s6, align 2
  %20 = alloca %struct.s6, align 2
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %19, ptr align 2 %6, i64 6, i1 false)
  %34 = call i32 @sum_s6(ptr noundef %19)
  %35 = mul nsw i32 %34, 3
  %36 = add nsw i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %20, ptr align 2 %8, i64 6, i1 false)
  %37 = call i32 @sum_s6(ptr noundef %20)
  %38 = sub nsw i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @make_s7(i32 noundef %0) #0 {
  %2 = alloca %struct.s7, align 2
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 2 %2, i8 0, i64 8, i1 false)
  %4 = load i32, ptr %3, align 4
  %5 = trunc i32 %4 to i16
  %6 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds [3 x i16], ptr %6, i64 0, i64 0
  store i16 %5, ptr %7, align 2
  %8 = load i32, ptr %3, align 4
  %9 = sub nsw i32 0, %8
  %10 = trunc i32 %9 to i16
  %11 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  %12 = getelementptr inbounds [3 x i16], ptr %11, i64 0, i64 1
  store i16 %10, ptr %12, align 2
  %13 = load i32, ptr %3, align 4
  %14 = shl i32 %13, 4
  %15 = trunc i32 %14 to i16
  %16 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  %17 = getelementptr inbounds [3 x i16], ptr %16, i64 0, i64 2
  store i16 %15, ptr %17, align 2
  %18 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 1
  store i8 120, ptr %18, align 2
  %19 = load i64, ptr %2, align 2
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @twice_s7(i64 %0) #0 {
  %2 = alloca %struct.s7, align 2
  %3 = alloca %struct.s7, align 2
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 8, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %6

6:                                                ; preds = %21, %1
  %7 = load i64, ptr %5, align 8
  %8 = icmp ult i64 %7, 8
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load ptr, ptr %4, align 8
  %11 = load i64, ptr %5, align 8
  %12 = getelementptr inbounds i8, ptr %10, i64 %11
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = mul nsw i32 %14, 2
  %16 = add nsw i32 %15, 1
  %17 = trunc i32 %16 to i8
  %18 = load ptr, ptr %4, align 8
  %19 = load i64, ptr %5, align 8
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  store i8 %17, ptr %20, align 1
  br label %21

21:                                               ; preds = %9
  %22 = load i64, ptr %5, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %5, align 8
  br label %6, !llvm.loop !13

24:                                               ; preds = %6
  %25 = load i64, ptr %2, align 2
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_s7(i64 %0) #0 {
  %2 = alloca %struct.s7, align 2
  store i64 %0, ptr %2, align 2
  %3 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  %4 = getelementptr inbounds [3 x i16], ptr %3, i64 0, i64 0
  %5 = load i16, ptr %4, align 2
  %6 = sext i16 %5 to i32
  %7 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  %8 = getelementptr inbounds [3 x i16], ptr %7, i64 0, i64 1
  %9 = load i16, ptr %8, align 2
  %10 = sext i16 %9 to i32
  %11 = mul nsw i32 %10, 3
  %12 = sub nsw i32 %6, %11
  %13 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  %14 = getelementptr inbounds [3 x i16], ptr %13, i64 0, i64 2
  %15 = load i16, ptr %14, align 2
  %16 = sext i16 %15 to i32
  %17 = mul nsw i32 %16, 5
  %18 = add nsw i32 %12, %17
  %19 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 1
  %20 = load i8, ptr %19, align 2
  %21 = sext i8 %20 to i32
  %22 = add nsw i32 %18, %21
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mutate_s7(i64 %0) #0 {
  %2 = alloca %struct.s7, align 2
  %3 = alloca ptr, align 8
  store i64 %0, ptr %2, align 2
  store ptr %2, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 0
  %6 = load i8, ptr %5, align 1
  %7 = zext i8 %6 to i32
  %8 = xor i32 %7, 255
  %9 = trunc i32 %8 to i8
  store i8 %9, ptr %5, align 1
  %10 = load i64, ptr %2, align 2
  %11 = call i32 @sum_s7(i64 %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late_s7(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s7, align 2
  %11 = alloca %struct.s7, align 2
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i64 %6, ptr %10, align 2
  store i64 %8, ptr %11, align 2
  store i32 %0, ptr %12, align 4
  store i32 %1, ptr %13, align 4
  store i32 %2, ptr %14, align 4
  store i32 %3, ptr %15, align 4
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  %19 = load i32, ptr %12, align 4
  %20 = load i32, ptr %13, align 4
  %21 = add nsw i32 %19, %20
  %22 = load i32, ptr %14, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %15, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %16, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %17, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %18, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i64, ptr %10, align 2
  %33 = call i32 @sum_s7(i64 %32)
  %34 = mul nsw i32 %33, 3
  %35 = add nsw i32 %31, %34
  %36 = load i64, ptr %11, align 2
  %37 = call i32 @sum_s7(i64 %36)
  %38 = sub nsw i32 %35, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @make_s8a(i32 noundef %0) #0 {
  %2 = alloca %struct.s8a, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 8, i1 false)
  %4 = load i32, ptr %3, align 4
  %5 = mul nsw i32 %4, 100003
  %6 = getelementptr inbounds %struct.s8a, ptr %2, i32 0, i32 0
  store i32 %5, ptr %6, align 4
  %7 = load i32, ptr %3, align 4
  %8 = and i32 %7, 127
  %9 = trunc i32 %8 to i8
  %10 = getelementptr inbounds %struct.s8a, ptr %2, i32 0, i32 1
  store i8 %9, ptr %10, align 4
  %11 = load i64, ptr %2, align 4
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @twice_s8a(i64 %0) #0 {
  %2 = alloca %struct.s8a, align 4
  %3 = alloca %struct.s8a, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 8, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %6

6:                                                ; preds = %21, %1
  %7 = load i64, ptr %5, align 8
  %8 = icmp ult i64 %7, 8
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load ptr, ptr %4, align 8
  %11 = load i64, ptr %5, align 8
  %12 = getelementptr inbounds i8, ptr %10, i64 %11
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = mul nsw i32 %14, 2
  %16 = add nsw i32 %15, 1
  %17 = trunc i32 %16 to i8
  %18 = load ptr, ptr %4, align 8
  %19 = load i64, ptr %5, align 8
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  store i8 %17, ptr %20, align 1
  br label %21

21:                                               ; preds = %9
  %22 = load i64, ptr %5, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %5, align 8
  br label %6, !llvm.loop !14

24:                                               ; preds = %6
  %25 = load i64, ptr %2, align 4
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_s8a(i64 %0) #0 {
  %2 = alloca %struct.s8a, align 4
  store i64 %0, ptr %2, align 4
  %3 = getelementptr inbounds %struct.s8a, ptr %2, i32 0, i32 0
  %4 = load i32, ptr %3, align 4
  %5 = mul nsw i32 %4, 3
  %6 = getelementptr inbounds %struct.s8a, ptr %2, i32 0, i32 1
  %7 = load i8, ptr %6, align 4
  %8 = sext i8 %7 to i32
  %9 = add nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mutate_s8a(i64 %0) #0 {
  %2 = alloca %struct.s8a, align 4
  %3 = alloca ptr, align 8
  store i64 %0, ptr %2, align 4
  store ptr %2, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 0
  %6 = load i8, ptr %5, align 1
  %7 = zext i8 %6 to i32
  %8 = xor i32 %7, 255
  %9 = trunc i32 %8 to i8
  store i8 %9, ptr %5, align 1
  %10 = load i64, ptr %2, align 4
  %11 = call i32 @sum_s8a(i64 %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late_s8a(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s8a, align 4
  %11 = alloca %struct.s8a, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i64 %6, ptr %10, align 4
  store i64 %8, ptr %11, align 4
  store i32 %0, ptr %12, align 4
  store i32 %1, ptr %13, align 4
  store i32 %2, ptr %14, align 4
  store i32 %3, ptr %15, align 4
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  %19 = load i32, ptr %12, align 4
  %20 = load i32, ptr %13, align 4
  %21 = add nsw i32 %19, %20
  %22 = load i32, ptr %14, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %15, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %16, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %17, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %18, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i64, ptr %10, align 4
  %33 = call i32 @sum_s8a(i64 %32)
  %34 = mul nsw i32 %33, 3
  %35 = add nsw i32 %31, %34
  %36 = load i64, ptr %11, align 4
  %37 = call i32 @sum_s8a(i64 %36)
  %38 = sub nsw i32 %35, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @make_s8b(i32 noundef %0) #0 {
  %2 = alloca %struct.s8b, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 8, i1 false)
  %4 = load i32, ptr %3, align 4
  %5 = sub nsw i32 0, %4
  %6 = getelementptr inbounds %struct.s8b, ptr %2, i32 0, i32 0
  store i32 %5, ptr %6, align 4
  %7 = load i32, ptr %3, align 4
  %8 = mul nsw i32 %7, 7
  %9 = trunc i32 %8 to i16
  %10 = getelementptr inbounds %struct.s8b, ptr %2, i32 0, i32 1
  store i16 %9, ptr %10, align 4
  %11 = getelementptr inbounds %struct.s8b, ptr %2, i32 0, i32 2
  store i8 99, ptr %11, align 2
  %12 = getelementptr inbounds %struct.s8b, ptr %2, i32 0, i32 3
  store i8 -1, ptr %12, align 1
  %13 = load i64, ptr %2, align 4
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @twice_s8b(i64 %0) #0 {
  %2 = alloca %struct.s8b, align 4
  %3 = alloca %struct.s8b, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 8, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %6

6:                                                ; preds = %21, %1
  %7 = load i64, ptr %5, align 8
  %8 = icmp ult i64 %7, 8
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load ptr, ptr %4, align 8
  %11 = load i64, ptr %5, align 8
  %12 = getelementptr inbounds i8, ptr %10, i64 %11
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = mul nsw i32 %14, 2
  %16 = add nsw i32 %15, 1
  %17 = trunc i32 %16 to i8
  %18 = load ptr, ptr %4, align 8
  %19 = load i64, ptr %5, align 8
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  store i8 %17, ptr %20, align 1
  br label %21

21:                                               ; preds = %9
  %22 = load i64, ptr %5, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %5, align 8
  br label %6, !llvm.loop !15

24:                                               ; preds = %6
  %25 = load i64, ptr %2, align 4
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_s8b(i64 %0) #0 {
  %2 = alloca %struct.s8b, align 4
  store i64 %0, ptr %2, align 4
  %3 = getelementptr inbounds %struct.s8b, ptr %2, i32 0, i32 0
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds %struct.s8b, ptr %2, i32 0, i32 1
  %6 = load i16, ptr %5, align 4
  %7 = sext i16 %6 to i32
  %8 = mul nsw i32 %7, 11
  %9 = add nsw i32 %4, %8
  %10 = getelementptr inbounds %struct.s8b, ptr %2, i32 0, i32 2
  %11 = load i8, ptr %10, align 2
  %12 = sext i8 %11 to i32
  %13 = mul nsw i32 %12, 13
  %14 = add nsw i32 %9, %13
  %15 = getelementptr inbounds %struct.s8b, ptr %2, i32 0, i32 3
  %16 = load i8, ptr %15, align 1
  %17 = sext i8 %16 to i32
  %18 = mul nsw i32 %17, 17
  %19 = add nsw i32 %14, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mutate_s8b(i64 %0) #0 {
  %2 = alloca %struct.s8b, align 4
  %3 = alloca ptr, align 8
  store i64 %0, ptr %2, align 4
  store ptr %2, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 0
  %6 = load i8, ptr %5, align 1
  %7 = zext i8 %6 to i32
  %8 = xor i32 %7, 255
  %9 = trunc i32 %8 to i8
  store i8 %9, ptr %5, align 1
  %10 = load i64, ptr %2, align 4
  %11 = call i32 @sum_s8b(i64 %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late_s8b(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s8b, align 4
  %11 = alloca %struct.s8b, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i64 %6, ptr %10, align 4
  store i64 %8, ptr %11, align 4
  store i32 %0, ptr %12, align 4
  store i32 %1, ptr %13, align 4
  store i32 %2, ptr %14, align 4
  store i32 %3, ptr %15, align 4
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  %19 = load i32, ptr %12, align 4
  %20 = load i32, ptr %13, align 4
  %21 = add nsw i32 %19, %20
  %22 = load i32, ptr %14, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %15, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %16, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %17, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %18, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i64, ptr %10, align 4
  %33 = call i32 @sum_s8b(i64 %32)
  %34 = mul nsw i32 %33, 3
  %35 = add nsw i32 %31, %34
  %36 = load i64, ptr %11, align 4
  %37 = call i32 @sum_s8b(i64 %36)
  %38 = sub nsw i32 %35, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @make_s8c(i32 noundef %0) #0 {
  %2 = alloca %struct.s8c, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 4, i1 false)
  %4 = load i32, ptr %3, align 4
  %5 = sext i32 %4 to i64
  %6 = mul nsw i64 %5, 4294967297
  %7 = trunc i64 %6 to i32
  %8 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  store i32 %7, ptr %8, align 4
  %9 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice_s8c(i32 %0) #0 {
  %2 = alloca %struct.s8c, align 4
  %3 = alloca %struct.s8c, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = getelementptr inbounds %struct.s8c, ptr %3, i32 0, i32 0
  store i32 %0, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %7

7:                                                ; preds = %22, %1
  %8 = load i64, ptr %5, align 8
  %9 = icmp ult i64 %8, 4
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load ptr, ptr %4, align 8
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds i8, ptr %11, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = mul nsw i32 %15, 2
  %17 = add nsw i32 %16, 1
  %18 = trunc i32 %17 to i8
  %19 = load ptr, ptr %4, align 8
  %20 = load i64, ptr %5, align 8
  %21 = getelementptr inbounds i8, ptr %19, i64 %20
  store i8 %18, ptr %21, align 1
  br label %22

22:                                               ; preds = %10
  %23 = load i64, ptr %5, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %5, align 8
  br label %7, !llvm.loop !16

25:                                               ; preds = %7
  %26 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  %27 = load i32, ptr %26, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_s8c(i32 %0) #0 {
  %2 = alloca %struct.s8c, align 4
  %3 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  store i32 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = ashr i32 %7, 7
  %9 = xor i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mutate_s8c(i32 %0) #0 {
  %2 = alloca %struct.s8c, align 4
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  store i32 %0, ptr %4, align 4
  store ptr %2, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %8, 255
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %6, align 1
  %11 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = call i32 @sum_s8c(i32 %12)
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late_s8c(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 %6, i32 noundef %7, i32 %8) #0 {
  %10 = alloca %struct.s8c, align 4
  %11 = alloca %struct.s8c, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = getelementptr inbounds %struct.s8c, ptr %10, i32 0, i32 0
  store i32 %6, ptr %19, align 4
  %20 = getelementptr inbounds %struct.s8c, ptr %11, i32 0, i32 0
  store i32 %8, ptr %20, align 4
  store i32 %0, ptr %12, align 4
  store i32 %1, ptr %13, align 4
  store i32 %2, ptr %14, align 4
  store i32 %3, ptr %15, align 4
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  %21 = load i32, ptr %12, align 4
  %22 = load i32, ptr %13, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %14, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %15, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %16, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %17, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %18, align 4
  %33 = add nsw i32 %31, %32
  %34 = getelementptr inbounds %struct.s8c, ptr %10, i32 0, i32 0
  %35 = load i32, ptr %34, align 4
  %36 = call i32 @sum_s8c(i32 %35)
  %37 = mul nsw i32 %36, 3
  %38 = add nsw i32 %33, %37
  %39 = getelementptr inbounds %struct.s8c, ptr %11, i32 0, i32 0
  %40 = load i32, ptr %39, align 4
  %41 = call i32 @sum_s8c(i32 %40)
  %42 = sub nsw i32 %38, %41
  ret i32 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make_s7b(ptr dead_on_unwind noalias writable sret(%struct.s7b) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 1 %0, i8 0, i64 7, i1 false)
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %19, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = add nsw i32 %11, 1
  %13 = mul nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s7b, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [7 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %6, !llvm.loop !17

22:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @twice_s7b(ptr dead_on_unwind noalias writable sret(%struct.s7b) align 1 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 7, i1 false)
  store ptr %0, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i64, ptr %6, align 8
  %9 = icmp ult i64 %8, 7
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load ptr, ptr %5, align 8
  %12 = load i64, ptr %6, align 8
  %13 = getelementptr inbounds i8, ptr %11, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = mul nsw i32 %15, 2
  %17 = add nsw i32 %16, 1
  %18 = trunc i32 %17 to i8
  %19 = load ptr, ptr %5, align 8
  %20 = load i64, ptr %6, align 8
  %21 = getelementptr inbounds i8, ptr %19, i64 %20
  store i8 %18, ptr %21, align 1
  br label %22

22:                                               ; preds = %10
  %23 = load i64, ptr %6, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %6, align 8
  br label %7, !llvm.loop !18

25:                                               ; preds = %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_s7b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.s7b, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 0
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = getelementptr inbounds %struct.s7b, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds [7 x i8], ptr %7, i64 0, i64 3
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = shl i32 %10, 8
  %12 = or i32 %6, %11
  %13 = getelementptr inbounds %struct.s7b, ptr %0, i32 0, i32 0
  %14 = getelementptr inbounds [7 x i8], ptr %13, i64 0, i64 6
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = shl i32 %16, 16
  %18 = or i32 %12, %17
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mutate_s7b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %struct.s7b, align 1
  store ptr %0, ptr %2, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %8, 255
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %6, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %0, i64 7, i1 false)
  %11 = call i32 @sum_s7b(ptr noundef %4)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late_s7b(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s7b, align 1
  %20 = alloca %struct.s7b, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 7, i1 false)
  %34 = call i32 @sum_s7b(ptr noundef %19)
  %35 = mul nsw i32 %34, 3
  %36 = add nsw i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 7, i1 false)
  %37 = call i32 @sum_s7b(ptr noundef %20)
  %38 = sub nsw i32 %36, %37
  ret i32 %38
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
