; ModuleID = 'programs/struct_abi_int_small.c'
source_filename = "programs/struct_abi_int_small.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca %struct.s4, align 2
  %27 = alloca %struct.s4, align 2
  %28 = alloca i64, align 8
  %29 = alloca ptr, align 8
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca i64, align 8
  %38 = alloca i64, align 8
  %39 = alloca %struct.s5, align 1
  %40 = alloca %struct.s5, align 1
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca i64, align 8
  %44 = alloca i64, align 8
  %45 = alloca i64, align 8
  %46 = alloca i64, align 8
  %47 = alloca i64, align 8
  %48 = alloca i64, align 8
  %49 = alloca i64, align 8
  %50 = alloca i64, align 8
  %51 = alloca i64, align 8
  %52 = alloca %struct.s6, align 2
  %53 = alloca %struct.s6, align 2
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca i64, align 8
  %57 = alloca i64, align 8
  %58 = alloca i64, align 8
  %59 = alloca i64, align 8
  %60 = alloca i64, align 8
  %61 = alloca i64, align 8
  %62 = alloca i64, align 8
  %63 = alloca i64, align 8
  %64 = alloca i64, align 8
  %65 = alloca %struct.s7, align 2
  %66 = alloca %struct.s7, align 2
  %67 = alloca ptr, align 8
  %68 = alloca i64, align 8
  %69 = alloca i64, align 8
  %70 = alloca %struct.s8a, align 4
  %71 = alloca %struct.s8a, align 4
  %72 = alloca ptr, align 8
  %73 = alloca i64, align 8
  %74 = alloca i64, align 8
  %75 = alloca %struct.s8b, align 4
  %76 = alloca %struct.s8b, align 4
  %77 = alloca ptr, align 8
  %78 = alloca i64, align 8
  %79 = alloca i64, align 8
  %80 = alloca %struct.s8c, align 8
  %81 = alloca %struct.s8c, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i64, align 8
  %84 = alloca i64, align 8
  %85 = alloca %struct.s7b, align 1
  %86 = alloca %struct.s7b, align 1
  %87 = alloca i64, align 8
  %88 = alloca ptr, align 8
  %89 = alloca i64, align 8
  %90 = alloca i64, align 8
  %91 = alloca i64, align 8
  %92 = alloca i64, align 8
  %93 = alloca i64, align 8
  %94 = alloca i64, align 8
  %95 = alloca i64, align 8
  %96 = alloca i64, align 8
  %97 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  br label %98

98:                                               ; preds = %0
  %99 = call i8 @make_s1(i32 noundef 37)
  %100 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  store i8 %99, ptr %100, align 1
  %101 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %102 = load i8, ptr %101, align 1
  %103 = zext i8 %102 to i64
  %104 = call i8 @twice_s1(i64 %103)
  %105 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  store i8 %104, ptr %105, align 1
  store ptr @sum_s1, ptr %5, align 8
  %106 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i64
  %109 = call i64 @mutate_s1(i64 %108)
  store i64 %109, ptr %6, align 8
  %110 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %111 = load i8, ptr %110, align 1
  %112 = zext i8 %111 to i64
  %113 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %114 = load i8, ptr %113, align 1
  %115 = zext i8 %114 to i64
  %116 = call i64 @late_s1(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %112, i32 noundef 7, i64 %115)
  store i64 %116, ptr %7, align 8
  %117 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %118 = load i8, ptr %117, align 1
  %119 = zext i8 %118 to i64
  %120 = call i64 @sum_s1(i64 %119)
  %121 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %122 = load i8, ptr %121, align 1
  %123 = zext i8 %122 to i64
  %124 = call i64 @sum_s1(i64 %123)
  %125 = load ptr, ptr %5, align 8
  %126 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %127 = load i8, ptr %126, align 1
  %128 = zext i8 %127 to i64
  %129 = call i64 %125(i64 %128)
  %130 = load i64, ptr %6, align 8
  %131 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %132 = load i8, ptr %131, align 1
  %133 = zext i8 %132 to i64
  %134 = call i64 @sum_s1(i64 %133)
  %135 = load i64, ptr %7, align 8
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, i64 noundef 1, i64 noundef %120, i64 noundef %124, i64 noundef %129, i64 noundef %130, i64 noundef %134, i64 noundef %135)
  %137 = load i64, ptr %7, align 8
  %138 = load i64, ptr %2, align 8
  %139 = add nsw i64 %138, %137
  store i64 %139, ptr %2, align 8
  br label %140

140:                                              ; preds = %98
  br label %141

141:                                              ; preds = %140
  %142 = call i16 @make_s2(i32 noundef 37)
  %143 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  store i16 %142, ptr %143, align 2
  %144 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  %145 = load i16, ptr %144, align 2
  %146 = zext i16 %145 to i64
  %147 = call i16 @twice_s2(i64 %146)
  %148 = getelementptr inbounds %struct.s2, ptr %9, i32 0, i32 0
  store i16 %147, ptr %148, align 2
  store ptr @sum_s2, ptr %10, align 8
  %149 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  %150 = load i16, ptr %149, align 2
  %151 = zext i16 %150 to i64
  %152 = call i64 @mutate_s2(i64 %151)
  store i64 %152, ptr %11, align 8
  %153 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  %154 = load i16, ptr %153, align 2
  %155 = zext i16 %154 to i64
  %156 = getelementptr inbounds %struct.s2, ptr %9, i32 0, i32 0
  %157 = load i16, ptr %156, align 2
  %158 = zext i16 %157 to i64
  %159 = call i64 @late_s2(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %155, i32 noundef 7, i64 %158)
  store i64 %159, ptr %12, align 8
  %160 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  %161 = load i16, ptr %160, align 2
  %162 = zext i16 %161 to i64
  %163 = call i64 @sum_s2(i64 %162)
  %164 = getelementptr inbounds %struct.s2, ptr %9, i32 0, i32 0
  %165 = load i16, ptr %164, align 2
  %166 = zext i16 %165 to i64
  %167 = call i64 @sum_s2(i64 %166)
  %168 = load ptr, ptr %10, align 8
  %169 = getelementptr inbounds %struct.s2, ptr %9, i32 0, i32 0
  %170 = load i16, ptr %169, align 2
  %171 = zext i16 %170 to i64
  %172 = call i64 %168(i64 %171)
  %173 = load i64, ptr %11, align 8
  %174 = getelementptr inbounds %struct.s2, ptr %8, i32 0, i32 0
  %175 = load i16, ptr %174, align 2
  %176 = zext i16 %175 to i64
  %177 = call i64 @sum_s2(i64 %176)
  %178 = load i64, ptr %12, align 8
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.2, i64 noundef 2, i64 noundef %163, i64 noundef %167, i64 noundef %172, i64 noundef %173, i64 noundef %177, i64 noundef %178)
  %180 = load i64, ptr %12, align 8
  %181 = load i64, ptr %2, align 8
  %182 = add nsw i64 %181, %180
  store i64 %182, ptr %2, align 8
  br label %183

183:                                              ; preds = %141
  br label %184

184:                                              ; preds = %183
  %185 = call i24 @make_s3(i32 noundef 37)
  store i24 %185, ptr %13, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 1 %13, i64 3, i1 false)
  %186 = load i64, ptr %15, align 8
  %187 = call i24 @twice_s3(i64 %186)
  store i24 %187, ptr %14, align 1
  store ptr @sum_s3, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 1 %13, i64 3, i1 false)
  %188 = load i64, ptr %18, align 8
  %189 = call i64 @mutate_s3(i64 %188)
  store i64 %189, ptr %17, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %13, i64 3, i1 false)
  %190 = load i64, ptr %20, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 1 %14, i64 3, i1 false)
  %191 = load i64, ptr %21, align 8
  %192 = call i64 @late_s3(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %190, i32 noundef 7, i64 %191)
  store i64 %192, ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 1 %13, i64 3, i1 false)
  %193 = load i64, ptr %22, align 8
  %194 = call i64 @sum_s3(i64 %193)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 1 %14, i64 3, i1 false)
  %195 = load i64, ptr %23, align 8
  %196 = call i64 @sum_s3(i64 %195)
  %197 = load ptr, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 1 %14, i64 3, i1 false)
  %198 = load i64, ptr %24, align 8
  %199 = call i64 %197(i64 %198)
  %200 = load i64, ptr %17, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 1 %13, i64 3, i1 false)
  %201 = load i64, ptr %25, align 8
  %202 = call i64 @sum_s3(i64 %201)
  %203 = load i64, ptr %19, align 8
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, i64 noundef 3, i64 noundef %194, i64 noundef %196, i64 noundef %199, i64 noundef %200, i64 noundef %202, i64 noundef %203)
  %205 = load i64, ptr %19, align 8
  %206 = load i64, ptr %2, align 8
  %207 = add nsw i64 %206, %205
  store i64 %207, ptr %2, align 8
  br label %208

208:                                              ; preds = %184
  br label %209

209:                                              ; preds = %208
  %210 = call i32 @make_s4(i32 noundef 37)
  store i32 %210, ptr %26, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 2 %26, i64 4, i1 false)
  %211 = load i64, ptr %28, align 8
  %212 = call i32 @twice_s4(i64 %211)
  store i32 %212, ptr %27, align 2
  store ptr @sum_s4, ptr %29, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 2 %26, i64 4, i1 false)
  %213 = load i64, ptr %31, align 8
  %214 = call i64 @mutate_s4(i64 %213)
  store i64 %214, ptr %30, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 2 %26, i64 4, i1 false)
  %215 = load i64, ptr %33, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 2 %27, i64 4, i1 false)
  %216 = load i64, ptr %34, align 8
  %217 = call i64 @late_s4(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %215, i32 noundef 7, i64 %216)
  store i64 %217, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 2 %26, i64 4, i1 false)
  %218 = load i64, ptr %35, align 8
  %219 = call i64 @sum_s4(i64 %218)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 2 %27, i64 4, i1 false)
  %220 = load i64, ptr %36, align 8
  %221 = call i64 @sum_s4(i64 %220)
  %222 = load ptr, ptr %29, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 2 %27, i64 4, i1 false)
  %223 = load i64, ptr %37, align 8
  %224 = call i64 %222(i64 %223)
  %225 = load i64, ptr %30, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 2 %26, i64 4, i1 false)
  %226 = load i64, ptr %38, align 8
  %227 = call i64 @sum_s4(i64 %226)
  %228 = load i64, ptr %32, align 8
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, i64 noundef 4, i64 noundef %219, i64 noundef %221, i64 noundef %224, i64 noundef %225, i64 noundef %227, i64 noundef %228)
  %230 = load i64, ptr %32, align 8
  %231 = load i64, ptr %2, align 8
  %232 = add nsw i64 %231, %230
  store i64 %232, ptr %2, align 8
  br label %233

233:                                              ; preds = %209
  br label %234

234:                                              ; preds = %233
  %235 = call i40 @make_s5(i32 noundef 37)
  %236 = getelementptr inbounds %struct.s5, ptr %39, i32 0, i32 0
  store i40 %235, ptr %236, align 1
  %237 = getelementptr inbounds %struct.s5, ptr %39, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %41, ptr align 1 %237, i64 5, i1 false)
  %238 = load i64, ptr %41, align 8
  %239 = call i40 @twice_s5(i64 %238)
  %240 = getelementptr inbounds %struct.s5, ptr %40, i32 0, i32 0
  store i40 %239, ptr %240, align 1
  store ptr @sum_s5, ptr %42, align 8
  %241 = getelementptr inbounds %struct.s5, ptr %39, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %44, ptr align 1 %241, i64 5, i1 false)
  %242 = load i64, ptr %44, align 8
  %243 = call i64 @mutate_s5(i64 %242)
  store i64 %243, ptr %43, align 8
  %244 = getelementptr inbounds %struct.s5, ptr %39, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %46, ptr align 1 %244, i64 5, i1 false)
  %245 = load i64, ptr %46, align 8
  %246 = getelementptr inbounds %struct.s5, ptr %40, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %47, ptr align 1 %246, i64 5, i1 false)
  %247 = load i64, ptr %47, align 8
  %248 = call i64 @late_s5(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %245, i32 noundef 7, i64 %247)
  store i64 %248, ptr %45, align 8
  %249 = getelementptr inbounds %struct.s5, ptr %39, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %48, ptr align 1 %249, i64 5, i1 false)
  %250 = load i64, ptr %48, align 8
  %251 = call i64 @sum_s5(i64 %250)
  %252 = getelementptr inbounds %struct.s5, ptr %40, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %49, ptr align 1 %252, i64 5, i1 false)
  %253 = load i64, ptr %49, align 8
  %254 = call i64 @sum_s5(i64 %253)
  %255 = load ptr, ptr %42, align 8
  %256 = getelementptr inbounds %struct.s5, ptr %40, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %50, ptr align 1 %256, i64 5, i1 false)
  %257 = load i64, ptr %50, align 8
  %258 = call i64 %255(i64 %257)
  %259 = load i64, ptr %43, align 8
  %260 = getelementptr inbounds %struct.s5, ptr %39, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 1 %260, i64 5, i1 false)
  %261 = load i64, ptr %51, align 8
  %262 = call i64 @sum_s5(i64 %261)
  %263 = load i64, ptr %45, align 8
  %264 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.5, i64 noundef 5, i64 noundef %251, i64 noundef %254, i64 noundef %258, i64 noundef %259, i64 noundef %262, i64 noundef %263)
  %265 = load i64, ptr %45, align 8
  %266 = load i64, ptr %2, align 8
  %267 = add nsw i64 %266, %265
  store i64 %267, ptr %2, align 8
  br label %268

268:                                              ; preds = %234
  br label %269

269:                                              ; preds = %268
  %270 = call i48 @make_s6(i32 noundef 37)
  store i48 %270, ptr %52, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %54, ptr align 2 %52, i64 6, i1 false)
  %271 = load i64, ptr %54, align 8
  %272 = call i48 @twice_s6(i64 %271)
  store i48 %272, ptr %53, align 2
  store ptr @sum_s6, ptr %55, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %57, ptr align 2 %52, i64 6, i1 false)
  %273 = load i64, ptr %57, align 8
  %274 = call i64 @mutate_s6(i64 %273)
  store i64 %274, ptr %56, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %59, ptr align 2 %52, i64 6, i1 false)
  %275 = load i64, ptr %59, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %60, ptr align 2 %53, i64 6, i1 false)
  %276 = load i64, ptr %60, align 8
  %277 = call i64 @late_s6(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %275, i32 noundef 7, i64 %276)
  store i64 %277, ptr %58, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %61, ptr align 2 %52, i64 6, i1 false)
  %278 = load i64, ptr %61, align 8
  %279 = call i64 @sum_s6(i64 %278)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %62, ptr align 2 %53, i64 6, i1 false)
  %280 = load i64, ptr %62, align 8
  %281 = call i64 @sum_s6(i64 %280)
  %282 = load ptr, ptr %55, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %63, ptr align 2 %53, i64 6, i1 false)
  %283 = load i64, ptr %63, align 8
  %284 = call i64 %282(i64 %283)
  %285 = load i64, ptr %56, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %64, ptr align 2 %52, i64 6, i1 false)
  %286 = load i64, ptr %64, align 8
  %287 = call i64 @sum_s6(i64 %286)
  %288 = load i64, ptr %58, align 8
  %289 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.6, i64 noundef 6, i64 noundef %279, i64 noundef %281, i64 noundef %284, i64 noundef %285, i64 noundef %287, i64 noundef %288)
  %290 = load i64, ptr %58, align 8
  %291 = load i64, ptr %2, align 8
  %292 = add nsw i64 %291, %290
  store i64 %292, ptr %2, align 8
  br label %293

293:                                              ; preds = %269
  br label %294

294:                                              ; preds = %293
  %295 = call i64 @make_s7(i32 noundef 37)
  store i64 %295, ptr %65, align 2
  %296 = load i64, ptr %65, align 2
  %297 = call i64 @twice_s7(i64 %296)
  store i64 %297, ptr %66, align 2
  store ptr @sum_s7, ptr %67, align 8
  %298 = load i64, ptr %65, align 2
  %299 = call i64 @mutate_s7(i64 %298)
  store i64 %299, ptr %68, align 8
  %300 = load i64, ptr %65, align 2
  %301 = load i64, ptr %66, align 2
  %302 = call i64 @late_s7(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %300, i32 noundef 7, i64 %301)
  store i64 %302, ptr %69, align 8
  %303 = load i64, ptr %65, align 2
  %304 = call i64 @sum_s7(i64 %303)
  %305 = load i64, ptr %66, align 2
  %306 = call i64 @sum_s7(i64 %305)
  %307 = load ptr, ptr %67, align 8
  %308 = load i64, ptr %66, align 2
  %309 = call i64 %307(i64 %308)
  %310 = load i64, ptr %68, align 8
  %311 = load i64, ptr %65, align 2
  %312 = call i64 @sum_s7(i64 %311)
  %313 = load i64, ptr %69, align 8
  %314 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.7, i64 noundef 8, i64 noundef %304, i64 noundef %306, i64 noundef %309, i64 noundef %310, i64 noundef %312, i64 noundef %313)
  %315 = load i64, ptr %69, align 8
  %316 = load i64, ptr %2, align 8
  %317 = add nsw i64 %316, %315
  store i64 %317, ptr %2, align 8
  br label %318

318:                                              ; preds = %294
  br label %319

319:                                              ; preds = %318
  %320 = call i64 @make_s8a(i32 noundef 37)
  store i64 %320, ptr %70, align 4
  %321 = load i64, ptr %70, align 4
  %322 = call i64 @twice_s8a(i64 %321)
  store i64 %322, ptr %71, align 4
  store ptr @sum_s8a, ptr %72, align 8
  %323 = load i64, ptr %70, align 4
  %324 = call i64 @mutate_s8a(i64 %323)
  store i64 %324, ptr %73, align 8
  %325 = load i64, ptr %70, align 4
  %326 = load i64, ptr %71, align 4
  %327 = call i64 @late_s8a(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %325, i32 noundef 7, i64 %326)
  store i64 %327, ptr %74, align 8
  %328 = load i64, ptr %70, align 4
  %329 = call i64 @sum_s8a(i64 %328)
  %330 = load i64, ptr %71, align 4
  %331 = call i64 @sum_s8a(i64 %330)
  %332 = load ptr, ptr %72, align 8
  %333 = load i64, ptr %71, align 4
  %334 = call i64 %332(i64 %333)
  %335 = load i64, ptr %73, align 8
  %336 = load i64, ptr %70, align 4
  %337 = call i64 @sum_s8a(i64 %336)
  %338 = load i64, ptr %74, align 8
  %339 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.8, i64 noundef 8, i64 noundef %329, i64 noundef %331, i64 noundef %334, i64 noundef %335, i64 noundef %337, i64 noundef %338)
  %340 = load i64, ptr %74, align 8
  %341 = load i64, ptr %2, align 8
  %342 = add nsw i64 %341, %340
  store i64 %342, ptr %2, align 8
  br label %343

343:                                              ; preds = %319
  br label %344

344:                                              ; preds = %343
  %345 = call i64 @make_s8b(i32 noundef 37)
  store i64 %345, ptr %75, align 4
  %346 = load i64, ptr %75, align 4
  %347 = call i64 @twice_s8b(i64 %346)
  store i64 %347, ptr %76, align 4
  store ptr @sum_s8b, ptr %77, align 8
  %348 = load i64, ptr %75, align 4
  %349 = call i64 @mutate_s8b(i64 %348)
  store i64 %349, ptr %78, align 8
  %350 = load i64, ptr %75, align 4
  %351 = load i64, ptr %76, align 4
  %352 = call i64 @late_s8b(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %350, i32 noundef 7, i64 %351)
  store i64 %352, ptr %79, align 8
  %353 = load i64, ptr %75, align 4
  %354 = call i64 @sum_s8b(i64 %353)
  %355 = load i64, ptr %76, align 4
  %356 = call i64 @sum_s8b(i64 %355)
  %357 = load ptr, ptr %77, align 8
  %358 = load i64, ptr %76, align 4
  %359 = call i64 %357(i64 %358)
  %360 = load i64, ptr %78, align 8
  %361 = load i64, ptr %75, align 4
  %362 = call i64 @sum_s8b(i64 %361)
  %363 = load i64, ptr %79, align 8
  %364 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef 8, i64 noundef %354, i64 noundef %356, i64 noundef %359, i64 noundef %360, i64 noundef %362, i64 noundef %363)
  %365 = load i64, ptr %79, align 8
  %366 = load i64, ptr %2, align 8
  %367 = add nsw i64 %366, %365
  store i64 %367, ptr %2, align 8
  br label %368

368:                                              ; preds = %344
  br label %369

369:                                              ; preds = %368
  %370 = call i64 @make_s8c(i32 noundef 37)
  %371 = getelementptr inbounds %struct.s8c, ptr %80, i32 0, i32 0
  store i64 %370, ptr %371, align 8
  %372 = getelementptr inbounds %struct.s8c, ptr %80, i32 0, i32 0
  %373 = load i64, ptr %372, align 8
  %374 = call i64 @twice_s8c(i64 %373)
  %375 = getelementptr inbounds %struct.s8c, ptr %81, i32 0, i32 0
  store i64 %374, ptr %375, align 8
  store ptr @sum_s8c, ptr %82, align 8
  %376 = getelementptr inbounds %struct.s8c, ptr %80, i32 0, i32 0
  %377 = load i64, ptr %376, align 8
  %378 = call i64 @mutate_s8c(i64 %377)
  store i64 %378, ptr %83, align 8
  %379 = getelementptr inbounds %struct.s8c, ptr %80, i32 0, i32 0
  %380 = load i64, ptr %379, align 8
  %381 = getelementptr inbounds %struct.s8c, ptr %81, i32 0, i32 0
  %382 = load i64, ptr %381, align 8
  %383 = call i64 @late_s8c(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %380, i32 noundef 7, i64 %382)
  store i64 %383, ptr %84, align 8
  %384 = getelementptr inbounds %struct.s8c, ptr %80, i32 0, i32 0
  %385 = load i64, ptr %384, align 8
  %386 = call i64 @sum_s8c(i64 %385)
  %387 = getelementptr inbounds %struct.s8c, ptr %81, i32 0, i32 0
  %388 = load i64, ptr %387, align 8
  %389 = call i64 @sum_s8c(i64 %388)
  %390 = load ptr, ptr %82, align 8
  %391 = getelementptr inbounds %struct.s8c, ptr %81, i32 0, i32 0
  %392 = load i64, ptr %391, align 8
  %393 = call i64 %390(i64 %392)
  %394 = load i64, ptr %83, align 8
  %395 = getelementptr inbounds %struct.s8c, ptr %80, i32 0, i32 0
  %396 = load i64, ptr %395, align 8
  %397 = call i64 @sum_s8c(i64 %396)
  %398 = load i64, ptr %84, align 8
  %399 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, i64 noundef 8, i64 noundef %386, i64 noundef %389, i64 noundef %393, i64 noundef %394, i64 noundef %397, i64 noundef %398)
  %400 = load i64, ptr %84, align 8
  %401 = load i64, ptr %2, align 8
  %402 = add nsw i64 %401, %400
  store i64 %402, ptr %2, align 8
  br label %403

403:                                              ; preds = %369
  br label %404

404:                                              ; preds = %403
  %405 = call i56 @make_s7b(i32 noundef 37)
  %406 = getelementptr inbounds %struct.s7b, ptr %85, i32 0, i32 0
  store i56 %405, ptr %406, align 1
  %407 = getelementptr inbounds %struct.s7b, ptr %85, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %87, ptr align 1 %407, i64 7, i1 false)
  %408 = load i64, ptr %87, align 8
  %409 = call i56 @twice_s7b(i64 %408)
  %410 = getelementptr inbounds %struct.s7b, ptr %86, i32 0, i32 0
  store i56 %409, ptr %410, align 1
  store ptr @sum_s7b, ptr %88, align 8
  %411 = getelementptr inbounds %struct.s7b, ptr %85, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %90, ptr align 1 %411, i64 7, i1 false)
  %412 = load i64, ptr %90, align 8
  %413 = call i64 @mutate_s7b(i64 %412)
  store i64 %413, ptr %89, align 8
  %414 = getelementptr inbounds %struct.s7b, ptr %85, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %92, ptr align 1 %414, i64 7, i1 false)
  %415 = load i64, ptr %92, align 8
  %416 = getelementptr inbounds %struct.s7b, ptr %86, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %93, ptr align 1 %416, i64 7, i1 false)
  %417 = load i64, ptr %93, align 8
  %418 = call i64 @late_s7b(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %415, i32 noundef 7, i64 %417)
  store i64 %418, ptr %91, align 8
  %419 = getelementptr inbounds %struct.s7b, ptr %85, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %94, ptr align 1 %419, i64 7, i1 false)
  %420 = load i64, ptr %94, align 8
  %421 = call i64 @sum_s7b(i64 %420)
  %422 = getelementptr inbounds %struct.s7b, ptr %86, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %95, ptr align 1 %422, i64 7, i1 false)
  %423 = load i64, ptr %95, align 8
  %424 = call i64 @sum_s7b(i64 %423)
  %425 = load ptr, ptr %88, align 8
  %426 = getelementptr inbounds %struct.s7b, ptr %86, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %96, ptr align 1 %426, i64 7, i1 false)
  %427 = load i64, ptr %96, align 8
  %428 = call i64 %425(i64 %427)
  %429 = load i64, ptr %89, align 8
  %430 = getelementptr inbounds %struct.s7b, ptr %85, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %97, ptr align 1 %430, i64 7, i1 false)
  %431 = load i64, ptr %97, align 8
  %432 = call i64 @sum_s7b(i64 %431)
  %433 = load i64, ptr %91, align 8
  %434 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, i64 noundef 7, i64 noundef %421, i64 noundef %424, i64 noundef %428, i64 noundef %429, i64 noundef %432, i64 noundef %433)
  %435 = load i64, ptr %91, align 8
  %436 = load i64, ptr %2, align 8
  %437 = add nsw i64 %436, %435
  store i64 %437, ptr %2, align 8
  br label %438

438:                                              ; preds = %404
  %439 = load i64, ptr %2, align 8
  %440 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %439)
  %441 = load i64, ptr %2, align 8
  %442 = and i64 %441, 127
  %443 = trunc i64 %442 to i32
  ret i32 %443
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
define internal i8 @twice_s1(i64 %0) #0 {
  %2 = alloca %struct.s1, align 1
  %3 = alloca %struct.s1, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %7 = trunc i64 %0 to i8
  store i8 %7, ptr %6, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 1, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %8

8:                                                ; preds = %23, %1
  %9 = load i64, ptr %5, align 8
  %10 = icmp ult i64 %9, 1
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
  br label %8, !llvm.loop !6

26:                                               ; preds = %8
  %27 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %28 = load i8, ptr %27, align 1
  ret i8 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s1(i64 %0) #0 {
  %2 = alloca %struct.s1, align 1
  %3 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %4 = trunc i64 %0 to i8
  store i8 %4, ptr %3, align 1
  %5 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %6 = load i8, ptr %5, align 1
  %7 = zext i8 %6 to i64
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s1(i64 %0) #0 {
  %2 = alloca %struct.s1, align 1
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %5 = trunc i64 %0 to i8
  store i8 %5, ptr %4, align 1
  store ptr %2, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 0
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = xor i32 %9, 255
  %11 = trunc i32 %10 to i8
  store i8 %11, ptr %7, align 1
  %12 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i64
  %15 = call i64 @sum_s1(i64 %14)
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s1(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
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
  %20 = trunc i64 %6 to i8
  store i8 %20, ptr %19, align 1
  %21 = getelementptr inbounds %struct.s1, ptr %11, i32 0, i32 0
  %22 = trunc i64 %8 to i8
  store i8 %22, ptr %21, align 1
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
  %37 = getelementptr inbounds %struct.s1, ptr %10, i32 0, i32 0
  %38 = load i8, ptr %37, align 1
  %39 = zext i8 %38 to i64
  %40 = call i64 @sum_s1(i64 %39)
  %41 = mul nsw i64 %40, 3
  %42 = add nsw i64 %36, %41
  %43 = getelementptr inbounds %struct.s1, ptr %11, i32 0, i32 0
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i64
  %46 = call i64 @sum_s1(i64 %45)
  %47 = sub nsw i64 %42, %46
  ret i64 %47
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
define internal i16 @twice_s2(i64 %0) #0 {
  %2 = alloca %struct.s2, align 2
  %3 = alloca %struct.s2, align 2
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = getelementptr inbounds %struct.s2, ptr %3, i32 0, i32 0
  %7 = trunc i64 %0 to i16
  store i16 %7, ptr %6, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 2, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %8

8:                                                ; preds = %23, %1
  %9 = load i64, ptr %5, align 8
  %10 = icmp ult i64 %9, 2
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
  br label %8, !llvm.loop !8

26:                                               ; preds = %8
  %27 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %28 = load i16, ptr %27, align 2
  ret i16 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s2(i64 %0) #0 {
  %2 = alloca %struct.s2, align 2
  %3 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %4 = trunc i64 %0 to i16
  store i16 %4, ptr %3, align 2
  %5 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %6 = load i16, ptr %5, align 2
  %7 = sext i16 %6 to i64
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s2(i64 %0) #0 {
  %2 = alloca %struct.s2, align 2
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %5 = trunc i64 %0 to i16
  store i16 %5, ptr %4, align 2
  store ptr %2, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 0
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = xor i32 %9, 255
  %11 = trunc i32 %10 to i8
  store i8 %11, ptr %7, align 1
  %12 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %13 = load i16, ptr %12, align 2
  %14 = zext i16 %13 to i64
  %15 = call i64 @sum_s2(i64 %14)
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s2(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
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
  %20 = trunc i64 %6 to i16
  store i16 %20, ptr %19, align 2
  %21 = getelementptr inbounds %struct.s2, ptr %11, i32 0, i32 0
  %22 = trunc i64 %8 to i16
  store i16 %22, ptr %21, align 2
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
  %37 = getelementptr inbounds %struct.s2, ptr %10, i32 0, i32 0
  %38 = load i16, ptr %37, align 2
  %39 = zext i16 %38 to i64
  %40 = call i64 @sum_s2(i64 %39)
  %41 = mul nsw i64 %40, 3
  %42 = add nsw i64 %36, %41
  %43 = getelementptr inbounds %struct.s2, ptr %11, i32 0, i32 0
  %44 = load i16, ptr %43, align 2
  %45 = zext i16 %44 to i64
  %46 = call i64 @sum_s2(i64 %45)
  %47 = sub nsw i64 %42, %46
  ret i64 %47
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
define internal i24 @twice_s3(i64 %0) #0 {
  %2 = alloca %struct.s3, align 1
  %3 = alloca %struct.s3, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i24, align 4
  %7 = trunc i64 %0 to i24
  store i24 %7, ptr %3, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 3, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %8

8:                                                ; preds = %23, %1
  %9 = load i64, ptr %5, align 8
  %10 = icmp ult i64 %9, 3
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
  br label %8, !llvm.loop !9

26:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 1 %2, i64 3, i1 false)
  %27 = load i24, ptr %6, align 4
  ret i24 %27
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s3(i64 %0) #0 {
  %2 = alloca %struct.s3, align 1
  %3 = trunc i64 %0 to i24
  store i24 %3, ptr %2, align 1
  %4 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = mul nsw i32 %6, 10000
  %8 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 1
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = mul nsw i32 %10, 100
  %12 = add nsw i32 %7, %11
  %13 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 2
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add nsw i32 %12, %15
  %17 = sext i32 %16 to i64
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s3(i64 %0) #0 {
  %2 = alloca %struct.s3, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = trunc i64 %0 to i24
  store i24 %5, ptr %2, align 1
  store ptr %2, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 0
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = xor i32 %9, 255
  %11 = trunc i32 %10 to i8
  store i8 %11, ptr %7, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %2, i64 3, i1 false)
  %12 = load i64, ptr %4, align 8
  %13 = call i64 @sum_s3(i64 %12)
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s3(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s3, align 1
  %11 = alloca %struct.s3, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = trunc i64 %6 to i24
  store i24 %21, ptr %10, align 1
  %22 = trunc i64 %8 to i24
  store i24 %22, ptr %11, align 1
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %10, i64 3, i1 false)
  %37 = load i64, ptr %19, align 8
  %38 = call i64 @sum_s3(i64 %37)
  %39 = mul nsw i64 %38, 3
  %40 = add nsw i64 %36, %39
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %11, i64 3, i1 false)
  %41 = load i64, ptr %20, align 8
  %42 = call i64 @sum_s3(i64 %41)
  %43 = sub nsw i64 %40, %42
  ret i64 %43
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
define internal i32 @twice_s4(i64 %0) #0 {
  %2 = alloca %struct.s4, align 2
  %3 = alloca %struct.s4, align 2
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = trunc i64 %0 to i32
  store i32 %6, ptr %3, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 4, i1 false)
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
  br label %7, !llvm.loop !10

25:                                               ; preds = %7
  %26 = load i32, ptr %2, align 2
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s4(i64 %0) #0 {
  %2 = alloca %struct.s4, align 2
  %3 = trunc i64 %0 to i32
  store i32 %3, ptr %2, align 2
  %4 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  %5 = load i16, ptr %4, align 2
  %6 = sext i16 %5 to i64
  %7 = mul nsw i64 %6, 1000
  %8 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 1
  %9 = load i8, ptr %8, align 2
  %10 = zext i8 %9 to i64
  %11 = add nsw i64 %7, %10
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s4(i64 %0) #0 {
  %2 = alloca %struct.s4, align 2
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = trunc i64 %0 to i32
  store i32 %5, ptr %2, align 2
  store ptr %2, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 0
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = xor i32 %9, 255
  %11 = trunc i32 %10 to i8
  store i8 %11, ptr %7, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 2 %2, i64 4, i1 false)
  %12 = load i64, ptr %4, align 8
  %13 = call i64 @sum_s4(i64 %12)
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s4(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s4, align 2
  %11 = alloca %struct.s4, align 2
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = trunc i64 %6 to i32
  store i32 %21, ptr %10, align 2
  %22 = trunc i64 %8 to i32
  store i32 %22, ptr %11, align 2
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 2 %10, i64 4, i1 false)
  %37 = load i64, ptr %19, align 8
  %38 = call i64 @sum_s4(i64 %37)
  %39 = mul nsw i64 %38, 3
  %40 = add nsw i64 %36, %39
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 2 %11, i64 4, i1 false)
  %41 = load i64, ptr %20, align 8
  %42 = call i64 @sum_s4(i64 %41)
  %43 = sub nsw i64 %40, %42
  ret i64 %43
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
define internal i40 @twice_s5(i64 %0) #0 {
  %2 = alloca %struct.s5, align 1
  %3 = alloca %struct.s5, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i40, align 8
  %7 = getelementptr inbounds %struct.s5, ptr %3, i32 0, i32 0
  %8 = trunc i64 %0 to i40
  store i40 %8, ptr %7, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 5, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %9

9:                                                ; preds = %24, %1
  %10 = load i64, ptr %5, align 8
  %11 = icmp ult i64 %10, 5
  br i1 %11, label %12, label %27

12:                                               ; preds = %9
  %13 = load ptr, ptr %4, align 8
  %14 = load i64, ptr %5, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = mul nsw i32 %17, 2
  %19 = add nsw i32 %18, 1
  %20 = trunc i32 %19 to i8
  %21 = load ptr, ptr %4, align 8
  %22 = load i64, ptr %5, align 8
  %23 = getelementptr inbounds i8, ptr %21, i64 %22
  store i8 %20, ptr %23, align 1
  br label %24

24:                                               ; preds = %12
  %25 = load i64, ptr %5, align 8
  %26 = add i64 %25, 1
  store i64 %26, ptr %5, align 8
  br label %9, !llvm.loop !12

27:                                               ; preds = %9
  %28 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %28, i64 5, i1 false)
  %29 = load i40, ptr %6, align 8
  ret i40 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s5(i64 %0) #0 {
  %2 = alloca %struct.s5, align 1
  %3 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %4 = trunc i64 %0 to i40
  store i40 %4, ptr %3, align 1
  %5 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds [5 x i8], ptr %5, i64 0, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %10 = getelementptr inbounds [5 x i8], ptr %9, i64 0, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = zext i8 %11 to i32
  %13 = mul nsw i32 %12, 2
  %14 = add nsw i32 %8, %13
  %15 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %16 = getelementptr inbounds [5 x i8], ptr %15, i64 0, i64 2
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = mul nsw i32 %18, 3
  %20 = add nsw i32 %14, %19
  %21 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %22 = getelementptr inbounds [5 x i8], ptr %21, i64 0, i64 3
  %23 = load i8, ptr %22, align 1
  %24 = zext i8 %23 to i32
  %25 = mul nsw i32 %24, 4
  %26 = add nsw i32 %20, %25
  %27 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %28 = getelementptr inbounds [5 x i8], ptr %27, i64 0, i64 4
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = mul nsw i32 %30, 5
  %32 = add nsw i32 %26, %31
  %33 = sext i32 %32 to i64
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s5(i64 %0) #0 {
  %2 = alloca %struct.s5, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %6 = trunc i64 %0 to i40
  store i40 %6, ptr %5, align 1
  store ptr %2, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds i8, ptr %7, i64 0
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = xor i32 %10, 255
  %12 = trunc i32 %11 to i8
  store i8 %12, ptr %8, align 1
  %13 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %13, i64 5, i1 false)
  %14 = load i64, ptr %4, align 8
  %15 = call i64 @sum_s5(i64 %14)
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s5(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s5, align 1
  %11 = alloca %struct.s5, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = getelementptr inbounds %struct.s5, ptr %10, i32 0, i32 0
  %22 = trunc i64 %6 to i40
  store i40 %22, ptr %21, align 1
  %23 = getelementptr inbounds %struct.s5, ptr %11, i32 0, i32 0
  %24 = trunc i64 %8 to i40
  store i40 %24, ptr %23, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i32 %7, ptr %18, align 4
  %25 = load i64, ptr %12, align 8
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %16, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %17, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i32, ptr %18, align 4
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %35, %37
  %39 = getelementptr inbounds %struct.s5, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %39, i64 5, i1 false)
  %40 = load i64, ptr %19, align 8
  %41 = call i64 @sum_s5(i64 %40)
  %42 = mul nsw i64 %41, 3
  %43 = add nsw i64 %38, %42
  %44 = getelementptr inbounds %struct.s5, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %44, i64 5, i1 false)
  %45 = load i64, ptr %20, align 8
  %46 = call i64 @sum_s5(i64 %45)
  %47 = sub nsw i64 %43, %46
  ret i64 %47
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
define internal i48 @twice_s6(i64 %0) #0 {
  %2 = alloca %struct.s6, align 2
  %3 = alloca %struct.s6, align 2
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i48, align 8
  %7 = trunc i64 %0 to i48
  store i48 %7, ptr %3, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 6, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %8

8:                                                ; preds = %23, %1
  %9 = load i64, ptr %5, align 8
  %10 = icmp ult i64 %9, 6
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
  br label %8, !llvm.loop !13

26:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 2 %2, i64 6, i1 false)
  %27 = load i48, ptr %6, align 8
  ret i48 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s6(i64 %0) #0 {
  %2 = alloca %struct.s6, align 2
  %3 = trunc i64 %0 to i48
  store i48 %3, ptr %2, align 2
  %4 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  %5 = load i8, ptr %4, align 2
  %6 = zext i8 %5 to i64
  %7 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 1
  %8 = load i16, ptr %7, align 2
  %9 = sext i16 %8 to i64
  %10 = mul nsw i64 %9, 7
  %11 = add nsw i64 %6, %10
  %12 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 2
  %13 = load i8, ptr %12, align 2
  %14 = zext i8 %13 to i64
  %15 = mul nsw i64 %14, 1000
  %16 = add nsw i64 %11, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s6(i64 %0) #0 {
  %2 = alloca %struct.s6, align 2
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = trunc i64 %0 to i48
  store i48 %5, ptr %2, align 2
  store ptr %2, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 0
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = xor i32 %9, 255
  %11 = trunc i32 %10 to i8
  store i8 %11, ptr %7, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 2 %2, i64 6, i1 false)
  %12 = load i64, ptr %4, align 8
  %13 = call i64 @sum_s6(i64 %12)
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s6(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s6, align 2
  %11 = alloca %struct.s6, align 2
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = trunc i64 %6 to i48
  store i48 %21, ptr %10, align 2
  %22 = trunc i64 %8 to i48
  store i48 %22, ptr %11, align 2
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 2 %10, i64 6, i1 false)
  %37 = load i64, ptr %19, align 8
  %38 = call i64 @sum_s6(i64 %37)
  %39 = mul nsw i64 %38, 3
  %40 = add nsw i64 %36, %39
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 2 %11, i64 6, i1 false)
  %41 = load i64, ptr %20, align 8
  %42 = call i64 @sum_s6(i64 %41)
  %43 = sub nsw i64 %40, %42
  ret i64 %43
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
  %21 = zext i8 %20 to i64
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
  %9 = zext i8 %8 to i64
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
  %13 = zext i8 %12 to i64
  %14 = mul nsw i64 %13, 13
  %15 = add nsw i64 %10, %14
  %16 = getelementptr inbounds %struct.s8b, ptr %2, i32 0, i32 3
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i64
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
define internal i56 @twice_s7b(i64 %0) #0 {
  %2 = alloca %struct.s7b, align 1
  %3 = alloca %struct.s7b, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i56, align 8
  %7 = getelementptr inbounds %struct.s7b, ptr %3, i32 0, i32 0
  %8 = trunc i64 %0 to i56
  store i56 %8, ptr %7, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 7, i1 false)
  store ptr %2, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %9

9:                                                ; preds = %24, %1
  %10 = load i64, ptr %5, align 8
  %11 = icmp ult i64 %10, 7
  br i1 %11, label %12, label %27

12:                                               ; preds = %9
  %13 = load ptr, ptr %4, align 8
  %14 = load i64, ptr %5, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = mul nsw i32 %17, 2
  %19 = add nsw i32 %18, 1
  %20 = trunc i32 %19 to i8
  %21 = load ptr, ptr %4, align 8
  %22 = load i64, ptr %5, align 8
  %23 = getelementptr inbounds i8, ptr %21, i64 %22
  store i8 %20, ptr %23, align 1
  br label %24

24:                                               ; preds = %12
  %25 = load i64, ptr %5, align 8
  %26 = add i64 %25, 1
  store i64 %26, ptr %5, align 8
  br label %9, !llvm.loop !19

27:                                               ; preds = %9
  %28 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %28, i64 7, i1 false)
  %29 = load i56, ptr %6, align 8
  ret i56 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_s7b(i64 %0) #0 {
  %2 = alloca %struct.s7b, align 1
  %3 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  %4 = trunc i64 %0 to i56
  store i56 %4, ptr %3, align 1
  %5 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds [7 x i8], ptr %5, i64 0, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  %10 = getelementptr inbounds [7 x i8], ptr %9, i64 0, i64 3
  %11 = load i8, ptr %10, align 1
  %12 = zext i8 %11 to i32
  %13 = shl i32 %12, 8
  %14 = or i32 %8, %13
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  %17 = getelementptr inbounds [7 x i8], ptr %16, i64 0, i64 6
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i64
  %20 = shl i64 %19, 16
  %21 = or i64 %15, %20
  ret i64 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mutate_s7b(i64 %0) #0 {
  %2 = alloca %struct.s7b, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  %6 = trunc i64 %0 to i56
  store i56 %6, ptr %5, align 1
  store ptr %2, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds i8, ptr %7, i64 0
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = xor i32 %10, 255
  %12 = trunc i32 %11 to i8
  store i8 %12, ptr %8, align 1
  %13 = getelementptr inbounds %struct.s7b, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %13, i64 7, i1 false)
  %14 = load i64, ptr %4, align 8
  %15 = call i64 @sum_s7b(i64 %14)
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @late_s7b(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s7b, align 1
  %11 = alloca %struct.s7b, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = getelementptr inbounds %struct.s7b, ptr %10, i32 0, i32 0
  %22 = trunc i64 %6 to i56
  store i56 %22, ptr %21, align 1
  %23 = getelementptr inbounds %struct.s7b, ptr %11, i32 0, i32 0
  %24 = trunc i64 %8 to i56
  store i56 %24, ptr %23, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i32 %7, ptr %18, align 4
  %25 = load i64, ptr %12, align 8
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %16, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %17, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i32, ptr %18, align 4
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %35, %37
  %39 = getelementptr inbounds %struct.s7b, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %39, i64 7, i1 false)
  %40 = load i64, ptr %19, align 8
  %41 = call i64 @sum_s7b(i64 %40)
  %42 = mul nsw i64 %41, 3
  %43 = add nsw i64 %38, %42
  %44 = getelementptr inbounds %struct.s7b, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %44, i64 7, i1 false)
  %45 = load i64, ptr %20, align 8
  %46 = call i64 @sum_s7b(i64 %45)
  %47 = sub nsw i64 %43, %46
  ret i64 %47
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
