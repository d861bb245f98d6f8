; ModuleID = 'programs/complex_integer_gnu.c'
source_filename = "programs/complex_integer_gnu.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"mul (%d,%d) conj (%d,%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"short add (%d,%d) sizeof=%zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"char sub (%d,%d) sizeof=%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [45 x i8] c"(1+i)^31 = (%lld,%lld) norm=%lld sizeof=%zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"acc (%d,%d)\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca { i32, i32 }, align 4
  %3 = alloca { i32, i32 }, align 4
  %4 = alloca { i32, i32 }, align 4
  %5 = alloca { i32, i32 }, align 4
  %6 = alloca { i32, i32 }, align 4
  %7 = alloca { i32, i32 }, align 4
  %8 = alloca { i32, i32 }, align 4
  %9 = alloca { i32, i32 }, align 4
  %10 = alloca { i32, i32 }, align 4
  %11 = alloca { i32, i32 }, align 4
  %12 = alloca { i32, i32 }, align 4
  %13 = alloca { i16, i16 }, align 2
  %14 = alloca { i16, i16 }, align 2
  %15 = alloca { i16, i16 }, align 2
  %16 = alloca { i16, i16 }, align 2
  %17 = alloca { i16, i16 }, align 2
  %18 = alloca { i16, i16 }, align 2
  %19 = alloca { i8, i8 }, align 1
  %20 = alloca { i8, i8 }, align 1
  %21 = alloca { i8, i8 }, align 1
  %22 = alloca { i8, i8 }, align 1
  %23 = alloca { i8, i8 }, align 1
  %24 = alloca { i8, i8 }, align 1
  %25 = alloca { i64, i64 }, align 8
  %26 = alloca { i64, i64 }, align 8
  %27 = alloca i32, align 4
  %28 = alloca { i64, i64 }, align 8
  %29 = alloca { i64, i64 }, align 8
  %30 = alloca { i64, i64 }, align 8
  %31 = alloca { i32, i32 }, align 4
  %32 = alloca { i32, i32 }, align 4
  %33 = alloca i32, align 4
  %34 = alloca { i32, i32 }, align 4
  %35 = alloca { i32, i32 }, align 4
  %36 = alloca { i32, i32 }, align 4
  %37 = alloca { i32, i32 }, align 4
  %38 = alloca { i32, i32 }, align 4
  store i32 0, ptr %1, align 4
  %39 = call i64 @make(i32 noundef 3, i32 noundef -4)
  store i64 %39, ptr %3, align 4
  %40 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 1
  %43 = load i32, ptr %42, align 4
  %44 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 0
  %45 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 1
  store i32 %41, ptr %44, align 4
  store i32 %43, ptr %45, align 4
  %46 = call i64 @make(i32 noundef -2, i32 noundef 7)
  store i64 %46, ptr %5, align 4
  %47 = getelementptr inbounds { i32, i32 }, ptr %5, i32 0, i32 0
  %48 = load i32, ptr %47, align 4
  %49 = getelementptr inbounds { i32, i32 }, ptr %5, i32 0, i32 1
  %50 = load i32, ptr %49, align 4
  %51 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 0
  %52 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 1
  store i32 %48, ptr %51, align 4
  store i32 %50, ptr %52, align 4
  %53 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 0
  %54 = load i32, ptr %53, align 4
  %55 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 1
  %56 = load i32, ptr %55, align 4
  %57 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 0
  %58 = load i32, ptr %57, align 4
  %59 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 1
  %60 = load i32, ptr %59, align 4
  %61 = getelementptr inbounds { i32, i32 }, ptr %7, i32 0, i32 0
  %62 = getelementptr inbounds { i32, i32 }, ptr %7, i32 0, i32 1
  store i32 %54, ptr %61, align 4
  store i32 %56, ptr %62, align 4
  %63 = load i64, ptr %7, align 4
  %64 = getelementptr inbounds { i32, i32 }, ptr %8, i32 0, i32 0
  %65 = getelementptr inbounds { i32, i32 }, ptr %8, i32 0, i32 1
  store i32 %58, ptr %64, align 4
  store i32 %60, ptr %65, align 4
  %66 = load i64, ptr %8, align 4
  %67 = call i64 @mul_ci(i64 noundef %63, i64 noundef %66)
  store i64 %67, ptr %9, align 4
  %68 = getelementptr inbounds { i32, i32 }, ptr %9, i32 0, i32 0
  %69 = load i32, ptr %68, align 4
  %70 = getelementptr inbounds { i32, i32 }, ptr %9, i32 0, i32 1
  %71 = load i32, ptr %70, align 4
  %72 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 0
  %73 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 1
  store i32 %69, ptr %72, align 4
  store i32 %71, ptr %73, align 4
  %74 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 0
  %75 = load i32, ptr %74, align 4
  %76 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 1
  %77 = load i32, ptr %76, align 4
  %78 = getelementptr inbounds { i32, i32 }, ptr %11, i32 0, i32 0
  %79 = getelementptr inbounds { i32, i32 }, ptr %11, i32 0, i32 1
  store i32 %75, ptr %78, align 4
  store i32 %77, ptr %79, align 4
  %80 = load i64, ptr %11, align 4
  %81 = call i64 @conj_ci(i64 noundef %80)
  store i64 %81, ptr %12, align 4
  %82 = getelementptr inbounds { i32, i32 }, ptr %12, i32 0, i32 0
  %83 = load i32, ptr %82, align 4
  %84 = getelementptr inbounds { i32, i32 }, ptr %12, i32 0, i32 1
  %85 = load i32, ptr %84, align 4
  %86 = getelementptr inbounds { i32, i32 }, ptr %10, i32 0, i32 0
  %87 = getelementptr inbounds { i32, i32 }, ptr %10, i32 0, i32 1
  store i32 %83, ptr %86, align 4
  store i32 %85, ptr %87, align 4
  %88 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 0
  %89 = load i32, ptr %88, align 4
  %90 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 1
  %91 = load i32, ptr %90, align 4
  %92 = getelementptr inbounds { i32, i32 }, ptr %10, i32 0, i32 0
  %93 = load i32, ptr %92, align 4
  %94 = getelementptr inbounds { i32, i32 }, ptr %10, i32 0, i32 1
  %95 = load i32, ptr %94, align 4
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %89, i32 noundef %91, i32 noundef %93, i32 noundef %95)
  %97 = getelementptr inbounds { i16, i16 }, ptr %13, i32 0, i32 0
  store i16 1000, ptr %97, align 2
  %98 = getelementptr inbounds { i16, i16 }, ptr %13, i32 0, i32 1
  store i16 -30000, ptr %98, align 2
  %99 = getelementptr inbounds { i16, i16 }, ptr %14, i32 0, i32 0
  store i16 2000, ptr %99, align 2
  %100 = getelementptr inbounds { i16, i16 }, ptr %14, i32 0, i32 1
  store i16 1000, ptr %100, align 2
  %101 = getelementptr inbounds { i16, i16 }, ptr %13, i32 0, i32 0
  %102 = load i16, ptr %101, align 2
  %103 = getelementptr inbounds { i16, i16 }, ptr %13, i32 0, i32 1
  %104 = load i16, ptr %103, align 2
  %105 = getelementptr inbounds { i16, i16 }, ptr %14, i32 0, i32 0
  %106 = load i16, ptr %105, align 2
  %107 = getelementptr inbounds { i16, i16 }, ptr %14, i32 0, i32 1
  %108 = load i16, ptr %107, align 2
  %109 = getelementptr inbounds { i16, i16 }, ptr %16, i32 0, i32 0
  %110 = getelementptr inbounds { i16, i16 }, ptr %16, i32 0, i32 1
  store i16 %102, ptr %109, align 2
  store i16 %104, ptr %110, align 2
  %111 = load i32, ptr %16, align 2
  %112 = getelementptr inbounds { i16, i16 }, ptr %17, i32 0, i32 0
  %113 = getelementptr inbounds { i16, i16 }, ptr %17, i32 0, i32 1
  store i16 %106, ptr %112, align 2
  store i16 %108, ptr %113, align 2
  %114 = load i32, ptr %17, align 2
  %115 = call i32 @add_cs(i32 noundef %111, i32 noundef %114)
  store i32 %115, ptr %18, align 2
  %116 = getelementptr inbounds { i16, i16 }, ptr %18, i32 0, i32 0
  %117 = load i16, ptr %116, align 2
  %118 = getelementptr inbounds { i16, i16 }, ptr %18, i32 0, i32 1
  %119 = load i16, ptr %118, align 2
  %120 = getelementptr inbounds { i16, i16 }, ptr %15, i32 0, i32 0
  %121 = getelementptr inbounds { i16, i16 }, ptr %15, i32 0, i32 1
  store i16 %117, ptr %120, align 2
  store i16 %119, ptr %121, align 2
  %122 = getelementptr inbounds { i16, i16 }, ptr %15, i32 0, i32 0
  %123 = load i16, ptr %122, align 2
  %124 = sext i16 %123 to i32
  %125 = getelementptr inbounds { i16, i16 }, ptr %15, i32 0, i32 1
  %126 = load i16, ptr %125, align 2
  %127 = sext i16 %126 to i32
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %124, i32 noundef %127, i64 noundef 4)
  %129 = getelementptr inbounds { i8, i8 }, ptr %19, i32 0, i32 0
  store i8 100, ptr %129, align 1
  %130 = getelementptr inbounds { i8, i8 }, ptr %19, i32 0, i32 1
  store i8 -100, ptr %130, align 1
  %131 = getelementptr inbounds { i8, i8 }, ptr %20, i32 0, i32 0
  store i8 -27, ptr %131, align 1
  %132 = getelementptr inbounds { i8, i8 }, ptr %20, i32 0, i32 1
  store i8 27, ptr %132, align 1
  %133 = getelementptr inbounds { i8, i8 }, ptr %19, i32 0, i32 0
  %134 = load i8, ptr %133, align 1
  %135 = getelementptr inbounds { i8, i8 }, ptr %19, i32 0, i32 1
  %136 = load i8, ptr %135, align 1
  %137 = getelementptr inbounds { i8, i8 }, ptr %20, i32 0, i32 0
  %138 = load i8, ptr %137, align 1
  %139 = getelementptr inbounds { i8, i8 }, ptr %20, i32 0, i32 1
  %140 = load i8, ptr %139, align 1
  %141 = getelementptr inbounds { i8, i8 }, ptr %22, i32 0, i32 0
  %142 = getelementptr inbounds { i8, i8 }, ptr %22, i32 0, i32 1
  store i8 %134, ptr %141, align 1
  store i8 %136, ptr %142, align 1
  %143 = load i16, ptr %22, align 1
  %144 = getelementptr inbounds { i8, i8 }, ptr %23, i32 0, i32 0
  %145 = getelementptr inbounds { i8, i8 }, ptr %23, i32 0, i32 1
  store i8 %138, ptr %144, align 1
  store i8 %140, ptr %145, align 1
  %146 = load i16, ptr %23, align 1
  %147 = call i16 @sub_cc(i16 noundef %143, i16 noundef %146)
  store i16 %147, ptr %24, align 1
  %148 = getelementptr inbounds { i8, i8 }, ptr %24, i32 0, i32 0
  %149 = load i8, ptr %148, align 1
  %150 = getelementptr inbounds { i8, i8 }, ptr %24, i32 0, i32 1
  %151 = load i8, ptr %150, align 1
  %152 = getelementptr inbounds { i8, i8 }, ptr %21, i32 0, i32 0
  %153 = getelementptr inbounds { i8, i8 }, ptr %21, i32 0, i32 1
  store i8 %149, ptr %152, align 1
  store i8 %151, ptr %153, align 1
  %154 = getelementptr inbounds { i8, i8 }, ptr %21, i32 0, i32 0
  %155 = load i8, ptr %154, align 1
  %156 = sext i8 %155 to i32
  %157 = getelementptr inbounds { i8, i8 }, ptr %21, i32 0, i32 1
  %158 = load i8, ptr %157, align 1
  %159 = sext i8 %158 to i32
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %156, i32 noundef %159, i64 noundef 2)
  %161 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %162 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  store i64 0, ptr %161, align 8
  store i64 0, ptr %162, align 8
  %163 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  store i64 1, ptr %163, align 8
  %164 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  store i64 1, ptr %164, align 8
  %165 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %166 = load i64, ptr %165, align 8
  %167 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %168 = load i64, ptr %167, align 8
  %169 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %170 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  store i64 %166, ptr %169, align 8
  store i64 %168, ptr %170, align 8
  store i32 0, ptr %27, align 4
  br label %171

171:                                              ; preds = %200, %0
  %172 = load i32, ptr %27, align 4
  %173 = icmp slt i32 %172, 30
  br i1 %173, label %174, label %203

174:                                              ; preds = %171
  %175 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %176 = load i64, ptr %175, align 8
  %177 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %178 = load i64, ptr %177, align 8
  %179 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %180 = load i64, ptr %179, align 8
  %181 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %182 = load i64, ptr %181, align 8
  %183 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %184 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  store i64 %176, ptr %183, align 8
  store i64 %178, ptr %184, align 8
  %185 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %186 = load i64, ptr %185, align 8
  %187 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  %188 = load i64, ptr %187, align 8
  %189 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  %190 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  store i64 %180, ptr %189, align 8
  store i64 %182, ptr %190, align 8
  %191 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  %192 = load i64, ptr %191, align 8
  %193 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  %194 = load i64, ptr %193, align 8
  %195 = call { i64, i64 } @mul_cll(i64 noundef %186, i64 noundef %188, i64 noundef %192, i64 noundef %194)
  %196 = extractvalue { i64, i64 } %195, 0
  %197 = extractvalue { i64, i64 } %195, 1
  %198 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %199 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  store i64 %196, ptr %198, align 8
  store i64 %197, ptr %199, align 8
  br label %200

200:                                              ; preds = %174
  %201 = load i32, ptr %27, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %27, align 4
  br label %171, !llvm.loop !6

203:                                              ; preds = %171
  %204 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %205 = load i64, ptr %204, align 8
  %206 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %207 = load i64, ptr %206, align 8
  %208 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %209 = load i64, ptr %208, align 8
  %210 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %211 = load i64, ptr %210, align 8
  %212 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %213 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  store i64 %209, ptr %212, align 8
  store i64 %211, ptr %213, align 8
  %214 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %215 = load i64, ptr %214, align 8
  %216 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  %217 = load i64, ptr %216, align 8
  %218 = call i64 @norm(i64 noundef %215, i64 noundef %217)
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %205, i64 noundef %207, i64 noundef %218, i64 noundef 16)
  %220 = call i64 @make(i32 noundef 0, i32 noundef 0)
  store i64 %220, ptr %32, align 4
  %221 = getelementptr inbounds { i32, i32 }, ptr %32, i32 0, i32 0
  %222 = load i32, ptr %221, align 4
  %223 = getelementptr inbounds { i32, i32 }, ptr %32, i32 0, i32 1
  %224 = load i32, ptr %223, align 4
  %225 = getelementptr inbounds { i32, i32 }, ptr %31, i32 0, i32 0
  %226 = getelementptr inbounds { i32, i32 }, ptr %31, i32 0, i32 1
  store i32 %222, ptr %225, align 4
  store i32 %224, ptr %226, align 4
  store i32 1, ptr %33, align 4
  br label %227

227:                                              ; preds = %263, %203
  %228 = load i32, ptr %33, align 4
  %229 = icmp sle i32 %228, 10
  br i1 %229, label %230, label %266

230:                                              ; preds = %227
  %231 = getelementptr inbounds { i32, i32 }, ptr %31, i32 0, i32 0
  %232 = load i32, ptr %231, align 4
  %233 = getelementptr inbounds { i32, i32 }, ptr %31, i32 0, i32 1
  %234 = load i32, ptr %233, align 4
  %235 = load i32, ptr %33, align 4
  %236 = call i64 @make(i32 noundef %235, i32 noundef 1)
  store i64 %236, ptr %34, align 4
  %237 = getelementptr inbounds { i32, i32 }, ptr %34, i32 0, i32 0
  %238 = load i32, ptr %237, align 4
  %239 = getelementptr inbounds { i32, i32 }, ptr %34, i32 0, i32 1
  %240 = load i32, ptr %239, align 4
  %241 = load i32, ptr %33, align 4
  %242 = sub nsw i32 0, %241
  %243 = call i64 @make(i32 noundef 1, i32 noundef %242)
  store i64 %243, ptr %35, align 4
  %244 = getelementptr inbounds { i32, i32 }, ptr %35, i32 0, i32 0
  %245 = load i32, ptr %244, align 4
  %246 = getelementptr inbounds { i32, i32 }, ptr %35, i32 0, i32 1
  %247 = load i32, ptr %246, align 4
  %248 = getelementptr inbounds { i32, i32 }, ptr %36, i32 0, i32 0
  %249 = getelementptr inbounds { i32, i32 }, ptr %36, i32 0, i32 1
  store i32 %238, ptr %248, align 4
  store i32 %240, ptr %249, align 4
  %250 = load i64, ptr %36, align 4
  %251 = getelementptr inbounds { i32, i32 }, ptr %37, i32 0, i32 0
  %252 = getelementptr inbounds { i32, i32 }, ptr %37, i32 0, i32 1
  store i32 %245, ptr %251, align 4
  store i32 %247, ptr %252, align 4
  %253 = load i64, ptr %37, align 4
  %254 = call i64 @mul_ci(i64 noundef %250, i64 noundef %253)
  store i64 %254, ptr %38, align 4
  %255 = getelementptr inbounds { i32, i32 }, ptr %38, i32 0, i32 0
  %256 = load i32, ptr %255, align 4
  %257 = getelementptr inbounds { i32, i32 }, ptr %38, i32 0, i32 1
  %258 = load i32, ptr %257, align 4
  %259 = add i32 %232, %256
  %260 = add i32 %234, %258
  %261 = getelementptr inbounds { i32, i32 }, ptr %31, i32 0, i32 0
  %262 = getelementptr inbounds { i32, i32 }, ptr %31, i32 0, i32 1
  store i32 %259, ptr %261, align 4
  store i32 %260, ptr %262, align 4
  br label %263

263:                                              ; preds = %230
  %264 = load i32, ptr %33, align 4
  %265 = add nsw i32 %264, 1
  store i32 %265, ptr %33, align 4
  br label %227, !llvm.loop !8

266:                                              ; preds = %227
  %267 = getelementptr inbounds { i32, i32 }, ptr %31, i32 0, i32 0
  %268 = load i32, ptr %267, align 4
  %269 = getelementptr inbounds { i32, i32 }, ptr %31, i32 0, i32 1
  %270 = load i32, ptr %269, align 4
  %271 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %268, i32 noundef %270)
  %272 = getelementptr inbounds { i32, i32 }, ptr %31, i32 0, i32 0
  %273 = load i32, ptr %272, align 4
  %274 = and i32 %273, 127
  ret i32 %274
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @make(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca { i32, i32 }, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca { i32, i32 }, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 0
  store i32 %7, ptr %8, align 4
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 1
  store i32 %9, ptr %10, align 4
  %11 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 0
  %16 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 1
  store i32 %12, ptr %15, align 4
  store i32 %14, ptr %16, align 4
  %17 = load i64, ptr %3, align 4
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mul_ci(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca { i32, i32 }, align 4
  %4 = alloca { i32, i32 }, align 4
  %5 = alloca { i32, i32 }, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds { i32, i32 }, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds { i32, i32 }, ptr %5, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = mul i32 %7, %11
  %15 = mul i32 %9, %13
  %16 = sub i32 %14, %15
  %17 = mul i32 %9, %11
  %18 = mul i32 %7, %13
  %19 = add i32 %17, %18
  %20 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 0
  %21 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 1
  store i32 %16, ptr %20, align 4
  store i32 %19, ptr %21, align 4
  %22 = load i64, ptr %3, align 4
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @conj_ci(i64 noundef %0) #0 {
  %2 = alloca { i32, i32 }, align 4
  %3 = alloca { i32, i32 }, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 1
  %7 = load i32, ptr %6, align 4
  %8 = sub i32 0, %7
  %9 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 0
  %10 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 1
  store i32 %5, ptr %9, align 4
  store i32 %8, ptr %10, align 4
  %11 = load i64, ptr %2, align 4
  ret i64 %11
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add_cs(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca { i16, i16 }, align 2
  %4 = alloca { i16, i16 }, align 2
  %5 = alloca { i16, i16 }, align 2
  store i32 %0, ptr %4, align 2
  store i32 %1, ptr %5, align 2
  %6 = getelementptr inbounds { i16, i16 }, ptr %4, i32 0, i32 0
  %7 = load i16, ptr %6, align 2
  %8 = getelementptr inbounds { i16, i16 }, ptr %4, i32 0, i32 1
  %9 = load i16, ptr %8, align 2
  %10 = getelementptr inbounds { i16, i16 }, ptr %5, i32 0, i32 0
  %11 = load i16, ptr %10, align 2
  %12 = getelementptr inbounds { i16, i16 }, ptr %5, i32 0, i32 1
  %13 = load i16, ptr %12, align 2
  %14 = add i16 %7, %11
  %15 = add i16 %9, %13
  %16 = getelementptr inbounds { i16, i16 }, ptr %3, i32 0, i32 0
  %17 = getelementptr inbounds { i16, i16 }, ptr %3, i32 0, i32 1
  store i16 %14, ptr %16, align 2
  store i16 %15, ptr %17, align 2
  %18 = load i32, ptr %3, align 2
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @sub_cc(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca { i8, i8 }, align 1
  %4 = alloca { i8, i8 }, align 1
  %5 = alloca { i8, i8 }, align 1
  store i16 %0, ptr %4, align 1
  store i16 %1, ptr %5, align 1
  %6 = getelementptr inbounds { i8, i8 }, ptr %4, i32 0, i32 0
  %7 = load i8, ptr %6, align 1
  %8 = getelementptr inbounds { i8, i8 }, ptr %4, i32 0, i32 1
  %9 = load i8, ptr %8, align 1
  %10 = getelementptr inbounds { i8, i8 }, ptr %5, i32 0, i32 0
  %11 = load i8, ptr %10, align 1
  %12 = getelementptr inbounds { i8, i8 }, ptr %5, i32 0, i32 1
  %13 = load i8, ptr %12, align 1
  %14 = sub i8 %7, %11
  %15 = sub i8 %9, %13
  %16 = getelementptr inbounds { i8, i8 }, ptr %3, i32 0, i32 0
  %17 = getelementptr inbounds { i8, i8 }, ptr %3, i32 0, i32 1
  store i8 %14, ptr %16, align 1
  store i8 %15, ptr %17, align 1
  %18 = load i16, ptr %3, align 1
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mul_cll(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca { i64, i64 }, align 8
  %6 = alloca { i64, i64 }, align 8
  %7 = alloca { i64, i64 }, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %11, align 8
  %12 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  %20 = mul i64 %13, %17
  %21 = mul i64 %15, %19
  %22 = sub i64 %20, %21
  %23 = mul i64 %15, %17
  %24 = mul i64 %13, %19
  %25 = add i64 %23, %24
  %26 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %27 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %22, ptr %26, align 8
  store i64 %25, ptr %27, align 8
  %28 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @norm(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca { i64, i64 }, align 8
  %4 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 8
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 8
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  %10 = mul nsw i64 %7, %9
  %11 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = mul nsw i64 %12, %14
  %16 = add nsw i64 %10, %15
  ret i64 %16
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
