; ModuleID = 'programs/complex_integer_gnu.c'
source_filename = "programs/complex_integer_gnu.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %31 = alloca { i64, i64 }, align 8
  %32 = alloca { i32, i32 }, align 4
  %33 = alloca { i32, i32 }, align 4
  %34 = alloca i32, align 4
  %35 = alloca { i32, i32 }, align 4
  %36 = alloca { i32, i32 }, align 4
  %37 = alloca { i32, i32 }, align 4
  %38 = alloca { i32, i32 }, align 4
  %39 = alloca { i32, i32 }, align 4
  store i32 0, ptr %1, align 4
  %40 = call i64 @make(i32 noundef 3, i32 noundef -4)
  store i64 %40, ptr %3, align 4
  %41 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 0
  %42 = load i32, ptr %41, align 4
  %43 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 1
  %44 = load i32, ptr %43, align 4
  %45 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 0
  %46 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 1
  store i32 %42, ptr %45, align 4
  store i32 %44, ptr %46, align 4
  %47 = call i64 @make(i32 noundef -2, i32 noundef 7)
  store i64 %47, ptr %5, align 4
  %48 = getelementptr inbounds { i32, i32 }, ptr %5, i32 0, i32 0
  %49 = load i32, ptr %48, align 4
  %50 = getelementptr inbounds { i32, i32 }, ptr %5, i32 0, i32 1
  %51 = load i32, ptr %50, align 4
  %52 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 0
  %53 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 1
  store i32 %49, ptr %52, align 4
  store i32 %51, ptr %53, align 4
  %54 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 0
  %55 = load i32, ptr %54, align 4
  %56 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 1
  %57 = load i32, ptr %56, align 4
  %58 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 0
  %59 = load i32, ptr %58, align 4
  %60 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 1
  %61 = load i32, ptr %60, align 4
  %62 = getelementptr inbounds { i32, i32 }, ptr %7, i32 0, i32 0
  %63 = getelementptr inbounds { i32, i32 }, ptr %7, i32 0, i32 1
  store i32 %55, ptr %62, align 4
  store i32 %57, ptr %63, align 4
  %64 = load i64, ptr %7, align 4
  %65 = getelementptr inbounds { i32, i32 }, ptr %8, i32 0, i32 0
  %66 = getelementptr inbounds { i32, i32 }, ptr %8, i32 0, i32 1
  store i32 %59, ptr %65, align 4
  store i32 %61, ptr %66, align 4
  %67 = load i64, ptr %8, align 4
  %68 = call i64 @mul_ci(i64 noundef %64, i64 noundef %67)
  store i64 %68, ptr %9, align 4
  %69 = getelementptr inbounds { i32, i32 }, ptr %9, i32 0, i32 0
  %70 = load i32, ptr %69, align 4
  %71 = getelementptr inbounds { i32, i32 }, ptr %9, i32 0, i32 1
  %72 = load i32, ptr %71, align 4
  %73 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 0
  %74 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 1
  store i32 %70, ptr %73, align 4
  store i32 %72, ptr %74, align 4
  %75 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 0
  %76 = load i32, ptr %75, align 4
  %77 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 1
  %78 = load i32, ptr %77, align 4
  %79 = getelementptr inbounds { i32, i32 }, ptr %11, i32 0, i32 0
  %80 = getelementptr inbounds { i32, i32 }, ptr %11, i32 0, i32 1
  store i32 %76, ptr %79, align 4
  store i32 %78, ptr %80, align 4
  %81 = load i64, ptr %11, align 4
  %82 = call i64 @conj_ci(i64 noundef %81)
  store i64 %82, ptr %12, align 4
  %83 = getelementptr inbounds { i32, i32 }, ptr %12, i32 0, i32 0
  %84 = load i32, ptr %83, align 4
  %85 = getelementptr inbounds { i32, i32 }, ptr %12, i32 0, i32 1
  %86 = load i32, ptr %85, align 4
  %87 = getelementptr inbounds { i32, i32 }, ptr %10, i32 0, i32 0
  %88 = getelementptr inbounds { i32, i32 }, ptr %10, i32 0, i32 1
  store i32 %84, ptr %87, align 4
  store i32 %86, ptr %88, align 4
  %89 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 0
  %90 = load i32, ptr %89, align 4
  %91 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 1
  %92 = load i32, ptr %91, align 4
  %93 = getelementptr inbounds { i32, i32 }, ptr %10, i32 0, i32 0
  %94 = load i32, ptr %93, align 4
  %95 = getelementptr inbounds { i32, i32 }, ptr %10, i32 0, i32 1
  %96 = load i32, ptr %95, align 4
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %90, i32 noundef %92, i32 noundef %94, i32 noundef %96)
  %98 = getelementptr inbounds { i16, i16 }, ptr %13, i32 0, i32 0
  store i16 1000, ptr %98, align 2
  %99 = getelementptr inbounds { i16, i16 }, ptr %13, i32 0, i32 1
  store i16 -30000, ptr %99, align 2
  %100 = getelementptr inbounds { i16, i16 }, ptr %14, i32 0, i32 0
  store i16 2000, ptr %100, align 2
  %101 = getelementptr inbounds { i16, i16 }, ptr %14, i32 0, i32 1
  store i16 1000, ptr %101, align 2
  %102 = getelementptr inbounds { i16, i16 }, ptr %13, i32 0, i32 0
  %103 = load i16, ptr %102, align 2
  %104 = getelementptr inbounds { i16, i16 }, ptr %13, i32 0, i32 1
  %105 = load i16, ptr %104, align 2
  %106 = getelementptr inbounds { i16, i16 }, ptr %14, i32 0, i32 0
  %107 = load i16, ptr %106, align 2
  %108 = getelementptr inbounds { i16, i16 }, ptr %14, i32 0, i32 1
  %109 = load i16, ptr %108, align 2
  %110 = getelementptr inbounds { i16, i16 }, ptr %16, i32 0, i32 0
  %111 = getelementptr inbounds { i16, i16 }, ptr %16, i32 0, i32 1
  store i16 %103, ptr %110, align 2
  store i16 %105, ptr %111, align 2
  %112 = load i32, ptr %16, align 2
  %113 = getelementptr inbounds { i16, i16 }, ptr %17, i32 0, i32 0
  %114 = getelementptr inbounds { i16, i16 }, ptr %17, i32 0, i32 1
  store i16 %107, ptr %113, align 2
  store i16 %109, ptr %114, align 2
  %115 = load i32, ptr %17, align 2
  %116 = call i32 @add_cs(i32 noundef %112, i32 noundef %115)
  store i32 %116, ptr %18, align 2
  %117 = getelementptr inbounds { i16, i16 }, ptr %18, i32 0, i32 0
  %118 = load i16, ptr %117, align 2
  %119 = getelementptr inbounds { i16, i16 }, ptr %18, i32 0, i32 1
  %120 = load i16, ptr %119, align 2
  %121 = getelementptr inbounds { i16, i16 }, ptr %15, i32 0, i32 0
  %122 = getelementptr inbounds { i16, i16 }, ptr %15, i32 0, i32 1
  store i16 %118, ptr %121, align 2
  store i16 %120, ptr %122, align 2
  %123 = getelementptr inbounds { i16, i16 }, ptr %15, i32 0, i32 0
  %124 = load i16, ptr %123, align 2
  %125 = sext i16 %124 to i32
  %126 = getelementptr inbounds { i16, i16 }, ptr %15, i32 0, i32 1
  %127 = load i16, ptr %126, align 2
  %128 = sext i16 %127 to i32
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %125, i32 noundef %128, i64 noundef 4)
  %130 = getelementptr inbounds { i8, i8 }, ptr %19, i32 0, i32 0
  store i8 100, ptr %130, align 1
  %131 = getelementptr inbounds { i8, i8 }, ptr %19, i32 0, i32 1
  store i8 -100, ptr %131, align 1
  %132 = getelementptr inbounds { i8, i8 }, ptr %20, i32 0, i32 0
  store i8 -27, ptr %132, align 1
  %133 = getelementptr inbounds { i8, i8 }, ptr %20, i32 0, i32 1
  store i8 27, ptr %133, align 1
  %134 = getelementptr inbounds { i8, i8 }, ptr %19, i32 0, i32 0
  %135 = load i8, ptr %134, align 1
  %136 = getelementptr inbounds { i8, i8 }, ptr %19, i32 0, i32 1
  %137 = load i8, ptr %136, align 1
  %138 = getelementptr inbounds { i8, i8 }, ptr %20, i32 0, i32 0
  %139 = load i8, ptr %138, align 1
  %140 = getelementptr inbounds { i8, i8 }, ptr %20, i32 0, i32 1
  %141 = load i8, ptr %140, align 1
  %142 = getelementptr inbounds { i8, i8 }, ptr %22, i32 0, i32 0
  %143 = getelementptr inbounds { i8, i8 }, ptr %22, i32 0, i32 1
  store i8 %135, ptr %142, align 1
  store i8 %137, ptr %143, align 1
  %144 = load i16, ptr %22, align 1
  %145 = getelementptr inbounds { i8, i8 }, ptr %23, i32 0, i32 0
  %146 = getelementptr inbounds { i8, i8 }, ptr %23, i32 0, i32 1
  store i8 %139, ptr %145, align 1
  store i8 %141, ptr %146, align 1
  %147 = load i16, ptr %23, align 1
  %148 = call i16 @sub_cc(i16 noundef %144, i16 noundef %147)
  store i16 %148, ptr %24, align 1
  %149 = getelementptr inbounds { i8, i8 }, ptr %24, i32 0, i32 0
  %150 = load i8, ptr %149, align 1
  %151 = getelementptr inbounds { i8, i8 }, ptr %24, i32 0, i32 1
  %152 = load i8, ptr %151, align 1
  %153 = getelementptr inbounds { i8, i8 }, ptr %21, i32 0, i32 0
  %154 = getelementptr inbounds { i8, i8 }, ptr %21, i32 0, i32 1
  store i8 %150, ptr %153, align 1
  store i8 %152, ptr %154, align 1
  %155 = getelementptr inbounds { i8, i8 }, ptr %21, i32 0, i32 0
  %156 = load i8, ptr %155, align 1
  %157 = sext i8 %156 to i32
  %158 = getelementptr inbounds { i8, i8 }, ptr %21, i32 0, i32 1
  %159 = load i8, ptr %158, align 1
  %160 = sext i8 %159 to i32
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %157, i32 noundef %160, i64 noundef 2)
  %162 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %163 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  store i64 0, ptr %162, align 8
  store i64 0, ptr %163, align 8
  %164 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  store i64 1, ptr %164, align 8
  %165 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  store i64 1, ptr %165, align 8
  %166 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %167 = load i64, ptr %166, align 8
  %168 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %169 = load i64, ptr %168, align 8
  %170 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %171 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  store i64 %167, ptr %170, align 8
  store i64 %169, ptr %171, align 8
  store i32 0, ptr %27, align 4
  br label %172

172:                                              ; preds = %194, %0
  %173 = load i32, ptr %27, align 4
  %174 = icmp slt i32 %173, 30
  br i1 %174, label %175, label %197

175:                                              ; preds = %172
  %176 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %177 = load i64, ptr %176, align 8
  %178 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %179 = load i64, ptr %178, align 8
  %180 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %181 = load i64, ptr %180, align 8
  %182 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %183 = load i64, ptr %182, align 8
  %184 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  %185 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  store i64 %177, ptr %184, align 8
  store i64 %179, ptr %185, align 8
  %186 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %187 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  store i64 %181, ptr %186, align 8
  store i64 %183, ptr %187, align 8
  call void @mul_cll(ptr dead_on_unwind writable sret({ i64, i64 }) align 8 %28, ptr noundef %29, ptr noundef %30)
  %188 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %189 = load i64, ptr %188, align 8
  %190 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  %191 = load i64, ptr %190, align 8
  %192 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %193 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  store i64 %189, ptr %192, align 8
  store i64 %191, ptr %193, align 8
  br label %194

194:                                              ; preds = %175
  %195 = load i32, ptr %27, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %27, align 4
  br label %172, !llvm.loop !5

197:                                              ; preds = %172
  %198 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %199 = load i64, ptr %198, align 8
  %200 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %201 = load i64, ptr %200, align 8
  %202 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %203 = load i64, ptr %202, align 8
  %204 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %205 = load i64, ptr %204, align 8
  %206 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 0
  %207 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 1
  store i64 %203, ptr %206, align 8
  store i64 %205, ptr %207, align 8
  %208 = call i64 @norm(ptr noundef %31)
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %199, i64 noundef %201, i64 noundef %208, i64 noundef 16)
  %210 = call i64 @make(i32 noundef 0, i32 noundef 0)
  store i64 %210, ptr %33, align 4
  %211 = getelementptr inbounds { i32, i32 }, ptr %33, i32 0, i32 0
  %212 = load i32, ptr %211, align 4
  %213 = getelementptr inbounds { i32, i32 }, ptr %33, i32 0, i32 1
  %214 = load i32, ptr %213, align 4
  %215 = getelementptr inbounds { i32, i32 }, ptr %32, i32 0, i32 0
  %216 = getelementptr inbounds { i32, i32 }, ptr %32, i32 0, i32 1
  store i32 %212, ptr %215, align 4
  store i32 %214, ptr %216, align 4
  store i32 1, ptr %34, align 4
  br label %217

217:                                              ; preds = %253, %197
  %218 = load i32, ptr %34, align 4
  %219 = icmp sle i32 %218, 10
  br i1 %219, label %220, label %256

220:                                              ; preds = %217
  %221 = getelementptr inbounds { i32, i32 }, ptr %32, i32 0, i32 0
  %222 = load i32, ptr %221, align 4
  %223 = getelementptr inbounds { i32, i32 }, ptr %32, i32 0, i32 1
  %224 = load i32, ptr %223, align 4
  %225 = load i32, ptr %34, align 4
  %226 = call i64 @make(i32 noundef %225, i32 noundef 1)
  store i64 %226, ptr %35, align 4
  %227 = getelementptr inbounds { i32, i32 }, ptr %35, i32 0, i32 0
  %228 = load i32, ptr %227, align 4
  %229 = getelementptr inbounds { i32, i32 }, ptr %35, i32 0, i32 1
  %230 = load i32, ptr %229, align 4
  %231 = load i32, ptr %34, align 4
  %232 = sub nsw i32 0, %231
  %233 = call i64 @make(i32 noundef 1, i32 noundef %232)
  store i64 %233, ptr %36, align 4
  %234 = getelementptr inbounds { i32, i32 }, ptr %36, i32 0, i32 0
  %235 = load i32, ptr %234, align 4
  %236 = getelementptr inbounds { i32, i32 }, ptr %36, i32 0, i32 1
  %237 = load i32, ptr %236, align 4
  %238 = getelementptr inbounds { i32, i32 }, ptr %37, i32 0, i32 0
  %239 = getelementptr inbounds { i32, i32 }, ptr %37, i32 0, i32 1
  store i32 %228, ptr %238, align 4
  store i32 %230, ptr %239, align 4
  %240 = load i64, ptr %37, align 4
  %241 = getelementptr inbounds { i32, i32 }, ptr %38, i32 0, i32 0
  %242 = getelementptr inbounds { i32, i32 }, ptr %38, i32 0, i32 1
  store i32 %235, ptr %241, align 4
  store i32 %237, ptr %242, align 4
  %243 = load i64, ptr %38, align 4
  %244 = call i64 @mul_ci(i64 noundef %240, i64 noundef %243)
  store i64 %244, ptr %39, align 4
  %245 = getelementptr inbounds { i32, i32 }, ptr %39, i32 0, i32 0
  %246 = load i32, ptr %245, align 4
  %247 = getelementptr inbounds { i32, i32 }, ptr %39, i32 0, i32 1
  %248 = load i32, ptr %247, align 4
  %249 = add i32 %222, %246
  %250 = add i32 %224, %248
  %251 = getelementptr inbounds { i32, i32 }, ptr %32, i32 0, i32 0
  %252 = getelementptr inbounds { i32, i32 }, ptr %32, i32 0, i32 1
  store i32 %249, ptr %251, align 4
  store i32 %250, ptr %252, align 4
  br label %253

253:                                              ; preds = %220
  %254 = load i32, ptr %34, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %34, align 4
  br label %217, !llvm.loop !7

256:                                              ; preds = %217
  %257 = getelementptr inbounds { i32, i32 }, ptr %32, i32 0, i32 0
  %258 = load i32, ptr %257, align 4
  %259 = getelementptr inbounds { i32, i32 }, ptr %32, i32 0, i32 1
  %260 = load i32, ptr %259, align 4
  %261 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %258, i32 noundef %260)
  %262 = getelementptr inbounds { i32, i32 }, ptr %32, i32 0, i32 0
  %263 = load i32, ptr %262, align 4
  %264 = and i32 %263, 127
  ret i32 %264
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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
define internal void @mul_cll(ptr dead_on_unwind noalias writable sret({ i64, i64 }) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = mul i64 %8, %12
  %16 = mul i64 %10, %14
  %17 = sub i64 %15, %16
  %18 = mul i64 %10, %12
  %19 = mul i64 %8, %14
  %20 = add i64 %18, %19
  %21 = getelementptr inbounds { i64, i64 }, ptr %0, i32 0, i32 0
  %22 = getelementptr inbounds { i64, i64 }, ptr %0, i32 0, i32 1
  store i64 %17, ptr %21, align 8
  store i64 %20, ptr %22, align 8
  %23 = getelementptr inbounds { i64, i64 }, ptr %0, i32 0, i32 0
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds { i64, i64 }, ptr %0, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds { i64, i64 }, ptr %0, i32 0, i32 0
  %28 = getelementptr inbounds { i64, i64 }, ptr %0, i32 0, i32 1
  store i64 %24, ptr %27, align 8
  store i64 %26, ptr %28, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @norm(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds { i64, i64 }, ptr %0, i32 0, i32 0
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds { i64, i64 }, ptr %0, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = mul nsw i64 %4, %6
  %8 = getelementptr inbounds { i64, i64 }, ptr %0, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %0, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = mul nsw i64 %9, %11
  %13 = add nsw i64 %7, %12
  ret i64 %13
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
