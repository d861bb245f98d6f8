; ModuleID = 'programs/struct_abi_int_small.c'
source_filename = "programs/struct_abi_int_small.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.s1 = type { i8 }
%struct.s2 = type { i16 }
%struct.s3 = type { i8, i8, i8 }
%struct.s4 = type { i16, i8 }
%struct.s5 = type { [5 x i8] }
%struct.s6 = type { i8, i16, i8 }
%struct.s7 = type { [3 x i16], i8 }
%struct.s8a = type { i32, i8 }
%struct.s8b = type { i32, i16, i8, i8 }
%struct.s8c = type { i64 }
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
  %2 = alloca i64, align 8
  %3 = alloca %struct.s1, align 1
  %4 = alloca %struct.s1, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca %struct.s2, align 2
  %9 = alloca %struct.s2, align 2
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca %struct.s3, align 1
  %14 = alloca %struct.s3, align 1
  %15 = alloca i24, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i24, align 4
  %19 = alloca i64, align 8
  %20 = alloca i24, align 4
  %21 = alloca i24, align 4
  %22 = alloca i24, align 4
  %23 = alloca i24, align 4
  %24 = alloca i24, align 4
  %25 = alloca i24, align 4
  %26 = alloca %struct.s4, align 2
  %27 = alloca %struct.s4, align 2
  %28 = alloca ptr, align 8
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca %struct.s5, align 1
  %32 = alloca %struct.s5, align 1
  %33 = alloca i40, align 8
  %34 = alloca ptr, align 8
  %35 = alloca i64, align 8
  %36 = alloca i40, align 8
  %37 = alloca i64, align 8
  %38 = alloca i40, align 8
  %39 = alloca i40, align 8
  %40 = alloca i40, align 8
  %41 = alloca i40, align 8
  %42 = alloca i40, align 8
  %43 = alloca i40, align 8
  %44 = alloca %struct.s6, align 2
  %45 = alloca %struct.s6, align 2
  %46 = alloca i48, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i64, align 8
  %49 = alloca i48, align 8
  %50 = alloca i64, align 8
  %51 = alloca i48, align 8
  %52 = alloca i48, align 8
  %53 = alloca i48, align 8
  %54 = alloca i48, align 8
  %55 = alloca i48, align 8
  %56 = alloca i48, align 8
  %57 = alloca %struct.s7, align 2
  %58 = alloca %struct.s7, align 2
  %59 = alloca ptr, align 8
  %60 = alloca i64, align 8
  %61 = alloca i64, align 8
  %62 = alloca %struct.s8a, align 4
  %63 = alloca %struct.s8a, align 4
  %64 = alloca ptr, align 8
  %65 = alloca i64, align 8
  %66 = alloca i64, align 8
  %67 = alloca %struct.s8b, align 4
  %68 = alloca %struct.s8b, align 4
  %69 = alloca ptr, align 8
  %70 = alloca i64, align 8
  %71 = alloca i64, align 8
  %72 = alloca %struct.s8c, align 8
  %73 = alloca %struct.s8c, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i64, align 8
  %76 = alloca i64, align 8
  %77 = alloca %struct.s7b, align 1
  %78 = alloca %struct.s7b, align 1
  %79 = alloca i56, align 8
  %80 = alloca ptr, align 8
  %81 = alloca i64, align 8
  %82 = alloca i56, align 8
  %83 = alloca i64, align 8
  %84 = alloca i56, align 8
  %85 = alloca i56, align 8
  %86 = alloca i56, align 8
  %87 = alloca i56, align 8
  %88 = alloca i56, align 8
  %89 = alloca i56, align 8
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
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
  %99 = call i64 @mutate_s1(i8 %98)
  store i64 %99, ptr %6, align 8
  %100 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %101 = load i8, ptr %100, align 1
  %102 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %103 = load i8, ptr %102, align 1
  %104 = call i64 @late_s1(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i8 %101, i32 noundef 7, i8 %103)
  store i64 %104, ptr %7, align 8
  %105 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %106 = load i8, ptr %105, align 1
  %107 = call i64 @sum_s1(i8 %106)
  %108 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %109 = load i8, ptr %108, align 1
  %110 = call i64 @sum_s1(i8 %109)
  %111 = load ptr, ptr %5, align 8
  %112 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %113 = load i8, ptr %112, align 1
  %114 = call i64 %111(i8 %113)
  %115 = load i64, ptr %6, align 8
  %116 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %117 = load i8, ptr %116, align 1
  %118 = call i64 @sum_s1(i8 %117)
  %119 = load i64, ptr %7, align 8
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, i64 noundef 1, i64 noundef %107, i64 noundef %110, i64 noundef %114, i64 noundef %115, i64 noundef %118, i64 noundef %119)
  %121 = load i64, ptr %7, align 8
  %122 = load i64, ptr %2, align 8
  %123 = add nsw i64 %122, %121
  store i64 %123, ptr %2, align 8
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
  %134 = call i64 @mutate_s2(i16 %133)
  store i64 %134, ptr %11, align 8
  %135 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  %136 = load i16, ptr %135, align 2
  %137 = getelementptr inbounds %struct.s2, ptr %9, i32 0, i32 0
  %138 = load i16, ptr %137, align 2
  %139 = call i64 @late_s2(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i16 %136, i32 noundef 7, i16 %138)
  store i64 %139, ptr %12, align 8
  %140 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  %141 = load i16, ptr %140, align 2
  %142 = call i64 @sum_s2(i16 %141)
  %143 = getelementptr inbounds %struct.s2, ptr %9, i32 0, i32 0
  %144 = load i16, ptr %143, align 2
  %145 = call i64 @sum_s2(i16 %144)
  %146 = load ptr, ptr %10, align 8
  %147 = getelementptr inbounds %struct.s2, ptr %9, i32 0, i32 0
  %148 = load i16, ptr %147, align 2
  %149 = call i64 %146(i16 %148)
  %150 = load i64, ptr %11, align 8
  %151 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  %152 = load i16, ptr %151, align 2
  %153 = call i64 @sum_s2(i16 %152)
  %154 = load i64, ptr %12, align 8
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.2, i64 noundef 2, i64 noundef %142, i64 noundef %145, i64 noundef %149, i64 noundef %150, i64 noundef %153, i64 noundef %154)
  %156 = load i64, ptr %12, align 8
  %157 = load i64, ptr %2, align 8
  %158 = add nsw i64 %157, %156
  store i64 %158, ptr %2, align 8
  br label %159

159:                                              ; preds = %125
  br label %160

160:                                              ; preds = %159
  %161 = call i24 @make_s3(i32 noundef 37)
  store i24 %161, ptr %13, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 1 %13, i64 3, i1 false)
  %162 = load i24, ptr %15, align 4
  %163 = call i24 @twice_s3(i24 %162)
  store i24 %163, ptr %14, align 1
  store ptr @sum_s3, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 1 %13, i64 3, i1 false)
  %164 = load i24, ptr %18, align 4
  %165 = call i64 @mutate_s3(i24 %164)
  store i64 %165, ptr %17, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 1 %13, i64 3, i1 false)
  %166 = load i24, ptr %20, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 1 %14, i64 3, i1 false)
  %167 = load i24, ptr %21, align 4
  %168 = call i64 @late_s3(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i24 %166, i32 noundef 7, i24 %167)
  store i64 %168, ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 1 %13, i64 3, i1 false)
  %169 = load i24, ptr %22, align 4
  %170 = call i64 @sum_s3(i24 %169)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 1 %14, i64 3, i1 false)
  %171 = load i24, ptr %23, align 4
  %172 = call i64 @sum_s3(i24 %171)
  %173 = load ptr, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 1 %14, i64 3, i1 false)
  %174 = load i24, ptr %24, align 4
  %175 = call i64 %173(i24 %174)
  %176 = load i64, ptr %17, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 1 %13, i64 3, i1 false)
  %177 = load i24, ptr %25, align 4
  %178 = call i64 @sum_s3(i24 %177)
  %179 = load i64, ptr %19, align 8
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, i64 noundef 3, i64 noundef %170, i64 noundef %172, i64 noundef %175, i64 noundef %176, i64 noundef %178, i64 noundef %179)
  %181 = load i64, ptr %19, align 8
  %182 = load i64, ptr %2, align 8
  %183 = add nsw i64 %182, %181
  store i64 %183, ptr %2, align 8
  br label %184

184:                                              ; preds = %160
  br label %185

185:                                              ; preds = %184
  %186 = call i32 @make_s4(i32 noundef 37)
  store i32 %186, ptr %26, align 2
  %187 = load i32, ptr %26, align 2
  %188 = call i32 @twice_s4(i32 %187)
  store i32 %188, ptr %27, align 2
  store ptr @sum_s4, ptr %28, align 8
  %189 = load i32, ptr %26, align 2
  %190 = call i64 @mutate_s4(i32 %189)
  store i64 %190, ptr %29, align 8
  %191 = load i32, ptr %26, align 2
  %192 = load i32, ptr %27, align 2
  %193 = call i64 @late_s4(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i32 %191, i32 noundef 7, i32 %192)
  store i64 %193, ptr %30, align 8
  %194 = load i32, ptr %26, align 2
  %195 = call i64 @sum_s4(i32 %194)
  %196 = load i32, ptr %27, align 2
  %197 = call i64 @sum_s4(i32 %196)
  %198 = load ptr, ptr %28, align 8
  %199 = load i32, ptr %27, align 2
  %200 = call i64 %198(i32 %199)
  %201 = load i64, ptr %29, align 8
  %202 = load i32, ptr %26, align 2
  %203 = call i64 @sum_s4(i32 %202)
  %204 = load i64, ptr %30, align 8
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, i64 noundef 4, i64 noundef %195, i64 noundef %197, i64 noundef %200, i64 noundef %201, i64 noundef %203, i64 noundef %204)
  %206 = load i64, ptr %30, align 8
  %207 = load i64, ptr %2, align 8
  %208 = add nsw i64 %207, %206
  store i64 %208, ptr %2, align 8
  br label %209

209:                                              ; preds = %185
  br label %210

210:                                              ; preds = %209
  %211 = call i40 @make_s5(i32 noundef 37)
  %212 = getelementptr inbounds %struct.s5, ptr %31, i32 0, i32 0
  store i40 %211, ptr %212, align 1
  %213 = getelementptr inbounds %struct.s5, ptr %31, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 1 %213, i64 5, i1 false)
  %214 = load i40, ptr %33, align 8
  %215 = call i40 @twice_s5(i40 %214)
  %216 = getelementptr inbounds %struct.s5, ptr %32, i32 0, i32 0
  store i40 %215, ptr %216, align 1
  store ptr @sum_s5, ptr %34, align 8
  %217 = getelementptr inbounds %struct.s5, ptr %31, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 1 %217, i64 5, i1 false)
  %218 = load i40, ptr %36, align 8
  %219 = call i64 @mutate_s5(i40 %218)
  store i64 %219, ptr %35, align 8
  %220 = getelementptr inbounds %struct.s5, ptr %31, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 1 %220, i64 5, i1 false)
  %221 = load i40, ptr %38, align 8
  %222 = getelementptr inbounds %struct.s5, ptr %32, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 1 %222, i64 5, i1 false)
  %223 = load i40, ptr %39, align 8
  %224 = call i64 @late_s5(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i40 %221, i32 noundef 7, i40 %223)
  store i64 %224, ptr %37, align 8
  %225 = getelementptr inbounds %struct.s5, ptr %31, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %40, ptr align 1 %225, i64 5, i1 false)
  %226 = load i40, ptr %40, align 8
  %227 = call i64 @sum_s5(i40 %226)
  %228 = getelementptr inbounds %struct.s5, ptr %32, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %41, ptr align 1 %228, i64 5, i1 false)
  %229 = load i40, ptr %41, align 8
  %230 = call i64 @sum_s5(i40 %229)
  %231 = load ptr, ptr %34, align 8
  %232 = getelementptr inbounds %struct.s5, ptr %32, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %42, ptr align 1 %232, i64 5, i1 false)
  %233 = load i40, ptr %42, align 8
  %234 = call i64 %231(i40 %233)
  %235 = load i64, ptr %35, align 8
  %236 = getelementptr inbounds %struct.s5, ptr %31, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %43, ptr align 1 %236, i64 5, i1 false)
  %237 = load i40, ptr %43, align 8
  %238 = call i64 @sum_s5(i40 %237)
  %239 = load i64, ptr %37, align 8
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.5, i64 noundef 5, i64 noundef %227, i64 noundef %230, i64 noundef %234, i64 noundef %235, i64 noundef %238, i64 noundef %239)
  %241 = load i64, ptr %37, align 8
  %242 = load i64, ptr %2, align 8
  %243 = add nsw i64 %242, %241
  store i64 %243, ptr %2, align 8
  br label %244

244:                                              ; preds = %210
  br label %245

245:                                              ; preds = %244
  %246 = call i48 @make_s6(i32 noundef 37)
  store i48 %246, ptr %44, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %46, ptr align 2 %44, i64 6, i1 false)
  %247 = load i48, ptr %46, align 8
  %248 = call i48 @twice_s6(i48 %247)
  store i48 %248, ptr %45, align 2
  store ptr @sum_s6, ptr %47, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %49, ptr align 2 %44, i64 6, i1 false)
  %249 = load i48, ptr %49, align 8
  %250 = call i64 @mutate_s6(i48 %249)
  store i64 %250, ptr %48, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 2 %44, i64 6, i1 false)
  %251 = load i48, ptr %51, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %52, ptr align 2 %45, i64 6, i1 false)
  %252 = load i48, ptr %52, align 8
  %253 = call i64 @late_s6(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i48 %251, i32 noundef 7, i48 %252)
  store i64 %253, ptr %50, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %53, ptr align 2 %44, i64 6, i1 false)
  %254 = load i48, ptr %53, align 8
  %255 = call i64 @sum_s6(i48 %254)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %54, ptr align 2 %45, i64 6, i1 false)
  %256 = load i48, ptr %54, align 8
  %257 = call i64 @sum_s6(i48 %256)
  %258 = load ptr, ptr %47, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %55, ptr align 2 %45, i64 6, i1 false)
  %259 = load i48, ptr %55, align 8
  %260 = call i64 %258(i48 %259)
  %261 = load i64, ptr %48, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %56, ptr align 2 %44, i64 6, i1 false)
  %262 = load i48, ptr %56, align 8
  %263 = call i64 @sum_s6(i48 %262)
  %264 = load i64, ptr %50, align 8
  %265 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.6, i64 noundef 6, i64 noundef %255, i64 noundef %257, i64 noundef %260, i64 noundef %261, i64 noundef %263, i64 noundef %264)
  %266 = load i64, ptr %50, align 8
  %267 = load i64, ptr %2, align 8
  %268 = add nsw i64 %267, %266
  store i64 %268, ptr %2, align 8
  br label %269

269:                                              ; preds = %245
  br label %270

270:                                              ; preds = %269
  %271 = call i64 @make_s7(i32 noundef 37)
  store i64 %271, ptr %57, align 2
  %272 = load i64, ptr %57, align 2
  %273 = call i64 @twice_s7(i64 %272)
  store i64 %273, ptr %58, align 2
  store ptr @sum_s7, ptr %59, align 8
  %274 = load i64, ptr %57, align 2
  %275 = call i64 @mutate_s7(i64 %274)
  store i64 %275, ptr %60, align 8
  %276 = load i64, ptr %57, align 2
  %277 = load i64, ptr %58, align 2
  %278 = call i64 @late_s7(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %276, i32 noundef 7, i64 %277)
  store i64 %278, ptr %61, align 8
  %279 = load i64, ptr %57, align 2
  %280 = call i64 @sum_s7(i64 %279)
  %281 = load i64, ptr %58, align 2
  %282 = call i64 @sum_s7(i64 %281)
  %283 = load ptr, ptr %59, align 8
  %284 = load i64, ptr %58, align 2
  %285 = call i64 %283(i64 %284)
  %286 = load i64, ptr %60, align 8
  %287 = load i64, ptr %57, align 2
  %288 = call i64 @sum_s7(i64 %287)
  %289 = load i64, ptr %61, align 8
  %290 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.7, i64 noundef 8, i64 noundef %280, i64 noundef %282, i64 noundef %285, i64 noundef %286, i64 noundef %288, i64 noundef %289)
  %291 = load i64, ptr %61, align 8
  %292 = load i64, ptr %2, align 8
  %293 = add nsw i64 %292, %291
  store i64 %293, ptr %2, align 8
  br label %294

294:                                              ; preds = %270
  br label %295

295:                                              ; preds = %294
  %296 = call i64 @make_s8a(i32 noundef 37)
  store i64 %296, ptr %62, align 4
  %297 = load i64, ptr %62, align 4
  %298 = call i64 @twice_s8a(i64 %297)
  store i64 %298, ptr %63, align 4
  store ptr @sum_s8a, ptr %64, align 8
  %299 = load i64, ptr %62, align 4
  %300 = call i64 @mutate_s8a(i64 %299)
  store i64 %300, ptr %65, align 8
  %301 = load i64, ptr %62, align 4
  %302 = load i64, ptr %63, align 4
  %303 = call i64 @late_s8a(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %301, i32 noundef 7, i64 %302)
  store i64 %303, ptr %66, align 8
  %304 = load i64, ptr %62, align 4
  %305 = call i64 @sum_s8a(i64 %304)
  %306 = load i64, ptr %63, align 4
  %307 = call i64 @sum_s8a(i64 %306)
  %308 = load ptr, ptr %64, align 8
  %309 = load i64, ptr %63, align 4
  %310 = call i64 %308(i64 %309)
  %311 = load i64, ptr %65, align 8
  %312 = load i64, ptr %62, align 4
  %313 = call i64 @sum_s8a(i64 %312)
  %314 = load i64, ptr %66, align 8
  %315 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.8, i64 noundef 8, i64 noundef %305, i64 noundef %307, i64 noundef %310, i64 noundef %311, i64 noundef %313, i64 noundef %314)
  %316 = load i64, ptr %66, align 8
  %317 = load i64, ptr %2, align 8
  %318 = add nsw i64 %317, %316
  store i64 %318, ptr %2, align 8
  br label %319

319:                                              ; preds = %295
  br label %320

320:                                              ; preds = %319
  %321 = call i64 @make_s8b(i32 noundef 37)
  store i64 %321, ptr %67, align 4
  %322 = load i64, ptr %67, align 4
  %323 = call i64 @twice_s8b(i64 %322)
  store i64 %323, ptr %68, align 4
  store ptr @sum_s8b, ptr %69, align 8
  %324 = load i64, ptr %67, align 4
  %325 = call i64 @mutate_s8b(i64 %324)
  store i64 %325, ptr %70, align 8
  %326 = load i64, ptr %67, align 4
  %327 = load i64, ptr %68, align 4
  %328 = call i64 @late_s8b(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %326, i32 noundef 7, i64 %327)
  store i64 %328, ptr %71, align 8
  %329 = load i64, ptr %67, align 4
  %330 = call i64 @sum_s8b(i64 %329)
  %331 = load i64, ptr %68, align 4
  %332 = call i64 @sum_s8b(i64 %331)
  %333 = load ptr, ptr %69, align 8
  %334 = load i64, ptr %68, align 4
  %335 = call i64 %333(i64 %334)
  %336 = load i64, ptr %70, align 8
  %337 = load i64, ptr %67, align 4
  %338 = call i64 @sum_s8b(i64 %337)
  %339 = load i64, ptr %71, align 8
  %340 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef 8, i64 noundef %330, i64 noundef %332, i64 noundef %335, i64 noundef %336, i64 noundef %338, i64 noundef %339)
  %341 = load i64, ptr %71, align 8
  %342 = load i64, ptr %2, align 8
  %343 = add nsw i64 %342, %341
  store i64 %343, ptr %2, align 8
  br label %344

344:                                              ; preds = %320
  br label %345

345:                                              ; preds = %344
  %346 = call i64 @make_s8c(i32 noundef 37)
  %347 = getelementptr inbounds %struct.s8c, ptr %72, i32 0, i32 0
  store i64 %346, ptr %347, align 8
  %348 = getelementptr inbounds %struct.s8c, ptr %72, i32 0, i32 0
  %349 = load i64, ptr %348, align 8
  %350 = call i64 @twice_s8c(i64 %349)
  %351 = getelementptr inbounds %struct.s8c, ptr %73, i32 0, i32 0
  store i64 %350, ptr %351, align 8
  store ptr @sum_s8c, ptr %74, align 8
  %352 = getelementptr inbounds %struct.s8c, ptr %72, i32 0, i32 0
  %353 = load i64, ptr %352, align 8
  %354 = call i64 @mutate_s8c(i64 %353)
  store i64 %354, ptr %75, align 8
  %355 = getelementptr inbounds %struct.s8c, ptr %72, i32 0, i32 0
  %356 = load i64, ptr %355, align 8
  %357 = getelementptr inbounds %struct.s8c, ptr %73, i32 0, i32 0
  %358 = load i64, ptr %357, align 8
  %359 = call i64 @late_s8c(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %356, i32 noundef 7, i64 %358)
  store i64 %359, ptr %76, align 8
  %360 = getelementptr inbounds %struct.s8c, ptr %72, i32 0, i32 0
  %361 = load i64, ptr %360, align 8
  %362 = call i64 @sum_s8c(i64 %361)
  %363 = getelementptr inbounds %struct.s8c, ptr %73, i32 0, i32 0
  %364 = load i64, ptr %363, align 8
  %365 = call i64 @sum_s8c(i64 %364)
  %366 = load ptr, ptr %74, align 8
  %367 = getelementptr inbounds %struct.s8c, ptr %73, i32 0, i32 0
  %368 = load i64, ptr %367, align 8
  %369 = call i64 %366(i64 %368)
  %370 = load i64, ptr %75, align 8
  %371 = getelementptr inbounds %struct.s8c, ptr %72, i32 0, i32 0
  %372 = load i64, ptr %371, align 8
  %373 = call i64 @sum_s8c(i64 %372)
  %374 = load i64, ptr %76, align 8
  %375 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, i64 noundef 8, i64 noundef %362, i64 noundef %365, i64 noundef %369, i64 noundef %370, i64 noundef %373, i64 noundef %374)
  %376 = load i64, ptr %76, align 8
  %377 = load i64, ptr %2, align 8
  %378 = add nsw i64 %377, %376
  store i64 %378, ptr %2, align 8
  br label %379

379:                                              ; preds = %345
  br label %380

380:                                              ; preds = %379
  %381 = call i56 @make_s7b(i32 noundef 37)
  %382 = getelementptr inbounds %struct.s7b, ptr %77, i32 0, i32 0
  store i56 %381, ptr %382, align 1
  %383 = getelementptr inbounds %struct.s7b, ptr %77, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %79, ptr align 1 %383, i64 7, i1 false)
  %384 = load i56, ptr %79, align 8
  %385 = call i56 @twice_s7b(i56 %384)
  %386 = getelementptr inbounds %struct.s7b, ptr %78, i32 0, i32 0
  store i56 %385, ptr %386, align 1
  store ptr @sum_s7b, ptr %80, align 8
  %387 = getelementptr inbounds %struct.s7b, ptr %77, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %82, ptr align 1 %387, i64 7, i1 false)
  %388 = load i56, ptr %82, align 8
  %389 = call i64 @mutate_s7b(i56 %388)
  store i64 %389, ptr %81, align 8
  %390 = getelementptr inbounds %struct.s7b, ptr %77, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %84, ptr align 1 %390, i64 7, i1 false)
  %391 = load i56, ptr %84, align 8
  %392 = getelementptr inbounds %struct.s7b, ptr %78, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %85, ptr align 1 %392, i64 7, i1 false)
  %393 = load i56, ptr %85, align 8
  %394 = call i64 @late_s7b(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i56 %391, i32 noundef 7, i56 %393)
  store i64 %394, ptr %83, align 8
  %395 = getelementptr inbounds %struct.s7b, ptr %77, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %86, ptr align 1 %395, i64 7, i1 false)
  %396 = load i56, ptr %86, align 8
  %397 = call i64 @sum_s7b(i56 %396)
  %398 = getelementptr inbounds %struct.s7b, ptr %78, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %87, ptr align 1 %398, i64 7, i1 false)
  %399 = load i56, ptr %87, align 8
  %400 = call i64 @sum_s7b(i56 %399)
  %401 = load ptr, ptr %80, align 8
  %402 = getelementptr inbounds %struct.s7b, ptr %78, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %88, ptr align 1 %402, i64 7, i1 false)
  %403 = load i56, ptr %88, align 8
  %404 = call i64 %401(i56 %403)
  %405 = load i64, ptr %81, align 8
  %406 = getelementptr inbounds %struct.s7b, ptr %77, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %89, ptr align 1 %406, i64 7, i1 false)
  %407 = load i56, ptr %89, align 8
  %408 = call i64 @sum_s7b(i56 %407)
  %409 = load i64, ptr %83, align 8
  %410 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, i64 noundef 7, i64 noundef %397, i64 noundef %400, i64 noundef %404, i64 noundef %405, i64 noundef %408, i64 noundef %409)
  %411 = load i64, ptr %83, align 8
  %412 = load i64, ptr %2, align 8
  %413 = add nsw i64 %412, %411
  store i64 %413, ptr %2, align 8
  br label %414

414:                                              ; preds = %380
  %415 = load i64, ptr %2, align 8
  %416 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %415)
  %417 = load i64, ptr %2, align 8
  %418 = and i64 %417, 127
  %419 = trunc i64 %418 to i32
  ret i32 %419
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
  br label %7, !llvm.loop !6

25:                                               ; preds = %7
  %26 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %27 = load i8, ptr %26, align 1
  ret i8 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s1(i8 %0) #0 {
  %2 = alloca %struct.s1, align 1
  %3 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  store i8 %0, ptr %3, align 1
  %4 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %5 = load i8, ptr %4, align 1
  %6 = sext i8 %5 to i64
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s1(i8 %0) #0 {
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
  %13 = call i64 @sum_s1(i8 %12)
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s1(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i8 %6, i32 noundef %7, i8 %8) #0 {
  %10 = alloca %struct.s1, align 1
  %11 = alloca %struct.s1, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = getelementptr inbounds %struct.s1, ptr %10, i32 0, i32 0
  store i8 %6, ptr %19, align 1
  %20 = getelementptr inbounds %struct.s1, ptr %11, i32 0, i32 0
  store i8 %8, ptr %20, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i32 %7, ptr %18, align 4
  %21 = load i64, ptr %12, align 8
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i32, ptr %18, align 4
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %31, %33
  %35 = getelementptr inbounds %struct.s1, ptr %10, i32 0, i32 0
  %36 = load i8, ptr %35, align 1
  %37 = call i64 @sum_s1(i8 %36)
  %38 = mul nsw i64 %37, 3
  %39 = add nsw i64 %34, %38
  %40 = getelementptr inbounds %struct.s1, ptr %11, i32 0, i32 0
  %41 = load i8, ptr %40, align 1
  %42 = call i64 @sum_s1(i8 %41)
  %43 = sub nsw i64 %39, %42
  ret i64 %43
}

declare i32 @printf(ptr noundef, ...) #1

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
  br label %7, !llvm.loop !8

25:                                               ; preds = %7
  %26 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %27 = load i16, ptr %26, align 2
  ret i16 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s2(i16 %0) #0 {
  %2 = alloca %struct.s2, align 2
  %3 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  store i16 %0, ptr %3, align 2
  %4 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %5 = load i16, ptr %4, align 2
  %6 = sext i16 %5 to i64
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s2(i16 %0) #0 {
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
  %13 = call i64 @sum_s2(i16 %12)
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s2(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i16 %6, i32 noundef %7, i16 %8) #0 {
  %10 = alloca %struct.s2, align 2
  %11 = alloca %struct.s2, align 2
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = getelementptr inbounds %struct.s2, ptr %10, i32 0, i32 0
  store i16 %6, ptr %19, align 2
  %20 = getelementptr inbounds %struct.s2, ptr %11, i32 0, i32 0
  store i16 %8, ptr %20, align 2
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i32 %7, ptr %18, align 4
  %21 = load i64, ptr %12, align 8
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i32, ptr %18, align 4
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %31, %33
  %35 = getelementptr inbounds %struct.s2, ptr %10, i32 0, i32 0
  %36 = load i16, ptr %35, align 2
  %37 = call i64 @sum_s2(i16 %36)
  %38 = mul nsw i64 %37, 3
  %39 = add nsw i64 %34, %38
  %40 = getelementptr inbounds %struct.s2, ptr %11, i32 0, i32 0
  %41 = load i16, ptr %40, align 2
  %42 = call i64 @sum_s2(i16 %41)
  %43 = sub nsw i64 %39, %42
  ret i64 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @make_s3(i32 noundef %0) #0 {
  %2 = alloca %struct.s3, align 1
  %3 = alloca i32, align 4
  %4 = alloca i24, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 1 %2, i8 0, i64 3, i1 false)
  %5 = load i32, ptr %3, align 4
  %6 = trunc i32 %5 to i8
  %7 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  store i8 %6, ptr %7, align 1
  %8 = load i32, ptr %3, align 4
  %9 = add nsw i32 %8, 1
  %10 = trunc i32 %9 to i8
  %11 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 1
  store i8 %10, ptr %11, align 1
  %12 = load i32, ptr %3, align 4
  %13 = sub nsw i32 0, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 2
  store i8 %14, ptr %15, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 1 %2, i64 3, i1 false)
  %16 = load i24, ptr %4, align 4
  ret i24 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @twice_s3(i24 %0) #0 {
  %2 = alloca %struct.s3, align 1
  %3 = alloca %struct.s3, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i24, align 4
  store i24 %0, ptr %3, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 3, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %7

7:                                                ; preds = %22, %1
  %8 = load i64, ptr %5, align 8
  %9 = icmp ult i64 %8, 3
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
  br label %7, !llvm.loop !9

25:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 1 %2, i64 3, i1 false)
  %26 = load i24, ptr %6, align 4
  ret i24 %26
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s3(i24 %0) #0 {
  %2 = alloca %struct.s3, align 1
  store i24 %0, ptr %2, align 1
  %3 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  %6 = mul nsw i32 %5, 10000
  %7 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 1
  %8 = load i8, ptr %7, align 1
  %9 = sext i8 %8 to i32
  %10 = mul nsw i32 %9, 100
  %11 = add nsw i32 %6, %10
  %12 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 2
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i32
  %15 = add nsw i32 %11, %14
  %16 = sext i32 %15 to i64
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s3(i24 %0) #0 {
  %2 = alloca %struct.s3, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i24, align 4
  store i24 %0, ptr %2, align 1
  store ptr %2, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %8, 255
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %6, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 1 %2, i64 3, i1 false)
  %11 = load i24, ptr %4, align 4
  %12 = call i64 @sum_s3(i24 %11)
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s3(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i24 %6, i32 noundef %7, i24 %8) #0 {
  %10 = alloca %struct.s3, align 1
  %11 = alloca %struct.s3, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i24, align 4
  %20 = alloca i24, align 4
  store i24 %6, ptr %10, align 1
  store i24 %8, ptr %11, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i32 %7, ptr %18, align 4
  %21 = load i64, ptr %12, align 8
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i32, ptr %18, align 4
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %31, %33
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 1 %10, i64 3, i1 false)
  %35 = load i24, ptr %19, align 4
  %36 = call i64 @sum_s3(i24 %35)
  %37 = mul nsw i64 %36, 3
  %38 = add nsw i64 %34, %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 1 %11, i64 3, i1 false)
  %39 = load i24, ptr %20, align 4
  %40 = call i64 @sum_s3(i24 %39)
  %41 = sub nsw i64 %38, %40
  ret i64 %41
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
  br label %6, !llvm.loop !10

24:                                               ; preds = %6
  %25 = load i32, ptr %2, align 2
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s4(i32 %0) #0 {
  %2 = alloca %struct.s4, align 2
  store i32 %0, ptr %2, align 2
  %3 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  %4 = load i16, ptr %3, align 2
  %5 = sext i16 %4 to i64
  %6 = mul nsw i64 %5, 1000
  %7 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 1
  %8 = load i8, ptr %7, align 2
  %9 = sext i8 %8 to i64
  %10 = add nsw i64 %6, %9
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s4(i32 %0) #0 {
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
  %11 = call i64 @sum_s4(i32 %10)
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s4(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i32 %6, i32 noundef %7, i32 %8) #0 {
  %10 = alloca %struct.s4, align 2
  %11 = alloca %struct.s4, align 2
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  store i32 %6, ptr %10, align 2
  store i32 %8, ptr %11, align 2
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i32 %7, ptr %18, align 4
  %19 = load i64, ptr %12, align 8
  %20 = load i64, ptr %13, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %14, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %15, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %16, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %17, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i32, ptr %18, align 4
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %29, %31
  %33 = load i32, ptr %10, align 2
  %34 = call i64 @sum_s4(i32 %33)
  %35 = mul nsw i64 %34, 3
  %36 = add nsw i64 %32, %35
  %37 = load i32, ptr %11, align 2
  %38 = call i64 @sum_s4(i32 %37)
  %39 = sub nsw i64 %36, %38
  ret i64 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i40 @make_s5(i32 noundef %0) #0 {
  %2 = alloca %struct.s5, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i40, align 8
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 1 %2, i8 0, i64 5, i1 false)
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 20
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !11

22:                                               ; preds = %6
  %23 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %23, i64 5, i1 false)
  %24 = load i40, ptr %5, align 8
  ret i40 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i40 @twice_s5(i40 %0) #0 {
  %2 = alloca %struct.s5, align 1
  %3 = alloca %struct.s5, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i40, align 8
  %7 = getelementptr inbounds %struct.s5, ptr %3, i32 0, i32 0
  store i40 %0, ptr %7, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 5, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %8

8:                                                ; preds = %23, %1
  %9 = load i64, ptr %5, align 8
  %10 = icmp ult i64 %9, 5
  br i1 %10, label %11, label %26

11:                                               ; preds = %8
  %12 = load ptr, ptr %4, align 8
  %13 = load i64, ptr %5, align 8
  %14 = getelementptr inbounds i8, ptr %12, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = mul nsw i32 %16, 2
  %18 = add nsw i32 %17, 1
  %19 = trunc i32 %18 to i8
  %20 = load ptr, ptr %4, align 8
  %21 = load i64, ptr %5, align 8
  %22 = getelementptr inbounds i8, ptr %20, i64 %21
  store i8 %19, ptr %22, align 1
  br label %23

23:                                               ; preds = %11
  %24 = load i64, ptr %5, align 8
  %25 = add i64 %24, 1
  store i64 %25, ptr %5, align 8
  br label %8, !llvm.loop !12

26:                                               ; preds = %8
  %27 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %27, i64 5, i1 false)
  %28 = load i40, ptr %6, align 8
  ret i40 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s5(i40 %0) #0 {
  %2 = alloca %struct.s5, align 1
  %3 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  store i40 %0, ptr %3, align 1
  %4 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds [5 x i8], ptr %4, i64 0, i64 0
  %6 = load i8, ptr %5, align 1
  %7 = sext i8 %6 to i32
  %8 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %9 = getelementptr inbounds [5 x i8], ptr %8, i64 0, i64 1
  %10 = load i8, ptr %9, align 1
  %11 = sext i8 %10 to i32
  %12 = mul nsw i32 %11, 2
  %13 = add nsw i32 %7, %12
  %14 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %15 = getelementptr inbounds [5 x i8], ptr %14, i64 0, i64 2
  %16 = load i8, ptr %15, align 1
  %17 = sext i8 %16 to i32
  %18 = mul nsw i32 %17, 3
  %19 = add nsw i32 %13, %18
  %20 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %21 = getelementptr inbounds [5 x i8], ptr %20, i64 0, i64 3
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = mul nsw i32 %23, 4
  %25 = add nsw i32 %19, %24
  %26 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %27 = getelementptr inbounds [5 x i8], ptr %26, i64 0, i64 4
  %28 = load i8, ptr %27, align 1
  %29 = sext i8 %28 to i32
  %30 = mul nsw i32 %29, 5
  %31 = add nsw i32 %25, %30
  %32 = sext i32 %31 to i64
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s5(i40 %0) #0 {
  %2 = alloca %struct.s5, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i40, align 8
  %5 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  store i40 %0, ptr %5, align 1
  store ptr %2, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 0
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = xor i32 %9, 255
  %11 = trunc i32 %10 to i8
  store i8 %11, ptr %7, align 1
  %12 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %12, i64 5, i1 false)
  %13 = load i40, ptr %4, align 8
  %14 = call i64 @sum_s5(i40 %13)
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s5(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i40 %6, i32 noundef %7, i40 %8) #0 {
  %10 = alloca %struct.s5, align 1
  %11 = alloca %struct.s5, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i40, align 8
  %20 = alloca i40, align 8
  %21 = getelementptr inbounds %struct.s5, ptr %10, i32 0, i32 0
  store i40 %6, ptr %21, align 1
  %22 = getelementptr inbounds %struct.s5, ptr %11, i32 0, i32 0
  store i40 %8, ptr %22, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i32 %7, ptr %18, align 4
  %23 = load i64, ptr %12, align 8
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i32, ptr %18, align 4
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %33, %35
  %37 = getelementptr inbounds %struct.s5, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %37, i64 5, i1 false)
  %38 = load i40, ptr %19, align 8
  %39 = call i64 @sum_s5(i40 %38)
  %40 = mul nsw i64 %39, 3
  %41 = add nsw i64 %36, %40
  %42 = getelementptr inbounds %struct.s5, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %42, i64 5, i1 false)
  %43 = load i40, ptr %20, align 8
  %44 = call i64 @sum_s5(i40 %43)
  %45 = sub nsw i64 %41, %44
  ret i64 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @make_s6(i32 noundef %0) #0 {
  %2 = alloca %struct.s6, align 2
  %3 = alloca i32, align 4
  %4 = alloca i48, align 8
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 2 %2, i8 0, i64 6, i1 false)
  %5 = load i32, ptr %3, align 4
  %6 = trunc i32 %5 to i8
  %7 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  store i8 %6, ptr %7, align 2
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %8, %9
  %11 = trunc i32 %10 to i16
  %12 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 1
  store i16 %11, ptr %12, align 2
  %13 = load i32, ptr %3, align 4
  %14 = xor i32 %13, 85
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 2
  store i8 %15, ptr %16, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 2 %2, i64 6, i1 false)
  %17 = load i48, ptr %4, align 8
  ret i48 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @twice_s6(i48 %0) #0 {
  %2 = alloca %struct.s6, align 2
  %3 = alloca %struct.s6, align 2
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i48, align 8
  store i48 %0, ptr %3, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 6, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %7

7:                                                ; preds = %22, %1
  %8 = load i64, ptr %5, align 8
  %9 = icmp ult i64 %8, 6
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
  br label %7, !llvm.loop !13

25:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 2 %2, i64 6, i1 false)
  %26 = load i48, ptr %6, align 8
  ret i48 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s6(i48 %0) #0 {
  %2 = alloca %struct.s6, align 2
  store i48 %0, ptr %2, align 2
  %3 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  %4 = load i8, ptr %3, align 2
  %5 = sext i8 %4 to i64
  %6 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 1
  %7 = load i16, ptr %6, align 2
  %8 = sext i16 %7 to i64
  %9 = mul nsw i64 %8, 7
  %10 = add nsw i64 %5, %9
  %11 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 2
  %12 = load i8, ptr %11, align 2
  %13 = sext i8 %12 to i64
  %14 = mul nsw i64 %13, 1000
  %15 = add nsw i64 %10, %14
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s6(i48 %0) #0 {
  %2 = alloca %struct.s6, align 2
  %3 = alloca ptr, align 8
  %4 = alloca i48, align 8
  store i48 %0, ptr %2, align 2
  store ptr %2, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %8, 255
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %6, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 2 %2, i64 6, i1 false)
  %11 = load i48, ptr %4, align 8
  %12 = call i64 @sum_s6(i48 %11)
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s6(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i48 %6, i32 noundef %7, i48 %8) #0 {
  %10 = alloca %struct.s6, align 2
  %11 = alloca %struct.s6, align 2
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i48, align 8
  %20 = alloca i48, align 8
  store i48 %6, ptr %10, align 2
  store i48 %8, ptr %11, align 2
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i32 %7, ptr %18, align 4
  %21 = load i64, ptr %12, align 8
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i32, ptr %18, align 4
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %31, %33
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 2 %10, i64 6, i1 false)
  %35 = load i48, ptr %19, align 8
  %36 = call i64 @sum_s6(i48 %35)
  %37 = mul nsw i64 %36, 3
  %38 = add nsw i64 %34, %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 2 %11, i64 6, i1 false)
  %39 = load i48, ptr %20, align 8
  %40 = call i64 @sum_s6(i48 %39)
  %41 = sub nsw i64 %38, %40
  ret i64 %41
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
  br label %6, !llvm.loop !14

24:                                               ; preds = %6
  %25 = load i64, ptr %2, align 2
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s7(i64 %0) #0 {
  %2 = alloca %struct.s7, align 2
  store i64 %0, ptr %2, align 2
  %3 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  %4 = getelementptr inbounds [3 x i16], ptr %3, i64 0, i64 0
  %5 = load i16, ptr %4, align 2
  %6 = sext i16 %5 to i64
  %7 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  %8 = getelementptr inbounds [3 x i16], ptr %7, i64 0, i64 1
  %9 = load i16, ptr %8, align 2
  %10 = sext i16 %9 to i64
  %11 = mul nsw i64 %10, 3
  %12 = sub nsw i64 %6, %11
  %13 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  %14 = getelementptr inbounds [3 x i16], ptr %13, i64 0, i64 2
  %15 = load i16, ptr %14, align 2
  %16 = sext i16 %15 to i64
  %17 = mul nsw i64 %16, 5
  %18 = add nsw i64 %12, %17
  %19 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 1
  %20 = load i8, ptr %19, align 2
  %21 = sext i8 %20 to i64
  %22 = add nsw i64 %18, %21
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s7(i64 %0) #0 {
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
  %11 = call i64 @sum_s7(i64 %10)
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s7(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s7, align 2
  %11 = alloca %struct.s7, align 2
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  store i64 %6, ptr %10, align 2
  store i64 %8, ptr %11, align 2
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i32 %7, ptr %18, align 4
  %19 = load i64, ptr %12, align 8
  %20 = load i64, ptr %13, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %14, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %15, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %16, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %17, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i32, ptr %18, align 4
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %29, %31
  %33 = load i64, ptr %10, align 2
  %34 = call i64 @sum_s7(i64 %33)
  %35 = mul nsw i64 %34, 3
  %36 = add nsw i64 %32, %35
  %37 = load i64, ptr %11, align 2
  %38 = call i64 @sum_s7(i64 %37)
  %39 = sub nsw i64 %36, %38
  ret i64 %39
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
  br label %6, !llvm.loop !15

24:                                               ; preds = %6
  %25 = load i64, ptr %2, align 4
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s8a(i64 %0) #0 {
  %2 = alloca %struct.s8a, align 4
  store i64 %0, ptr %2, align 4
  %3 = getelementptr inbounds %struct.s8a, ptr %2, i32 0, i32 0
  %4 = load i32, ptr %3, align 4
  %5 = sext i32 %4 to i64
  %6 = mul nsw i64 %5, 3
  %7 = getelementptr inbounds %struct.s8a, ptr %2, i32 0, i32 1
  %8 = load i8, ptr %7, align 4
  %9 = sext i8 %8 to i64
  %10 = add nsw i64 %6, %9
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s8a(i64 %0) #0 {
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
  %11 = call i64 @sum_s8a(i64 %10)
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s8a(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s8a, align 4
  %11 = alloca %struct.s8a, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  store i64 %6, ptr %10, align 4
  store i64 %8, ptr %11, align 4
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i32 %7, ptr %18, align 4
  %19 = load i64, ptr %12, align 8
  %20 = load i64, ptr %13, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %14, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %15, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %16, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %17, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i32, ptr %18, align 4
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %29, %31
  %33 = load i64, ptr %10, align 4
  %34 = call i64 @sum_s8a(i64 %33)
  %35 = mul nsw i64 %34, 3
  %36 = add nsw i64 %32, %35
  %37 = load i64, ptr %11, align 4
  %38 = call i64 @sum_s8a(i64 %37)
  %39 = sub nsw i64 %36, %38
  ret i64 %39
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
  br label %6, !llvm.loop !16

24:                                               ; preds = %6
  %25 = load i64, ptr %2, align 4
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s8b(i64 %0) #0 {
  %2 = alloca %struct.s8b, align 4
  store i64 %0, ptr %2, align 4
  %3 = getelementptr inbounds %struct.s8b, ptr %2, i32 0, i32 0
  %4 = load i32, ptr %3, align 4
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds %struct.s8b, ptr %2, i32 0, i32 1
  %7 = load i16, ptr %6, align 4
  %8 = sext i16 %7 to i64
  %9 = mul nsw i64 %8, 11
  %10 = add nsw i64 %5, %9
  %11 = getelementptr inbounds %struct.s8b, ptr %2, i32 0, i32 2
  %12 = load i8, ptr %11, align 2
  %13 = sext i8 %12 to i64
  %14 = mul nsw i64 %13, 13
  %15 = add nsw i64 %10, %14
  %16 = getelementptr inbounds %struct.s8b, ptr %2, i32 0, i32 3
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i64
  %19 = mul nsw i64 %18, 17
  %20 = add nsw i64 %15, %19
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s8b(i64 %0) #0 {
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
  %11 = call i64 @sum_s8b(i64 %10)
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s8b(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s8b, align 4
  %11 = alloca %struct.s8b, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  store i64 %6, ptr %10, align 4
  store i64 %8, ptr %11, align 4
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i32 %7, ptr %18, align 4
  %19 = load i64, ptr %12, align 8
  %20 = load i64, ptr %13, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %14, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %15, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %16, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %17, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i32, ptr %18, align 4
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %29, %31
  %33 = load i64, ptr %10, align 4
  %34 = call i64 @sum_s8b(i64 %33)
  %35 = mul nsw i64 %34, 3
  %36 = add nsw i64 %32, %35
  %37 = load i64, ptr %11, align 4
  %38 = call i64 @sum_s8b(i64 %37)
  %39 = sub nsw i64 %36, %38
  ret i64 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @make_s8c(i32 noundef %0) #0 {
  %2 = alloca %struct.s8c, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  %4 = load i32, ptr %3, align 4
  %5 = sext i32 %4 to i64
  %6 = mul nsw i64 %5, 4294967297
  %7 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  store i64 %6, ptr %7, align 8
  %8 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @twice_s8c(i64 %0) #0 {
  %2 = alloca %struct.s8c, align 8
  %3 = alloca %struct.s8c, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = getelementptr inbounds %struct.s8c, ptr %3, i32 0, i32 0
  store i64 %0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %7

7:                                                ; preds = %22, %1
  %8 = load i64, ptr %5, align 8
  %9 = icmp ult i64 %8, 8
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
  br label %7, !llvm.loop !17

25:                                               ; preds = %7
  %26 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  %27 = load i64, ptr %26, align 8
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s8c(i64 %0) #0 {
  %2 = alloca %struct.s8c, align 8
  %3 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  store i64 %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = ashr i64 %7, 7
  %9 = xor i64 %5, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s8c(i64 %0) #0 {
  %2 = alloca %struct.s8c, align 8
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  store i64 %0, ptr %4, align 8
  store ptr %2, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %8, 255
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %6, align 1
  %11 = getelementptr inbounds %struct.s8c, ptr %2, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = call i64 @sum_s8c(i64 %12)
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s8c(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s8c, align 8
  %11 = alloca %struct.s8c, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = getelementptr inbounds %struct.s8c, ptr %10, i32 0, i32 0
  store i64 %6, ptr %19, align 8
  %20 = getelementptr inbounds %struct.s8c, ptr %11, i32 0, i32 0
  store i64 %8, ptr %20, align 8
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i32 %7, ptr %18, align 4
  %21 = load i64, ptr %12, align 8
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i32, ptr %18, align 4
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %31, %33
  %35 = getelementptr inbounds %struct.s8c, ptr %10, i32 0, i32 0
  %36 = load i64, ptr %35, align 8
  %37 = call i64 @sum_s8c(i64 %36)
  %38 = mul nsw i64 %37, 3
  %39 = add nsw i64 %34, %38
  %40 = getelementptr inbounds %struct.s8c, ptr %11, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = call i64 @sum_s8c(i64 %41)
  %43 = sub nsw i64 %39, %42
  ret i64 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i56 @make_s7b(i32 noundef %0) #0 {
  %2 = alloca %struct.s7b, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i56, align 8
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 1 %2, i8 0, i64 7, i1 false)
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %11, 1
  %13 = mul nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [7 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !18

22:                                               ; preds = %6
  %23 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %23, i64 7, i1 false)
  %24 = load i56, ptr %5, align 8
  ret i56 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i56 @twice_s7b(i56 %0) #0 {
  %2 = alloca %struct.s7b, align 1
  %3 = alloca %struct.s7b, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i56, align 8
  %7 = getelementptr inbounds %struct.s7b, ptr %3, i32 0, i32 0
  store i56 %0, ptr %7, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 7, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %8

8:                                                ; preds = %23, %1
  %9 = load i64, ptr %5, align 8
  %10 = icmp ult i64 %9, 7
  br i1 %10, label %11, label %26

11:                                               ; preds = %8
  %12 = load ptr, ptr %4, align 8
  %13 = load i64, ptr %5, align 8
  %14 = getelementptr inbounds i8, ptr %12, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = mul nsw i32 %16, 2
  %18 = add nsw i32 %17, 1
  %19 = trunc i32 %18 to i8
  %20 = load ptr, ptr %4, align 8
  %21 = load i64, ptr %5, align 8
  %22 = getelementptr inbounds i8, ptr %20, i64 %21
  store i8 %19, ptr %22, align 1
  br label %23

23:                                               ; preds = %11
  %24 = load i64, ptr %5, align 8
  %25 = add i64 %24, 1
  store i64 %25, ptr %5, align 8
  br label %8, !llvm.loop !19

26:                                               ; preds = %8
  %27 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %27, i64 7, i1 false)
  %28 = load i56, ptr %6, align 8
  ret i56 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s7b(i56 %0) #0 {
  %2 = alloca %struct.s7b, align 1
  %3 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  store i56 %0, ptr %3, align 1
  %4 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds [7 x i8], ptr %4, i64 0, i64 0
  %6 = load i8, ptr %5, align 1
  %7 = zext i8 %6 to i32
  %8 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  %9 = getelementptr inbounds [7 x i8], ptr %8, i64 0, i64 3
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = shl i32 %11, 8
  %13 = or i32 %7, %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  %16 = getelementptr inbounds [7 x i8], ptr %15, i64 0, i64 6
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i64
  %19 = shl i64 %18, 16
  %20 = or i64 %14, %19
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s7b(i56 %0) #0 {
  %2 = alloca %struct.s7b, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i56, align 8
  %5 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  store i56 %0, ptr %5, align 1
  store ptr %2, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 0
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = xor i32 %9, 255
  %11 = trunc i32 %10 to i8
  store i8 %11, ptr %7, align 1
  %12 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %12, i64 7, i1 false)
  %13 = load i56, ptr %4, align 8
  %14 = call i64 @sum_s7b(i56 %13)
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s7b(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i56 %6, i32 noundef %7, i56 %8) #0 {
  %10 = alloca %struct.s7b, align 1
  %11 = alloca %struct.s7b, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i56, align 8
  %20 = alloca i56, align 8
  %21 = getelementptr inbounds %struct.s7b, ptr %10, i32 0, i32 0
  store i56 %6, ptr %21, align 1
  %22 = getelementptr inbounds %struct.s7b, ptr %11, i32 0, i32 0
  store i56 %8, ptr %22, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i32 %7, ptr %18, align 4
  %23 = load i64, ptr %12, align 8
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i32, ptr %18, align 4
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %33, %35
  %37 = getelementptr inbounds %struct.s7b, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %37, i64 7, i1 false)
  %38 = load i56, ptr %19, align 8
  %39 = call i64 @sum_s7b(i56 %38)
  %40 = mul nsw i64 %39, 3
  %41 = add nsw i64 %36, %40
  %42 = getelementptr inbounds %struct.s7b, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %42, i64 7, i1 false)
  %43 = load i56, ptr %20, align 8
  %44 = call i64 @sum_s7b(i56 %43)
  %45 = sub nsw i64 %41, %44
  ret i64 %45
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
