; ModuleID = 'programs/complex_integer_gnu.c'
source_filename = "programs/complex_integer_gnu.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %17 = alloca i64, align 8
  %18 = alloca { i16, i16 }, align 2
  %19 = alloca i64, align 8
  %20 = alloca { i16, i16 }, align 2
  %21 = alloca { i8, i8 }, align 1
  %22 = alloca { i8, i8 }, align 1
  %23 = alloca { i8, i8 }, align 1
  %24 = alloca { i8, i8 }, align 1
  %25 = alloca i64, align 8
  %26 = alloca { i8, i8 }, align 1
  %27 = alloca i64, align 8
  %28 = alloca { i8, i8 }, align 1
  %29 = alloca { i64, i64 }, align 8
  %30 = alloca { i64, i64 }, align 8
  %31 = alloca i32, align 4
  %32 = alloca { i64, i64 }, align 8
  %33 = alloca { i64, i64 }, align 8
  %34 = alloca { i64, i64 }, align 8
  %35 = alloca { i64, i64 }, align 8
  %36 = alloca { i32, i32 }, align 4
  %37 = alloca { i32, i32 }, align 4
  %38 = alloca i32, align 4
  %39 = alloca { i32, i32 }, align 4
  %40 = alloca { i32, i32 }, align 4
  %41 = alloca { i32, i32 }, align 4
  %42 = alloca { i32, i32 }, align 4
  %43 = alloca { i32, i32 }, align 4
  store i32 0, ptr %1, align 4
  %44 = call i64 @make(i32 noundef 3, i32 noundef -4)
  store i64 %44, ptr %3, align 4
  %45 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 0
  %46 = load i32, ptr %45, align 4
  %47 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 1
  %48 = load i32, ptr %47, align 4
  %49 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 0
  %50 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 1
  store i32 %46, ptr %49, align 4
  store i32 %48, ptr %50, align 4
  %51 = call i64 @make(i32 noundef -2, i32 noundef 7)
  store i64 %51, ptr %5, align 4
  %52 = getelementptr inbounds { i32, i32 }, ptr %5, i32 0, i32 0
  %53 = load i32, ptr %52, align 4
  %54 = getelementptr inbounds { i32, i32 }, ptr %5, i32 0, i32 1
  %55 = load i32, ptr %54, align 4
  %56 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 0
  %57 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 1
  store i32 %53, ptr %56, align 4
  store i32 %55, ptr %57, align 4
  %58 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 0
  %59 = load i32, ptr %58, align 4
  %60 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 1
  %61 = load i32, ptr %60, align 4
  %62 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 0
  %63 = load i32, ptr %62, align 4
  %64 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 1
  %65 = load i32, ptr %64, align 4
  %66 = getelementptr inbounds { i32, i32 }, ptr %7, i32 0, i32 0
  %67 = getelementptr inbounds { i32, i32 }, ptr %7, i32 0, i32 1
  store i32 %59, ptr %66, align 4
  store i32 %61, ptr %67, align 4
  %68 = load i64, ptr %7, align 4
  %69 = getelementptr inbounds { i32, i32 }, ptr %8, i32 0, i32 0
  %70 = getelementptr inbounds { i32, i32 }, ptr %8, i32 0, i32 1
  store i32 %63, ptr %69, align 4
  store i32 %65, ptr %70, align 4
  %71 = load i64, ptr %8, align 4
  %72 = call i64 @mul_ci(i64 noundef %68, i64 noundef %71)
  store i64 %72, ptr %9, align 4
  %73 = getelementptr inbounds { i32, i32 }, ptr %9, i32 0, i32 0
  %74 = load i32, ptr %73, align 4
  %75 = getelementptr inbounds { i32, i32 }, ptr %9, i32 0, i32 1
  %76 = load i32, ptr %75, align 4
  %77 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 0
  %78 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 1
  store i32 %74, ptr %77, align 4
  store i32 %76, ptr %78, align 4
  %79 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 0
  %80 = load i32, ptr %79, align 4
  %81 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 1
  %82 = load i32, ptr %81, align 4
  %83 = getelementptr inbounds { i32, i32 }, ptr %11, i32 0, i32 0
  %84 = getelementptr inbounds { i32, i32 }, ptr %11, i32 0, i32 1
  store i32 %80, ptr %83, align 4
  store i32 %82, ptr %84, align 4
  %85 = load i64, ptr %11, align 4
  %86 = call i64 @conj_ci(i64 noundef %85)
  store i64 %86, ptr %12, align 4
  %87 = getelementptr inbounds { i32, i32 }, ptr %12, i32 0, i32 0
  %88 = load i32, ptr %87, align 4
  %89 = getelementptr inbounds { i32, i32 }, ptr %12, i32 0, i32 1
  %90 = load i32, ptr %89, align 4
  %91 = getelementptr inbounds { i32, i32 }, ptr %10, i32 0, i32 0
  %92 = getelementptr inbounds { i32, i32 }, ptr %10, i32 0, i32 1
  store i32 %88, ptr %91, align 4
  store i32 %90, ptr %92, align 4
  %93 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 0
  %94 = load i32, ptr %93, align 4
  %95 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 1
  %96 = load i32, ptr %95, align 4
  %97 = getelementptr inbounds { i32, i32 }, ptr %10, i32 0, i32 0
  %98 = load i32, ptr %97, align 4
  %99 = getelementptr inbounds { i32, i32 }, ptr %10, i32 0, i32 1
  %100 = load i32, ptr %99, align 4
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %94, i32 noundef %96, i32 noundef %98, i32 noundef %100)
  %102 = getelementptr inbounds { i16, i16 }, ptr %13, i32 0, i32 0
  store i16 1000, ptr %102, align 2
  %103 = getelementptr inbounds { i16, i16 }, ptr %13, i32 0, i32 1
  store i16 -30000, ptr %103, align 2
  %104 = getelementptr inbounds { i16, i16 }, ptr %14, i32 0, i32 0
  store i16 2000, ptr %104, align 2
  %105 = getelementptr inbounds { i16, i16 }, ptr %14, i32 0, i32 1
  store i16 1000, ptr %105, align 2
  %106 = getelementptr inbounds { i16, i16 }, ptr %13, i32 0, i32 0
  %107 = load i16, ptr %106, align 2
  %108 = getelementptr inbounds { i16, i16 }, ptr %13, i32 0, i32 1
  %109 = load i16, ptr %108, align 2
  %110 = getelementptr inbounds { i16, i16 }, ptr %14, i32 0, i32 0
  %111 = load i16, ptr %110, align 2
  %112 = getelementptr inbounds { i16, i16 }, ptr %14, i32 0, i32 1
  %113 = load i16, ptr %112, align 2
  %114 = getelementptr inbounds { i16, i16 }, ptr %16, i32 0, i32 0
  %115 = getelementptr inbounds { i16, i16 }, ptr %16, i32 0, i32 1
  store i16 %107, ptr %114, align 2
  store i16 %109, ptr %115, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 2 %16, i64 4, i1 false)
  %116 = load i64, ptr %17, align 8
  %117 = getelementptr inbounds { i16, i16 }, ptr %18, i32 0, i32 0
  %118 = getelementptr inbounds { i16, i16 }, ptr %18, i32 0, i32 1
  store i16 %111, ptr %117, align 2
  store i16 %113, ptr %118, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 2 %18, i64 4, i1 false)
  %119 = load i64, ptr %19, align 8
  %120 = call i32 @add_cs(i64 %116, i64 %119)
  store i32 %120, ptr %20, align 2
  %121 = getelementptr inbounds { i16, i16 }, ptr %20, i32 0, i32 0
  %122 = load i16, ptr %121, align 2
  %123 = getelementptr inbounds { i16, i16 }, ptr %20, i32 0, i32 1
  %124 = load i16, ptr %123, align 2
  %125 = getelementptr inbounds { i16, i16 }, ptr %15, i32 0, i32 0
  %126 = getelementptr inbounds { i16, i16 }, ptr %15, i32 0, i32 1
  store i16 %122, ptr %125, align 2
  store i16 %124, ptr %126, align 2
  %127 = getelementptr inbounds { i16, i16 }, ptr %15, i32 0, i32 0
  %128 = load i16, ptr %127, align 2
  %129 = sext i16 %128 to i32
  %130 = getelementptr inbounds { i16, i16 }, ptr %15, i32 0, i32 1
  %131 = load i16, ptr %130, align 2
  %132 = sext i16 %131 to i32
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %129, i32 noundef %132, i64 noundef 4)
  %134 = getelementptr inbounds { i8, i8 }, ptr %21, i32 0, i32 0
  store i8 100, ptr %134, align 1
  %135 = getelementptr inbounds { i8, i8 }, ptr %21, i32 0, i32 1
  store i8 -100, ptr %135, align 1
  %136 = getelementptr inbounds { i8, i8 }, ptr %22, i32 0, i32 0
  store i8 -27, ptr %136, align 1
  %137 = getelementptr inbounds { i8, i8 }, ptr %22, i32 0, i32 1
  store i8 27, ptr %137, align 1
  %138 = getelementptr inbounds { i8, i8 }, ptr %21, i32 0, i32 0
  %139 = load i8, ptr %138, align 1
  %140 = getelementptr inbounds { i8, i8 }, ptr %21, i32 0, i32 1
  %141 = load i8, ptr %140, align 1
  %142 = getelementptr inbounds { i8, i8 }, ptr %22, i32 0, i32 0
  %143 = load i8, ptr %142, align 1
  %144 = getelementptr inbounds { i8, i8 }, ptr %22, i32 0, i32 1
  %145 = load i8, ptr %144, align 1
  %146 = getelementptr inbounds { i8, i8 }, ptr %24, i32 0, i32 0
  %147 = getelementptr inbounds { i8, i8 }, ptr %24, i32 0, i32 1
  store i8 %139, ptr %146, align 1
  store i8 %141, ptr %147, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 1 %24, i64 2, i1 false)
  %148 = load i64, ptr %25, align 8
  %149 = getelementptr inbounds { i8, i8 }, ptr %26, i32 0, i32 0
  %150 = getelementptr inbounds { i8, i8 }, ptr %26, i32 0, i32 1
  store i8 %143, ptr %149, align 1
  store i8 %145, ptr %150, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 1 %26, i64 2, i1 false)
  %151 = load i64, ptr %27, align 8
  %152 = call i16 @sub_cc(i64 %148, i64 %151)
  store i16 %152, ptr %28, align 1
  %153 = getelementptr inbounds { i8, i8 }, ptr %28, i32 0, i32 0
  %154 = load i8, ptr %153, align 1
  %155 = getelementptr inbounds { i8, i8 }, ptr %28, i32 0, i32 1
  %156 = load i8, ptr %155, align 1
  %157 = getelementptr inbounds { i8, i8 }, ptr %23, i32 0, i32 0
  %158 = getelementptr inbounds { i8, i8 }, ptr %23, i32 0, i32 1
  store i8 %154, ptr %157, align 1
  store i8 %156, ptr %158, align 1
  %159 = getelementptr inbounds { i8, i8 }, ptr %23, i32 0, i32 0
  %160 = load i8, ptr %159, align 1
  %161 = sext i8 %160 to i32
  %162 = getelementptr inbounds { i8, i8 }, ptr %23, i32 0, i32 1
  %163 = load i8, ptr %162, align 1
  %164 = sext i8 %163 to i32
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %161, i32 noundef %164, i64 noundef 2)
  %166 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  %167 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  store i64 0, ptr %166, align 8
  store i64 0, ptr %167, align 8
  %168 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  store i64 1, ptr %168, align 8
  %169 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  store i64 1, ptr %169, align 8
  %170 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  %171 = load i64, ptr %170, align 8
  %172 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  %173 = load i64, ptr %172, align 8
  %174 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %175 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  store i64 %171, ptr %174, align 8
  store i64 %173, ptr %175, align 8
  store i32 0, ptr %31, align 4
  br label %176

176:                                              ; preds = %201, %0
  %177 = load i32, ptr %31, align 4
  %178 = icmp slt i32 %177, 30
  br i1 %178, label %179, label %204

179:                                              ; preds = %176
  %180 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %181 = load i64, ptr %180, align 8
  %182 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  %183 = load i64, ptr %182, align 8
  %184 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  %185 = load i64, ptr %184, align 8
  %186 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  %187 = load i64, ptr %186, align 8
  %188 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 0
  %189 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 1
  store i64 %181, ptr %188, align 8
  store i64 %183, ptr %189, align 8
  %190 = load [2 x i64], ptr %32, align 8
  %191 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 0
  %192 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 1
  store i64 %185, ptr %191, align 8
  store i64 %187, ptr %192, align 8
  %193 = load [2 x i64], ptr %33, align 8
  %194 = call [2 x i64] @mul_cll([2 x i64] noundef %190, [2 x i64] noundef %193)
  store [2 x i64] %194, ptr %34, align 8
  %195 = getelementptr inbounds { i64, i64 }, ptr %34, i32 0, i32 0
  %196 = load i64, ptr %195, align 8
  %197 = getelementptr inbounds { i64, i64 }, ptr %34, i32 0, i32 1
  %198 = load i64, ptr %197, align 8
  %199 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %200 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  store i64 %196, ptr %199, align 8
  store i64 %198, ptr %200, align 8
  br label %201

201:                                              ; preds = %179
  %202 = load i32, ptr %31, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %31, align 4
  br label %176, !llvm.loop !6

204:                                              ; preds = %176
  %205 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %206 = load i64, ptr %205, align 8
  %207 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  %208 = load i64, ptr %207, align 8
  %209 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %210 = load i64, ptr %209, align 8
  %211 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  %212 = load i64, ptr %211, align 8
  %213 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 0
  %214 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 1
  store i64 %210, ptr %213, align 8
  store i64 %212, ptr %214, align 8
  %215 = load [2 x i64], ptr %35, align 8
  %216 = call i64 @norm([2 x i64] noundef %215)
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %206, i64 noundef %208, i64 noundef %216, i64 noundef 16)
  %218 = call i64 @make(i32 noundef 0, i32 noundef 0)
  store i64 %218, ptr %37, align 4
  %219 = getelementptr inbounds { i32, i32 }, ptr %37, i32 0, i32 0
  %220 = load i32, ptr %219, align 4
  %221 = getelementptr inbounds { i32, i32 }, ptr %37, i32 0, i32 1
  %222 = load i32, ptr %221, align 4
  %223 = getelementptr inbounds { i32, i32 }, ptr %36, i32 0, i32 0
  %224 = getelementptr inbounds { i32, i32 }, ptr %36, i32 0, i32 1
  store i32 %220, ptr %223, align 4
  store i32 %222, ptr %224, align 4
  store i32 1, ptr %38, align 4
  br label %225

225:                                              ; preds = %261, %204
  %226 = load i32, ptr %38, align 4
  %227 = icmp sle i32 %226, 10
  br i1 %227, label %228, label %264

228:                                              ; preds = %225
  %229 = getelementptr inbounds { i32, i32 }, ptr %36, i32 0, i32 0
  %230 = load i32, ptr %229, align 4
  %231 = getelementptr inbounds { i32, i32 }, ptr %36, i32 0, i32 1
  %232 = load i32, ptr %231, align 4
  %233 = load i32, ptr %38, align 4
  %234 = call i64 @make(i32 noundef %233, i32 noundef 1)
  store i64 %234, ptr %39, align 4
  %235 = getelementptr inbounds { i32, i32 }, ptr %39, i32 0, i32 0
  %236 = load i32, ptr %235, align 4
  %237 = getelementptr inbounds { i32, i32 }, ptr %39, i32 0, i32 1
  %238 = load i32, ptr %237, align 4
  %239 = load i32, ptr %38, align 4
  %240 = sub nsw i32 0, %239
  %241 = call i64 @make(i32 noundef 1, i32 noundef %240)
  store i64 %241, ptr %40, align 4
  %242 = getelementptr inbounds { i32, i32 }, ptr %40, i32 0, i32 0
  %243 = load i32, ptr %242, align 4
  %244 = getelementptr inbounds { i32, i32 }, ptr %40, i32 0, i32 1
  %245 = load i32, ptr %244, align 4
  %246 = getelementptr inbounds { i32, i32 }, ptr %41, i32 0, i32 0
  %247 = getelementptr inbounds { i32, i32 }, ptr %41, i32 0, i32 1
  store i32 %236, ptr %246, align 4
  store i32 %238, ptr %247, align 4
  %248 = load i64, ptr %41, align 4
  %249 = getelementptr inbounds { i32, i32 }, ptr %42, i32 0, i32 0
  %250 = getelementptr inbounds { i32, i32 }, ptr %42, i32 0, i32 1
  store i32 %243, ptr %249, align 4
  store i32 %245, ptr %250, align 4
  %251 = load i64, ptr %42, align 4
  %252 = call i64 @mul_ci(i64 noundef %248, i64 noundef %251)
  store i64 %252, ptr %43, align 4
  %253 = getelementptr inbounds { i32, i32 }, ptr %43, i32 0, i32 0
  %254 = load i32, ptr %253, align 4
  %255 = getelementptr inbounds { i32, i32 }, ptr %43, i32 0, i32 1
  %256 = load i32, ptr %255, align 4
  %257 = add i32 %230, %254
  %258 = add i32 %232, %256
  %259 = getelementptr inbounds { i32, i32 }, ptr %36, i32 0, i32 0
  %260 = getelementptr inbounds { i32, i32 }, ptr %36, i32 0, i32 1
  store i32 %257, ptr %259, align 4
  store i32 %258, ptr %260, align 4
  br label %261

261:                                              ; preds = %228
  %262 = load i32, ptr %38, align 4
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr %38, align 4
  br label %225, !llvm.loop !8

264:                                              ; preds = %225
  %265 = getelementptr inbounds { i32, i32 }, ptr %36, i32 0, i32 0
  %266 = load i32, ptr %265, align 4
  %267 = getelementptr inbounds { i32, i32 }, ptr %36, i32 0, i32 1
  %268 = load i32, ptr %267, align 4
  %269 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %266, i32 noundef %268)
  %270 = getelementptr inbounds { i32, i32 }, ptr %36, i32 0, i32 0
  %271 = load i32, ptr %270, align 4
  %272 = and i32 %271, 127
  ret i32 %272
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
define internal i32 @add_cs(i64 %0, i64 %1) #0 {
  %3 = alloca { i16, i16 }, align 2
  %4 = alloca { i16, i16 }, align 2
  %5 = alloca { i16, i16 }, align 2
  %6 = trunc i64 %0 to i32
  store i32 %6, ptr %4, align 2
  %7 = trunc i64 %1 to i32
  store i32 %7, ptr %5, align 2
  %8 = getelementptr inbounds { i16, i16 }, ptr %4, i32 0, i32 0
  %9 = load i16, ptr %8, align 2
  %10 = getelementptr inbounds { i16, i16 }, ptr %4, i32 0, i32 1
  %11 = load i16, ptr %10, align 2
  %12 = getelementptr inbounds { i16, i16 }, ptr %5, i32 0, i32 0
  %13 = load i16, ptr %12, align 2
  %14 = getelementptr inbounds { i16, i16 }, ptr %5, i32 0, i32 1
  %15 = load i16, ptr %14, align 2
  %16 = add i16 %9, %13
  %17 = add i16 %11, %15
  %18 = getelementptr inbounds { i16, i16 }, ptr %3, i32 0, i32 0
  %19 = getelementptr inbounds { i16, i16 }, ptr %3, i32 0, i32 1
  store i16 %16, ptr %18, align 2
  store i16 %17, ptr %19, align 2
  %20 = load i32, ptr %3, align 2
  ret i32 %20
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @sub_cc(i64 %0, i64 %1) #0 {
  %3 = alloca { i8, i8 }, align 1
  %4 = alloca { i8, i8 }, align 1
  %5 = alloca { i8, i8 }, align 1
  %6 = trunc i64 %0 to i16
  store i16 %6, ptr %4, align 1
  %7 = trunc i64 %1 to i16
  store i16 %7, ptr %5, align 1
  %8 = getelementptr inbounds { i8, i8 }, ptr %4, i32 0, i32 0
  %9 = load i8, ptr %8, align 1
  %10 = getelementptr inbounds { i8, i8 }, ptr %4, i32 0, i32 1
  %11 = load i8, ptr %10, align 1
  %12 = getelementptr inbounds { i8, i8 }, ptr %5, i32 0, i32 0
  %13 = load i8, ptr %12, align 1
  %14 = getelementptr inbounds { i8, i8 }, ptr %5, i32 0, i32 1
  %15 = load i8, ptr %14, align 1
  %16 = sub i8 %9, %13
  %17 = sub i8 %11, %15
  %18 = getelementptr inbounds { i8, i8 }, ptr %3, i32 0, i32 0
  %19 = getelementptr inbounds { i8, i8 }, ptr %3, i32 0, i32 1
  store i8 %16, ptr %18, align 1
  store i8 %17, ptr %19, align 1
  %20 = load i16, ptr %3, align 1
  ret i16 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @mul_cll([2 x i64] noundef %0, [2 x i64] noundef %1) #0 {
  %3 = alloca { i64, i64 }, align 8
  %4 = alloca { i64, i64 }, align 8
  %5 = alloca { i64, i64 }, align 8
  store [2 x i64] %0, ptr %4, align 8
  store [2 x i64] %1, ptr %5, align 8
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = mul i64 %7, %11
  %15 = mul i64 %9, %13
  %16 = sub i64 %14, %15
  %17 = mul i64 %9, %11
  %18 = mul i64 %7, %13
  %19 = add i64 %17, %18
  %20 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  %21 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %16, ptr %20, align 8
  store i64 %19, ptr %21, align 8
  %22 = load [2 x i64], ptr %3, align 8
  ret [2 x i64] %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @norm([2 x i64] noundef %0) #0 {
  %2 = alloca { i64, i64 }, align 8
  store [2 x i64] %0, ptr %2, align 8
  %3 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = mul nsw i64 %4, %6
  %8 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = mul nsw i64 %9, %11
  %13 = add nsw i64 %7, %12
  ret i64 %13
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
