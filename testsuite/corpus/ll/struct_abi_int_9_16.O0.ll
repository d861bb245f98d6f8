; ModuleID = 'programs/struct_abi_int_9_16.c'
source_filename = "programs/struct_abi_int_9_16.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.t9 = type { i64, i8 }
%struct.t12 = type { i32, i32, i32 }
%struct.t16 = type { i64, i64 }
%struct.t11 = type { [11 x i8] }
%struct.t14 = type { [7 x i16] }
%struct.t16b = type { i8, i64 }
%struct.t16c = type { i32, i64 }
%struct.t12n = type { %struct.anon, %struct.anon.0 }
%struct.anon = type { i16, i16 }
%struct.anon.0 = type { i32, i8 }
%struct.t15 = type { [15 x i8] }

@.str = private unnamed_addr constant [41 x i8] c"%-5s size=%zu sum=%ld swapped=%ld r=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"t9\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"t12\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"t16\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"t11\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"t14\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"t16b\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"t16c\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"t12n\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"t15\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"total=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca %struct.t9, align 8
  %4 = alloca %struct.t9, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.t12, align 8
  %7 = alloca { i64, i32 }, align 8
  %8 = alloca %struct.t12, align 4
  %9 = alloca { i64, i32 }, align 4
  %10 = alloca { i64, i32 }, align 8
  %11 = alloca i64, align 8
  %12 = alloca { i64, i32 }, align 4
  %13 = alloca { i64, i32 }, align 4
  %14 = alloca { i64, i32 }, align 4
  %15 = alloca { i64, i32 }, align 4
  %16 = alloca %struct.t16, align 8
  %17 = alloca %struct.t16, align 8
  %18 = alloca i64, align 8
  %19 = alloca %struct.t11, align 8
  %20 = alloca { i64, i24 }, align 8
  %21 = alloca %struct.t11, align 1
  %22 = alloca { i64, i24 }, align 1
  %23 = alloca { i64, i24 }, align 8
  %24 = alloca i64, align 8
  %25 = alloca { i64, i24 }, align 1
  %26 = alloca { i64, i24 }, align 1
  %27 = alloca { i64, i24 }, align 1
  %28 = alloca { i64, i24 }, align 1
  %29 = alloca %struct.t14, align 8
  %30 = alloca { i64, i48 }, align 8
  %31 = alloca %struct.t14, align 2
  %32 = alloca { i64, i48 }, align 2
  %33 = alloca { i64, i48 }, align 8
  %34 = alloca i64, align 8
  %35 = alloca { i64, i48 }, align 2
  %36 = alloca { i64, i48 }, align 2
  %37 = alloca { i64, i48 }, align 2
  %38 = alloca { i64, i48 }, align 2
  %39 = alloca %struct.t16b, align 8
  %40 = alloca %struct.t16b, align 8
  %41 = alloca i64, align 8
  %42 = alloca %struct.t16c, align 8
  %43 = alloca %struct.t16c, align 8
  %44 = alloca i64, align 8
  %45 = alloca %struct.t12n, align 8
  %46 = alloca { i64, i8 }, align 8
  %47 = alloca %struct.t12n, align 4
  %48 = alloca { i64, i8 }, align 4
  %49 = alloca { i64, i8 }, align 8
  %50 = alloca i64, align 8
  %51 = alloca { i64, i8 }, align 4
  %52 = alloca { i64, i8 }, align 4
  %53 = alloca { i64, i8 }, align 4
  %54 = alloca { i64, i8 }, align 4
  %55 = alloca %struct.t15, align 8
  %56 = alloca { i64, i56 }, align 8
  %57 = alloca %struct.t15, align 1
  %58 = alloca { i64, i56 }, align 1
  %59 = alloca { i64, i56 }, align 8
  %60 = alloca i64, align 8
  %61 = alloca { i64, i56 }, align 1
  %62 = alloca { i64, i56 }, align 1
  %63 = alloca { i64, i56 }, align 1
  %64 = alloca { i64, i56 }, align 1
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  br label %65

65:                                               ; preds = %0
  %66 = call { i64, i8 } @make_t9(i64 noundef 29)
  %67 = getelementptr inbounds { i64, i8 }, ptr %3, i32 0, i32 0
  %68 = extractvalue { i64, i8 } %66, 0
  store i64 %68, ptr %67, align 8
  %69 = getelementptr inbounds { i64, i8 }, ptr %3, i32 0, i32 1
  %70 = extractvalue { i64, i8 } %66, 1
  store i8 %70, ptr %69, align 8
  %71 = getelementptr inbounds { i64, i8 }, ptr %3, i32 0, i32 0
  %72 = load i64, ptr %71, align 8
  %73 = getelementptr inbounds { i64, i8 }, ptr %3, i32 0, i32 1
  %74 = load i8, ptr %73, align 8
  %75 = call { i64, i8 } @swap_t9(i64 %72, i8 %74)
  %76 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 0
  %77 = extractvalue { i64, i8 } %75, 0
  store i64 %77, ptr %76, align 8
  %78 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 1
  %79 = extractvalue { i64, i8 } %75, 1
  store i8 %79, ptr %78, align 8
  %80 = call i64 @five_then_t9(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, ptr noundef byval(%struct.t9) align 8 %3, i64 noundef 60)
  %81 = getelementptr inbounds { i64, i8 }, ptr %3, i32 0, i32 0
  %82 = load i64, ptr %81, align 8
  %83 = getelementptr inbounds { i64, i8 }, ptr %3, i32 0, i32 1
  %84 = load i8, ptr %83, align 8
  %85 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 0
  %86 = load i64, ptr %85, align 8
  %87 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 1
  %88 = load i8, ptr %87, align 8
  %89 = call i64 @two_t9(i64 %82, i8 %84, i64 %86, i8 %88)
  %90 = add i64 %80, %89
  store i64 %90, ptr %5, align 8
  %91 = getelementptr inbounds { i64, i8 }, ptr %3, i32 0, i32 0
  %92 = load i64, ptr %91, align 8
  %93 = getelementptr inbounds { i64, i8 }, ptr %3, i32 0, i32 1
  %94 = load i8, ptr %93, align 8
  %95 = call i64 @sum_t9(i64 %92, i8 %94)
  %96 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 0
  %97 = load i64, ptr %96, align 8
  %98 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 1
  %99 = load i8, ptr %98, align 8
  %100 = call i64 @sum_t9(i64 %97, i8 %99)
  %101 = load i64, ptr %5, align 8
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, i64 noundef 16, i64 noundef %95, i64 noundef %100, i64 noundef %101)
  %103 = load i64, ptr %5, align 8
  %104 = load i64, ptr %2, align 8
  %105 = xor i64 %104, %103
  store i64 %105, ptr %2, align 8
  br label %106

106:                                              ; preds = %65
  br label %107

107:                                              ; preds = %106
  %108 = call { i64, i32 } @make_t12(i64 noundef 29)
  store { i64, i32 } %108, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 8 %7, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %6, i64 12, i1 false)
  %109 = getelementptr inbounds { i64, i32 }, ptr %9, i32 0, i32 0
  %110 = load i64, ptr %109, align 4
  %111 = getelementptr inbounds { i64, i32 }, ptr %9, i32 0, i32 1
  %112 = load i32, ptr %111, align 4
  %113 = call { i64, i32 } @swap_t12(i64 %110, i32 %112)
  store { i64, i32 } %113, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 8 %10, i64 12, i1 false)
  %114 = call i64 @five_then_t12(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, ptr noundef byval(%struct.t12) align 8 %6, i64 noundef 60)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %6, i64 12, i1 false)
  %115 = getelementptr inbounds { i64, i32 }, ptr %12, i32 0, i32 0
  %116 = load i64, ptr %115, align 4
  %117 = getelementptr inbounds { i64, i32 }, ptr %12, i32 0, i32 1
  %118 = load i32, ptr %117, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %8, i64 12, i1 false)
  %119 = getelementptr inbounds { i64, i32 }, ptr %13, i32 0, i32 0
  %120 = load i64, ptr %119, align 4
  %121 = getelementptr inbounds { i64, i32 }, ptr %13, i32 0, i32 1
  %122 = load i32, ptr %121, align 4
  %123 = call i64 @two_t12(i64 %116, i32 %118, i64 %120, i32 %122)
  %124 = add i64 %114, %123
  store i64 %124, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %6, i64 12, i1 false)
  %125 = getelementptr inbounds { i64, i32 }, ptr %14, i32 0, i32 0
  %126 = load i64, ptr %125, align 4
  %127 = getelementptr inbounds { i64, i32 }, ptr %14, i32 0, i32 1
  %128 = load i32, ptr %127, align 4
  %129 = call i64 @sum_t12(i64 %126, i32 %128)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %8, i64 12, i1 false)
  %130 = getelementptr inbounds { i64, i32 }, ptr %15, i32 0, i32 0
  %131 = load i64, ptr %130, align 4
  %132 = getelementptr inbounds { i64, i32 }, ptr %15, i32 0, i32 1
  %133 = load i32, ptr %132, align 4
  %134 = call i64 @sum_t12(i64 %131, i32 %133)
  %135 = load i64, ptr %11, align 8
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.2, i64 noundef 12, i64 noundef %129, i64 noundef %134, i64 noundef %135)
  %137 = load i64, ptr %11, align 8
  %138 = load i64, ptr %2, align 8
  %139 = xor i64 %138, %137
  store i64 %139, ptr %2, align 8
  br label %140

140:                                              ; preds = %107
  br label %141

141:                                              ; preds = %140
  %142 = call { i64, i64 } @make_t16(i64 noundef 29)
  %143 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %144 = extractvalue { i64, i64 } %142, 0
  store i64 %144, ptr %143, align 8
  %145 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %146 = extractvalue { i64, i64 } %142, 1
  store i64 %146, ptr %145, align 8
  %147 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %148 = load i64, ptr %147, align 8
  %149 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %150 = load i64, ptr %149, align 8
  %151 = call { i64, i64 } @swap_t16(i64 %148, i64 %150)
  %152 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %153 = extractvalue { i64, i64 } %151, 0
  store i64 %153, ptr %152, align 8
  %154 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %155 = extractvalue { i64, i64 } %151, 1
  store i64 %155, ptr %154, align 8
  %156 = call i64 @five_then_t16(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, ptr noundef byval(%struct.t16) align 8 %16, i64 noundef 60)
  %157 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %158 = load i64, ptr %157, align 8
  %159 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %160 = load i64, ptr %159, align 8
  %161 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %162 = load i64, ptr %161, align 8
  %163 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %164 = load i64, ptr %163, align 8
  %165 = call i64 @two_t16(i64 %158, i64 %160, i64 %162, i64 %164)
  %166 = add i64 %156, %165
  store i64 %166, ptr %18, align 8
  %167 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %168 = load i64, ptr %167, align 8
  %169 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %170 = load i64, ptr %169, align 8
  %171 = call i64 @sum_t16(i64 %168, i64 %170)
  %172 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %173 = load i64, ptr %172, align 8
  %174 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %175 = load i64, ptr %174, align 8
  %176 = call i64 @sum_t16(i64 %173, i64 %175)
  %177 = load i64, ptr %18, align 8
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, i64 noundef 16, i64 noundef %171, i64 noundef %176, i64 noundef %177)
  %179 = load i64, ptr %18, align 8
  %180 = load i64, ptr %2, align 8
  %181 = xor i64 %180, %179
  store i64 %181, ptr %2, align 8
  br label %182

182:                                              ; preds = %141
  br label %183

183:                                              ; preds = %182
  %184 = call { i64, i24 } @make_t11(i64 noundef 29)
  %185 = getelementptr inbounds %struct.t11, ptr %19, i32 0, i32 0
  store { i64, i24 } %184, ptr %20, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %185, ptr align 8 %20, i64 11, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %22, ptr align 1 %19, i64 11, i1 false)
  %186 = getelementptr inbounds { i64, i24 }, ptr %22, i32 0, i32 0
  %187 = load i64, ptr %186, align 1
  %188 = getelementptr inbounds { i64, i24 }, ptr %22, i32 0, i32 1
  %189 = load i24, ptr %188, align 1
  %190 = call { i64, i24 } @swap_t11(i64 %187, i24 %189)
  %191 = getelementptr inbounds %struct.t11, ptr %21, i32 0, i32 0
  store { i64, i24 } %190, ptr %23, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %191, ptr align 8 %23, i64 11, i1 false)
  %192 = call i64 @five_then_t11(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, ptr noundef byval(%struct.t11) align 8 %19, i64 noundef 60)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %25, ptr align 1 %19, i64 11, i1 false)
  %193 = getelementptr inbounds { i64, i24 }, ptr %25, i32 0, i32 0
  %194 = load i64, ptr %193, align 1
  %195 = getelementptr inbounds { i64, i24 }, ptr %25, i32 0, i32 1
  %196 = load i24, ptr %195, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %26, ptr align 1 %21, i64 11, i1 false)
  %197 = getelementptr inbounds { i64, i24 }, ptr %26, i32 0, i32 0
  %198 = load i64, ptr %197, align 1
  %199 = getelementptr inbounds { i64, i24 }, ptr %26, i32 0, i32 1
  %200 = load i24, ptr %199, align 1
  %201 = call i64 @two_t11(i64 %194, i24 %196, i64 %198, i24 %200)
  %202 = add i64 %192, %201
  store i64 %202, ptr %24, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %27, ptr align 1 %19, i64 11, i1 false)
  %203 = getelementptr inbounds { i64, i24 }, ptr %27, i32 0, i32 0
  %204 = load i64, ptr %203, align 1
  %205 = getelementptr inbounds { i64, i24 }, ptr %27, i32 0, i32 1
  %206 = load i24, ptr %205, align 1
  %207 = call i64 @sum_t11(i64 %204, i24 %206)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %28, ptr align 1 %21, i64 11, i1 false)
  %208 = getelementptr inbounds { i64, i24 }, ptr %28, i32 0, i32 0
  %209 = load i64, ptr %208, align 1
  %210 = getelementptr inbounds { i64, i24 }, ptr %28, i32 0, i32 1
  %211 = load i24, ptr %210, align 1
  %212 = call i64 @sum_t11(i64 %209, i24 %211)
  %213 = load i64, ptr %24, align 8
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, i64 noundef 11, i64 noundef %207, i64 noundef %212, i64 noundef %213)
  %215 = load i64, ptr %24, align 8
  %216 = load i64, ptr %2, align 8
  %217 = xor i64 %216, %215
  store i64 %217, ptr %2, align 8
  br label %218

218:                                              ; preds = %183
  br label %219

219:                                              ; preds = %218
  %220 = call { i64, i48 } @make_t14(i64 noundef 29)
  %221 = getelementptr inbounds %struct.t14, ptr %29, i32 0, i32 0
  store { i64, i48 } %220, ptr %30, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %221, ptr align 8 %30, i64 14, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %32, ptr align 2 %29, i64 14, i1 false)
  %222 = getelementptr inbounds { i64, i48 }, ptr %32, i32 0, i32 0
  %223 = load i64, ptr %222, align 2
  %224 = getelementptr inbounds { i64, i48 }, ptr %32, i32 0, i32 1
  %225 = load i48, ptr %224, align 2
  %226 = call { i64, i48 } @swap_t14(i64 %223, i48 %225)
  %227 = getelementptr inbounds %struct.t14, ptr %31, i32 0, i32 0
  store { i64, i48 } %226, ptr %33, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %227, ptr align 8 %33, i64 14, i1 false)
  %228 = call i64 @five_then_t14(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, ptr noundef byval(%struct.t14) align 8 %29, i64 noundef 60)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %35, ptr align 2 %29, i64 14, i1 false)
  %229 = getelementptr inbounds { i64, i48 }, ptr %35, i32 0, i32 0
  %230 = load i64, ptr %229, align 2
  %231 = getelementptr inbounds { i64, i48 }, ptr %35, i32 0, i32 1
  %232 = load i48, ptr %231, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %36, ptr align 2 %31, i64 14, i1 false)
  %233 = getelementptr inbounds { i64, i48 }, ptr %36, i32 0, i32 0
  %234 = load i64, ptr %233, align 2
  %235 = getelementptr inbounds { i64, i48 }, ptr %36, i32 0, i32 1
  %236 = load i48, ptr %235, align 2
  %237 = call i64 @two_t14(i64 %230, i48 %232, i64 %234, i48 %236)
  %238 = add i64 %228, %237
  store i64 %238, ptr %34, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %37, ptr align 2 %29, i64 14, i1 false)
  %239 = getelementptr inbounds { i64, i48 }, ptr %37, i32 0, i32 0
  %240 = load i64, ptr %239, align 2
  %241 = getelementptr inbounds { i64, i48 }, ptr %37, i32 0, i32 1
  %242 = load i48, ptr %241, align 2
  %243 = call i64 @sum_t14(i64 %240, i48 %242)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %38, ptr align 2 %31, i64 14, i1 false)
  %244 = getelementptr inbounds { i64, i48 }, ptr %38, i32 0, i32 0
  %245 = load i64, ptr %244, align 2
  %246 = getelementptr inbounds { i64, i48 }, ptr %38, i32 0, i32 1
  %247 = load i48, ptr %246, align 2
  %248 = call i64 @sum_t14(i64 %245, i48 %247)
  %249 = load i64, ptr %34, align 8
  %250 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.5, i64 noundef 14, i64 noundef %243, i64 noundef %248, i64 noundef %249)
  %251 = load i64, ptr %34, align 8
  %252 = load i64, ptr %2, align 8
  %253 = xor i64 %252, %251
  store i64 %253, ptr %2, align 8
  br label %254

254:                                              ; preds = %219
  br label %255

255:                                              ; preds = %254
  %256 = call { i8, i64 } @make_t16b(i64 noundef 29)
  %257 = getelementptr inbounds { i8, i64 }, ptr %39, i32 0, i32 0
  %258 = extractvalue { i8, i64 } %256, 0
  store i8 %258, ptr %257, align 8
  %259 = getelementptr inbounds { i8, i64 }, ptr %39, i32 0, i32 1
  %260 = extractvalue { i8, i64 } %256, 1
  store i64 %260, ptr %259, align 8
  %261 = getelementptr inbounds { i8, i64 }, ptr %39, i32 0, i32 0
  %262 = load i8, ptr %261, align 8
  %263 = getelementptr inbounds { i8, i64 }, ptr %39, i32 0, i32 1
  %264 = load i64, ptr %263, align 8
  %265 = call { i8, i64 } @swap_t16b(i8 %262, i64 %264)
  %266 = getelementptr inbounds { i8, i64 }, ptr %40, i32 0, i32 0
  %267 = extractvalue { i8, i64 } %265, 0
  store i8 %267, ptr %266, align 8
  %268 = getelementptr inbounds { i8, i64 }, ptr %40, i32 0, i32 1
  %269 = extractvalue { i8, i64 } %265, 1
  store i64 %269, ptr %268, align 8
  %270 = call i64 @five_then_t16b(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, ptr noundef byval(%struct.t16b) align 8 %39, i64 noundef 60)
  %271 = getelementptr inbounds { i8, i64 }, ptr %39, i32 0, i32 0
  %272 = load i8, ptr %271, align 8
  %273 = getelementptr inbounds { i8, i64 }, ptr %39, i32 0, i32 1
  %274 = load i64, ptr %273, align 8
  %275 = getelementptr inbounds { i8, i64 }, ptr %40, i32 0, i32 0
  %276 = load i8, ptr %275, align 8
  %277 = getelementptr inbounds { i8, i64 }, ptr %40, i32 0, i32 1
  %278 = load i64, ptr %277, align 8
  %279 = call i64 @two_t16b(i8 %272, i64 %274, i8 %276, i64 %278)
  %280 = add i64 %270, %279
  store i64 %280, ptr %41, align 8
  %281 = getelementptr inbounds { i8, i64 }, ptr %39, i32 0, i32 0
  %282 = load i8, ptr %281, align 8
  %283 = getelementptr inbounds { i8, i64 }, ptr %39, i32 0, i32 1
  %284 = load i64, ptr %283, align 8
  %285 = call i64 @sum_t16b(i8 %282, i64 %284)
  %286 = getelementptr inbounds { i8, i64 }, ptr %40, i32 0, i32 0
  %287 = load i8, ptr %286, align 8
  %288 = getelementptr inbounds { i8, i64 }, ptr %40, i32 0, i32 1
  %289 = load i64, ptr %288, align 8
  %290 = call i64 @sum_t16b(i8 %287, i64 %289)
  %291 = load i64, ptr %41, align 8
  %292 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.6, i64 noundef 16, i64 noundef %285, i64 noundef %290, i64 noundef %291)
  %293 = load i64, ptr %41, align 8
  %294 = load i64, ptr %2, align 8
  %295 = xor i64 %294, %293
  store i64 %295, ptr %2, align 8
  br label %296

296:                                              ; preds = %255
  br label %297

297:                                              ; preds = %296
  %298 = call { i32, i64 } @make_t16c(i64 noundef 29)
  %299 = getelementptr inbounds { i32, i64 }, ptr %42, i32 0, i32 0
  %300 = extractvalue { i32, i64 } %298, 0
  store i32 %300, ptr %299, align 8
  %301 = getelementptr inbounds { i32, i64 }, ptr %42, i32 0, i32 1
  %302 = extractvalue { i32, i64 } %298, 1
  store i64 %302, ptr %301, align 8
  %303 = getelementptr inbounds { i32, i64 }, ptr %42, i32 0, i32 0
  %304 = load i32, ptr %303, align 8
  %305 = getelementptr inbounds { i32, i64 }, ptr %42, i32 0, i32 1
  %306 = load i64, ptr %305, align 8
  %307 = call { i32, i64 } @swap_t16c(i32 %304, i64 %306)
  %308 = getelementptr inbounds { i32, i64 }, ptr %43, i32 0, i32 0
  %309 = extractvalue { i32, i64 } %307, 0
  store i32 %309, ptr %308, align 8
  %310 = getelementptr inbounds { i32, i64 }, ptr %43, i32 0, i32 1
  %311 = extractvalue { i32, i64 } %307, 1
  store i64 %311, ptr %310, align 8
  %312 = call i64 @five_then_t16c(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, ptr noundef byval(%struct.t16c) align 8 %42, i64 noundef 60)
  %313 = getelementptr inbounds { i32, i64 }, ptr %42, i32 0, i32 0
  %314 = load i32, ptr %313, align 8
  %315 = getelementptr inbounds { i32, i64 }, ptr %42, i32 0, i32 1
  %316 = load i64, ptr %315, align 8
  %317 = getelementptr inbounds { i32, i64 }, ptr %43, i32 0, i32 0
  %318 = load i32, ptr %317, align 8
  %319 = getelementptr inbounds { i32, i64 }, ptr %43, i32 0, i32 1
  %320 = load i64, ptr %319, align 8
  %321 = call i64 @two_t16c(i32 %314, i64 %316, i32 %318, i64 %320)
  %322 = add i64 %312, %321
  store i64 %322, ptr %44, align 8
  %323 = getelementptr inbounds { i32, i64 }, ptr %42, i32 0, i32 0
  %324 = load i32, ptr %323, align 8
  %325 = getelementptr inbounds { i32, i64 }, ptr %42, i32 0, i32 1
  %326 = load i64, ptr %325, align 8
  %327 = call i64 @sum_t16c(i32 %324, i64 %326)
  %328 = getelementptr inbounds { i32, i64 }, ptr %43, i32 0, i32 0
  %329 = load i32, ptr %328, align 8
  %330 = getelementptr inbounds { i32, i64 }, ptr %43, i32 0, i32 1
  %331 = load i64, ptr %330, align 8
  %332 = call i64 @sum_t16c(i32 %329, i64 %331)
  %333 = load i64, ptr %44, align 8
  %334 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.7, i64 noundef 16, i64 noundef %327, i64 noundef %332, i64 noundef %333)
  %335 = load i64, ptr %44, align 8
  %336 = load i64, ptr %2, align 8
  %337 = xor i64 %336, %335
  store i64 %337, ptr %2, align 8
  br label %338

338:                                              ; preds = %297
  br label %339

339:                                              ; preds = %338
  %340 = call { i64, i8 } @make_t12n(i64 noundef 29)
  store { i64, i8 } %340, ptr %46, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %45, ptr align 8 %46, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %48, ptr align 4 %45, i64 12, i1 false)
  %341 = getelementptr inbounds { i64, i8 }, ptr %48, i32 0, i32 0
  %342 = load i64, ptr %341, align 4
  %343 = getelementptr inbounds { i64, i8 }, ptr %48, i32 0, i32 1
  %344 = load i8, ptr %343, align 4
  %345 = call { i64, i8 } @swap_t12n(i64 %342, i8 %344)
  store { i64, i8 } %345, ptr %49, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %47, ptr align 8 %49, i64 12, i1 false)
  %346 = call i64 @five_then_t12n(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, ptr noundef byval(%struct.t12n) align 8 %45, i64 noundef 60)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %51, ptr align 4 %45, i64 12, i1 false)
  %347 = getelementptr inbounds { i64, i8 }, ptr %51, i32 0, i32 0
  %348 = load i64, ptr %347, align 4
  %349 = getelementptr inbounds { i64, i8 }, ptr %51, i32 0, i32 1
  %350 = load i8, ptr %349, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %52, ptr align 4 %47, i64 12, i1 false)
  %351 = getelementptr inbounds { i64, i8 }, ptr %52, i32 0, i32 0
  %352 = load i64, ptr %351, align 4
  %353 = getelementptr inbounds { i64, i8 }, ptr %52, i32 0, i32 1
  %354 = load i8, ptr %353, align 4
  %355 = call i64 @two_t12n(i64 %348, i8 %350, i64 %352, i8 %354)
  %356 = add i64 %346, %355
  store i64 %356, ptr %50, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %53, ptr align 4 %45, i64 12, i1 false)
  %357 = getelementptr inbounds { i64, i8 }, ptr %53, i32 0, i32 0
  %358 = load i64, ptr %357, align 4
  %359 = getelementptr inbounds { i64, i8 }, ptr %53, i32 0, i32 1
  %360 = load i8, ptr %359, align 4
  %361 = call i64 @sum_t12n(i64 %358, i8 %360)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %54, ptr align 4 %47, i64 12, i1 false)
  %362 = getelementptr inbounds { i64, i8 }, ptr %54, i32 0, i32 0
  %363 = load i64, ptr %362, align 4
  %364 = getelementptr inbounds { i64, i8 }, ptr %54, i32 0, i32 1
  %365 = load i8, ptr %364, align 4
  %366 = call i64 @sum_t12n(i64 %363, i8 %365)
  %367 = load i64, ptr %50, align 8
  %368 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.8, i64 noundef 12, i64 noundef %361, i64 noundef %366, i64 noundef %367)
  %369 = load i64, ptr %50, align 8
  %370 = load i64, ptr %2, align 8
  %371 = xor i64 %370, %369
  store i64 %371, ptr %2, align 8
  br label %372

372:                                              ; preds = %339
  br label %373

373:                                              ; preds = %372
  %374 = call { i64, i56 } @make_t15(i64 noundef 29)
  %375 = getelementptr inbounds %struct.t15, ptr %55, i32 0, i32 0
  store { i64, i56 } %374, ptr %56, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %375, ptr align 8 %56, i64 15, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %58, ptr align 1 %55, i64 15, i1 false)
  %376 = getelementptr inbounds { i64, i56 }, ptr %58, i32 0, i32 0
  %377 = load i64, ptr %376, align 1
  %378 = getelementptr inbounds { i64, i56 }, ptr %58, i32 0, i32 1
  %379 = load i56, ptr %378, align 1
  %380 = call { i64, i56 } @swap_t15(i64 %377, i56 %379)
  %381 = getelementptr inbounds %struct.t15, ptr %57, i32 0, i32 0
  store { i64, i56 } %380, ptr %59, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %381, ptr align 8 %59, i64 15, i1 false)
  %382 = call i64 @five_then_t15(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, ptr noundef byval(%struct.t15) align 8 %55, i64 noundef 60)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %61, ptr align 1 %55, i64 15, i1 false)
  %383 = getelementptr inbounds { i64, i56 }, ptr %61, i32 0, i32 0
  %384 = load i64, ptr %383, align 1
  %385 = getelementptr inbounds { i64, i56 }, ptr %61, i32 0, i32 1
  %386 = load i56, ptr %385, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %62, ptr align 1 %57, i64 15, i1 false)
  %387 = getelementptr inbounds { i64, i56 }, ptr %62, i32 0, i32 0
  %388 = load i64, ptr %387, align 1
  %389 = getelementptr inbounds { i64, i56 }, ptr %62, i32 0, i32 1
  %390 = load i56, ptr %389, align 1
  %391 = call i64 @two_t15(i64 %384, i56 %386, i64 %388, i56 %390)
  %392 = add i64 %382, %391
  store i64 %392, ptr %60, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %63, ptr align 1 %55, i64 15, i1 false)
  %393 = getelementptr inbounds { i64, i56 }, ptr %63, i32 0, i32 0
  %394 = load i64, ptr %393, align 1
  %395 = getelementptr inbounds { i64, i56 }, ptr %63, i32 0, i32 1
  %396 = load i56, ptr %395, align 1
  %397 = call i64 @sum_t15(i64 %394, i56 %396)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %64, ptr align 1 %57, i64 15, i1 false)
  %398 = getelementptr inbounds { i64, i56 }, ptr %64, i32 0, i32 0
  %399 = load i64, ptr %398, align 1
  %400 = getelementptr inbounds { i64, i56 }, ptr %64, i32 0, i32 1
  %401 = load i56, ptr %400, align 1
  %402 = call i64 @sum_t15(i64 %399, i56 %401)
  %403 = load i64, ptr %60, align 8
  %404 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef 15, i64 noundef %397, i64 noundef %402, i64 noundef %403)
  %405 = load i64, ptr %60, align 8
  %406 = load i64, ptr %2, align 8
  %407 = xor i64 %406, %405
  store i64 %407, ptr %2, align 8
  br label %408

408:                                              ; preds = %373
  %409 = load i64, ptr %2, align 8
  %410 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %409)
  %411 = load i64, ptr %2, align 8
  %412 = and i64 %411, 127
  %413 = trunc i64 %412 to i32
  ret i32 %413
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i8 } @make_t9(i64 noundef %0) #0 {
  %2 = alloca %struct.t9, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  %4 = load i64, ptr %3, align 8
  %5 = mul nsw i64 %4, 1000000007
  %6 = getelementptr inbounds %struct.t9, ptr %2, i32 0, i32 0
  store i64 %5, ptr %6, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i8
  %9 = getelementptr inbounds %struct.t9, ptr %2, i32 0, i32 1
  store i8 %8, ptr %9, align 8
  %10 = load { i64, i8 }, ptr %2, align 8
  ret { i64, i8 } %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i8 } @swap_t9(i64 %0, i8 %1) #0 {
  %3 = alloca %struct.t9, align 8
  %4 = alloca %struct.t9, align 8
  %5 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 1
  store i8 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.t9, ptr %4, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = xor i64 %8, -1
  %10 = getelementptr inbounds %struct.t9, ptr %4, i32 0, i32 0
  store i64 %9, ptr %10, align 8
  %11 = getelementptr inbounds %struct.t9, ptr %4, i32 0, i32 1
  %12 = load i8, ptr %11, align 8
  %13 = sext i8 %12 to i32
  %14 = xor i32 %13, 90
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.t9, ptr %4, i32 0, i32 1
  store i8 %15, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %17 = load { i64, i8 }, ptr %3, align 8
  ret { i64, i8 } %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t9(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef byval(%struct.t9) align 8 %5, i64 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store i64 %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i64 %6, ptr %13, align 8
  %14 = load i64, ptr %8, align 8
  %15 = load i64, ptr %9, align 8
  %16 = sub nsw i64 %14, %15
  %17 = load i64, ptr %10, align 8
  %18 = add nsw i64 %16, %17
  %19 = load i64, ptr %11, align 8
  %20 = sub nsw i64 %18, %19
  %21 = load i64, ptr %12, align 8
  %22 = add nsw i64 %20, %21
  %23 = getelementptr inbounds { i64, i8 }, ptr %5, i32 0, i32 0
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds { i64, i8 }, ptr %5, i32 0, i32 1
  %26 = load i8, ptr %25, align 8
  %27 = call i64 @sum_t9(i64 %24, i8 %26)
  %28 = mul i64 %27, 2
  %29 = add i64 %22, %28
  %30 = load i64, ptr %13, align 8
  %31 = add i64 %29, %30
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t9(i64 %0, i8 %1, i64 %2, i8 %3) #0 {
  %5 = alloca %struct.t9, align 8
  %6 = alloca %struct.t9, align 8
  %7 = getelementptr inbounds { i64, i8 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 8
  %8 = getelementptr inbounds { i64, i8 }, ptr %5, i32 0, i32 1
  store i8 %1, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i8 }, ptr %6, i32 0, i32 0
  store i64 %2, ptr %9, align 8
  %10 = getelementptr inbounds { i64, i8 }, ptr %6, i32 0, i32 1
  store i8 %3, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i8 }, ptr %5, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds { i64, i8 }, ptr %5, i32 0, i32 1
  %14 = load i8, ptr %13, align 8
  %15 = call i64 @sum_t9(i64 %12, i8 %14)
  %16 = mul i64 %15, 5
  %17 = getelementptr inbounds { i64, i8 }, ptr %6, i32 0, i32 0
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds { i64, i8 }, ptr %6, i32 0, i32 1
  %20 = load i8, ptr %19, align 8
  %21 = call i64 @sum_t9(i64 %18, i8 %20)
  %22 = sub i64 %16, %21
  ret i64 %22
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t9(i64 %0, i8 %1) #0 {
  %3 = alloca %struct.t9, align 8
  %4 = getelementptr inbounds { i64, i8 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 8
  %5 = getelementptr inbounds { i64, i8 }, ptr %3, i32 0, i32 1
  store i8 %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.t9, ptr %3, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds %struct.t9, ptr %3, i32 0, i32 1
  %9 = load i8, ptr %8, align 8
  %10 = sext i8 %9 to i64
  %11 = add i64 %7, %10
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @make_t12(i64 noundef %0) #0 {
  %2 = alloca %struct.t12, align 4
  %3 = alloca i64, align 8
  %4 = alloca { i64, i32 }, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 12, i1 false)
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i32
  %7 = getelementptr inbounds %struct.t12, ptr %2, i32 0, i32 0
  store i32 %6, ptr %7, align 4
  %8 = load i64, ptr %3, align 8
  %9 = sub nsw i64 0, %8
  %10 = mul nsw i64 %9, 3
  %11 = trunc i64 %10 to i32
  %12 = getelementptr inbounds %struct.t12, ptr %2, i32 0, i32 1
  store i32 %11, ptr %12, align 4
  %13 = load i64, ptr %3, align 8
  %14 = shl i64 %13, 20
  %15 = trunc i64 %14 to i32
  %16 = getelementptr inbounds %struct.t12, ptr %2, i32 0, i32 2
  store i32 %15, ptr %16, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %2, i64 12, i1 false)
  %17 = load { i64, i32 }, ptr %4, align 8
  ret { i64, i32 } %17
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @swap_t12(i64 %0, i32 %1) #0 {
  %3 = alloca %struct.t12, align 4
  %4 = alloca %struct.t12, align 4
  %5 = alloca { i64, i32 }, align 4
  %6 = alloca { i64, i32 }, align 8
  %7 = getelementptr inbounds { i64, i32 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 4
  %8 = getelementptr inbounds { i64, i32 }, ptr %5, i32 0, i32 1
  store i32 %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.t12, ptr %4, i32 0, i32 2
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds %struct.t12, ptr %4, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = xor i32 %12, %10
  store i32 %13, ptr %11, align 4
  %14 = getelementptr inbounds %struct.t12, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %struct.t12, ptr %4, i32 0, i32 2
  %17 = load i32, ptr %16, align 4
  %18 = xor i32 %17, %15
  store i32 %18, ptr %16, align 4
  %19 = getelementptr inbounds %struct.t12, ptr %4, i32 0, i32 2
  %20 = load i32, ptr %19, align 4
  %21 = getelementptr inbounds %struct.t12, ptr %4, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = xor i32 %22, %20
  store i32 %23, ptr %21, align 4
  %24 = getelementptr inbounds %struct.t12, ptr %4, i32 0, i32 1
  %25 = load i32, ptr %24, align 4
  %26 = sub nsw i32 0, %25
  %27 = getelementptr inbounds %struct.t12, ptr %4, i32 0, i32 1
  store i32 %26, ptr %27, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false)
  %28 = load { i64, i32 }, ptr %6, align 8
  ret { i64, i32 } %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t12(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef byval(%struct.t12) align 8 %5, i64 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca { i64, i32 }, align 8
  store i64 %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i64 %6, ptr %13, align 8
  %15 = load i64, ptr %8, align 8
  %16 = load i64, ptr %9, align 8
  %17 = sub nsw i64 %15, %16
  %18 = load i64, ptr %10, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %11, align 8
  %21 = sub nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %5, i64 12, i1 false)
  %24 = getelementptr inbounds { i64, i32 }, ptr %14, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds { i64, i32 }, ptr %14, i32 0, i32 1
  %27 = load i32, ptr %26, align 8
  %28 = call i64 @sum_t12(i64 %25, i32 %27)
  %29 = mul i64 %28, 2
  %30 = add i64 %23, %29
  %31 = load i64, ptr %13, align 8
  %32 = add i64 %30, %31
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t12(i64 %0, i32 %1, i64 %2, i32 %3) #0 {
  %5 = alloca %struct.t12, align 4
  %6 = alloca { i64, i32 }, align 4
  %7 = alloca %struct.t12, align 4
  %8 = alloca { i64, i32 }, align 4
  %9 = alloca { i64, i32 }, align 4
  %10 = alloca { i64, i32 }, align 4
  %11 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %11, align 4
  %12 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 1
  store i32 %1, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 12, i1 false)
  %13 = getelementptr inbounds { i64, i32 }, ptr %8, i32 0, i32 0
  store i64 %2, ptr %13, align 4
  %14 = getelementptr inbounds { i64, i32 }, ptr %8, i32 0, i32 1
  store i32 %3, ptr %14, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %8, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %5, i64 12, i1 false)
  %15 = getelementptr inbounds { i64, i32 }, ptr %9, i32 0, i32 0
  %16 = load i64, ptr %15, align 4
  %17 = getelementptr inbounds { i64, i32 }, ptr %9, i32 0, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = call i64 @sum_t12(i64 %16, i32 %18)
  %20 = mul i64 %19, 5
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %7, i64 12, i1 false)
  %21 = getelementptr inbounds { i64, i32 }, ptr %10, i32 0, i32 0
  %22 = load i64, ptr %21, align 4
  %23 = getelementptr inbounds { i64, i32 }, ptr %10, i32 0, i32 1
  %24 = load i32, ptr %23, align 4
  %25 = call i64 @sum_t12(i64 %22, i32 %24)
  %26 = sub i64 %20, %25
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t12(i64 %0, i32 %1) #0 {
  %3 = alloca %struct.t12, align 4
  %4 = alloca { i64, i32 }, align 4
  %5 = getelementptr inbounds { i64, i32 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 4
  %6 = getelementptr inbounds { i64, i32 }, ptr %4, i32 0, i32 1
  store i32 %1, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 12, i1 false)
  %7 = getelementptr inbounds %struct.t12, ptr %3, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %struct.t12, ptr %3, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, 7
  %14 = add i64 %9, %13
  %15 = getelementptr inbounds %struct.t12, ptr %3, i32 0, i32 2
  %16 = load i32, ptr %15, align 4
  %17 = sext i32 %16 to i64
  %18 = mul i64 %17, 3
  %19 = add i64 %14, %18
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @make_t16(i64 noundef %0) #0 {
  %2 = alloca %struct.t16, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds %struct.t16, ptr %2, i32 0, i32 0
  store i64 %4, ptr %5, align 8
  %6 = load i64, ptr %3, align 8
  %7 = xor i64 %6, -1
  %8 = getelementptr inbounds %struct.t16, ptr %2, i32 0, i32 1
  store i64 %7, ptr %8, align 8
  %9 = load { i64, i64 }, ptr %2, align 8
  ret { i64, i64 } %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @swap_t16(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.t16, align 8
  %4 = alloca %struct.t16, align 8
  %5 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.t16, ptr %4, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = shl i64 %8, 7
  %10 = getelementptr inbounds %struct.t16, ptr %4, i32 0, i32 0
  store i64 %9, ptr %10, align 8
  %11 = getelementptr inbounds %struct.t16, ptr %4, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = ashr i64 %12, 3
  %14 = getelementptr inbounds %struct.t16, ptr %4, i32 0, i32 1
  store i64 %13, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %15 = load { i64, i64 }, ptr %3, align 8
  ret { i64, i64 } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t16(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef byval(%struct.t16) align 8 %5, i64 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store i64 %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i64 %6, ptr %13, align 8
  %14 = load i64, ptr %8, align 8
  %15 = load i64, ptr %9, align 8
  %16 = sub nsw i64 %14, %15
  %17 = load i64, ptr %10, align 8
  %18 = add nsw i64 %16, %17
  %19 = load i64, ptr %11, align 8
  %20 = sub nsw i64 %18, %19
  %21 = load i64, ptr %12, align 8
  %22 = add nsw i64 %20, %21
  %23 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = call i64 @sum_t16(i64 %24, i64 %26)
  %28 = mul i64 %27, 2
  %29 = add i64 %22, %28
  %30 = load i64, ptr %13, align 8
  %31 = add i64 %29, %30
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t16(i64 %0, i64 %1, i64 %2, i64 %3) #0 {
  %5 = alloca %struct.t16, align 8
  %6 = alloca %struct.t16, align 8
  %7 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %2, ptr %9, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %3, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = call i64 @sum_t16(i64 %12, i64 %14)
  %16 = mul i64 %15, 5
  %17 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = call i64 @sum_t16(i64 %18, i64 %20)
  %22 = sub i64 %16, %21
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t16(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.t16, align 8
  %4 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 8
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.t16, ptr %3, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = mul i64 %7, 31
  %9 = getelementptr inbounds %struct.t16, ptr %3, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = add i64 %8, %10
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i24 } @make_t11(i64 noundef %0) #0 {
  %2 = alloca %struct.t11, align 1
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca { i64, i24 }, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %2, i8 0, i64 11, i1 false)
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 11
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = mul nsw i64 %10, %12
  %14 = trunc i64 %13 to i8
  %15 = getelementptr inbounds %struct.t11, ptr %2, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [11 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !6

22:                                               ; preds = %6
  %23 = getelementptr inbounds %struct.t11, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %23, i64 11, i1 false)
  %24 = load { i64, i24 }, ptr %5, align 8
  ret { i64, i24 } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i24 } @swap_t11(i64 %0, i24 %1) #0 {
  %3 = alloca %struct.t11, align 1
  %4 = alloca %struct.t11, align 1
  %5 = alloca { i64, i24 }, align 1
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca { i64, i24 }, align 8
  %9 = getelementptr inbounds { i64, i24 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %9, align 1
  %10 = getelementptr inbounds { i64, i24 }, ptr %5, i32 0, i32 1
  store i24 %1, ptr %10, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 11, i1 false)
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %36, %2
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %12, 5
  br i1 %13, label %14, label %39

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.t11, ptr %4, i32 0, i32 0
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [11 x i8], ptr %15, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1
  store i8 %19, ptr %7, align 1
  %20 = getelementptr inbounds %struct.t11, ptr %4, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sub nsw i32 10, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [11 x i8], ptr %20, i64 0, i64 %23
  %25 = load i8, ptr %24, align 1
  %26 = getelementptr inbounds %struct.t11, ptr %4, i32 0, i32 0
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [11 x i8], ptr %26, i64 0, i64 %28
  store i8 %25, ptr %29, align 1
  %30 = load i8, ptr %7, align 1
  %31 = getelementptr inbounds %struct.t11, ptr %4, i32 0, i32 0
  %32 = load i32, ptr %6, align 4
  %33 = sub nsw i32 10, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [11 x i8], ptr %31, i64 0, i64 %34
  store i8 %30, ptr %35, align 1
  br label %36

36:                                               ; preds = %14
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %6, align 4
  br label %11, !llvm.loop !8

39:                                               ; preds = %11
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 11, i1 false)
  %40 = getelementptr inbounds %struct.t11, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %40, i64 11, i1 false)
  %41 = load { i64, i24 }, ptr %8, align 8
  ret { i64, i24 } %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t11(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef byval(%struct.t11) align 8 %5, i64 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca { i64, i24 }, align 8
  store i64 %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i64 %6, ptr %13, align 8
  %15 = load i64, ptr %8, align 8
  %16 = load i64, ptr %9, align 8
  %17 = sub nsw i64 %15, %16
  %18 = load i64, ptr %10, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %11, align 8
  %21 = sub nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %5, i64 11, i1 false)
  %24 = getelementptr inbounds { i64, i24 }, ptr %14, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds { i64, i24 }, ptr %14, i32 0, i32 1
  %27 = load i24, ptr %26, align 8
  %28 = call i64 @sum_t11(i64 %25, i24 %27)
  %29 = mul i64 %28, 2
  %30 = add i64 %23, %29
  %31 = load i64, ptr %13, align 8
  %32 = add i64 %30, %31
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t11(i64 %0, i24 %1, i64 %2, i24 %3) #0 {
  %5 = alloca %struct.t11, align 1
  %6 = alloca { i64, i24 }, align 1
  %7 = alloca %struct.t11, align 1
  %8 = alloca { i64, i24 }, align 1
  %9 = alloca { i64, i24 }, align 1
  %10 = alloca { i64, i24 }, align 1
  %11 = getelementptr inbounds { i64, i24 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %11, align 1
  %12 = getelementptr inbounds { i64, i24 }, ptr %6, i32 0, i32 1
  store i24 %1, ptr %12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 11, i1 false)
  %13 = getelementptr inbounds { i64, i24 }, ptr %8, i32 0, i32 0
  store i64 %2, ptr %13, align 1
  %14 = getelementptr inbounds { i64, i24 }, ptr %8, i32 0, i32 1
  store i24 %3, ptr %14, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %8, i64 11, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %5, i64 11, i1 false)
  %15 = getelementptr inbounds { i64, i24 }, ptr %9, i32 0, i32 0
  %16 = load i64, ptr %15, align 1
  %17 = getelementptr inbounds { i64, i24 }, ptr %9, i32 0, i32 1
  %18 = load i24, ptr %17, align 1
  %19 = call i64 @sum_t11(i64 %16, i24 %18)
  %20 = mul i64 %19, 5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %7, i64 11, i1 false)
  %21 = getelementptr inbounds { i64, i24 }, ptr %10, i32 0, i32 0
  %22 = load i64, ptr %21, align 1
  %23 = getelementptr inbounds { i64, i24 }, ptr %10, i32 0, i32 1
  %24 = load i24, ptr %23, align 1
  %25 = call i64 @sum_t11(i64 %22, i24 %24)
  %26 = sub i64 %20, %25
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t11(i64 %0, i24 %1) #0 {
  %3 = alloca %struct.t11, align 1
  %4 = alloca { i64, i24 }, align 1
  %5 = getelementptr inbounds { i64, i24 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 1
  %6 = getelementptr inbounds { i64, i24 }, ptr %4, i32 0, i32 1
  store i24 %1, ptr %6, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 11, i1 false)
  %7 = getelementptr inbounds %struct.t11, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds [11 x i8], ptr %7, i64 0, i64 0
  %9 = load i8, ptr %8, align 1
  %10 = sext i8 %9 to i64
  %11 = getelementptr inbounds %struct.t11, ptr %3, i32 0, i32 0
  %12 = getelementptr inbounds [11 x i8], ptr %11, i64 0, i64 5
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i64
  %15 = mul i64 %14, 100
  %16 = add i64 %10, %15
  %17 = getelementptr inbounds %struct.t11, ptr %3, i32 0, i32 0
  %18 = getelementptr inbounds [11 x i8], ptr %17, i64 0, i64 10
  %19 = load i8, ptr %18, align 1
  %20 = sext i8 %19 to i64
  %21 = mul i64 %20, 10000
  %22 = add i64 %16, %21
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i48 } @make_t14(i64 noundef %0) #0 {
  %2 = alloca %struct.t14, align 2
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca { i64, i48 }, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 2 %2, i8 0, i64 14, i1 false)
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %21, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sub nsw i32 %11, 3
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %10, %13
  %15 = mul nsw i64 %14, 100
  %16 = trunc i64 %15 to i16
  %17 = getelementptr inbounds %struct.t14, ptr %2, i32 0, i32 0
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [7 x i16], ptr %17, i64 0, i64 %19
  store i16 %16, ptr %20, align 2
  br label %21

21:                                               ; preds = %9
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %4, align 4
  br label %6, !llvm.loop !9

24:                                               ; preds = %6
  %25 = getelementptr inbounds %struct.t14, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 2 %25, i64 14, i1 false)
  %26 = load { i64, i48 }, ptr %5, align 8
  ret { i64, i48 } %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i48 } @swap_t14(i64 %0, i48 %1) #0 {
  %3 = alloca %struct.t14, align 2
  %4 = alloca %struct.t14, align 2
  %5 = alloca { i64, i48 }, align 2
  %6 = alloca i32, align 4
  %7 = alloca { i64, i48 }, align 8
  %8 = getelementptr inbounds { i64, i48 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 2
  %9 = getelementptr inbounds { i64, i48 }, ptr %5, i32 0, i32 1
  store i48 %1, ptr %9, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %4, ptr align 2 %5, i64 14, i1 false)
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 7
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.t14, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [7 x i16], ptr %14, i64 0, i64 %16
  %18 = load i16, ptr %17, align 2
  %19 = sext i16 %18 to i32
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i16
  %23 = getelementptr inbounds %struct.t14, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [7 x i16], ptr %23, i64 0, i64 %25
  store i16 %22, ptr %26, align 2
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %10, !llvm.loop !10

30:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 %4, i64 14, i1 false)
  %31 = getelementptr inbounds %struct.t14, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 2 %31, i64 14, i1 false)
  %32 = load { i64, i48 }, ptr %7, align 8
  ret { i64, i48 } %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t14(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef byval(%struct.t14) align 8 %5, i64 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca { i64, i48 }, align 8
  store i64 %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i64 %6, ptr %13, align 8
  %15 = load i64, ptr %8, align 8
  %16 = load i64, ptr %9, align 8
  %17 = sub nsw i64 %15, %16
  %18 = load i64, ptr %10, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %11, align 8
  %21 = sub nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %5, i64 14, i1 false)
  %24 = getelementptr inbounds { i64, i48 }, ptr %14, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds { i64, i48 }, ptr %14, i32 0, i32 1
  %27 = load i48, ptr %26, align 8
  %28 = call i64 @sum_t14(i64 %25, i48 %27)
  %29 = mul i64 %28, 2
  %30 = add i64 %23, %29
  %31 = load i64, ptr %13, align 8
  %32 = add i64 %30, %31
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t14(i64 %0, i48 %1, i64 %2, i48 %3) #0 {
  %5 = alloca %struct.t14, align 2
  %6 = alloca { i64, i48 }, align 2
  %7 = alloca %struct.t14, align 2
  %8 = alloca { i64, i48 }, align 2
  %9 = alloca { i64, i48 }, align 2
  %10 = alloca { i64, i48 }, align 2
  %11 = getelementptr inbounds { i64, i48 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %11, align 2
  %12 = getelementptr inbounds { i64, i48 }, ptr %6, i32 0, i32 1
  store i48 %1, ptr %12, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %5, ptr align 2 %6, i64 14, i1 false)
  %13 = getelementptr inbounds { i64, i48 }, ptr %8, i32 0, i32 0
  store i64 %2, ptr %13, align 2
  %14 = getelementptr inbounds { i64, i48 }, ptr %8, i32 0, i32 1
  store i48 %3, ptr %14, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %7, ptr align 2 %8, i64 14, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %9, ptr align 2 %5, i64 14, i1 false)
  %15 = getelementptr inbounds { i64, i48 }, ptr %9, i32 0, i32 0
  %16 = load i64, ptr %15, align 2
  %17 = getelementptr inbounds { i64, i48 }, ptr %9, i32 0, i32 1
  %18 = load i48, ptr %17, align 2
  %19 = call i64 @sum_t14(i64 %16, i48 %18)
  %20 = mul i64 %19, 5
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %10, ptr align 2 %7, i64 14, i1 false)
  %21 = getelementptr inbounds { i64, i48 }, ptr %10, i32 0, i32 0
  %22 = load i64, ptr %21, align 2
  %23 = getelementptr inbounds { i64, i48 }, ptr %10, i32 0, i32 1
  %24 = load i48, ptr %23, align 2
  %25 = call i64 @sum_t14(i64 %22, i48 %24)
  %26 = sub i64 %20, %25
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t14(i64 %0, i48 %1) #0 {
  %3 = alloca %struct.t14, align 2
  %4 = alloca { i64, i48 }, align 2
  %5 = getelementptr inbounds { i64, i48 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 2
  %6 = getelementptr inbounds { i64, i48 }, ptr %4, i32 0, i32 1
  store i48 %1, ptr %6, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 %4, i64 14, i1 false)
  %7 = getelementptr inbounds %struct.t14, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds [7 x i16], ptr %7, i64 0, i64 0
  %9 = load i16, ptr %8, align 2
  %10 = sext i16 %9 to i64
  %11 = getelementptr inbounds %struct.t14, ptr %3, i32 0, i32 0
  %12 = getelementptr inbounds [7 x i16], ptr %11, i64 0, i64 3
  %13 = load i16, ptr %12, align 2
  %14 = sext i16 %13 to i64
  %15 = mul i64 %14, 3
  %16 = add i64 %10, %15
  %17 = getelementptr inbounds %struct.t14, ptr %3, i32 0, i32 0
  %18 = getelementptr inbounds [7 x i16], ptr %17, i64 0, i64 6
  %19 = load i16, ptr %18, align 2
  %20 = sext i16 %19 to i64
  %21 = mul i64 %20, 9
  %22 = add i64 %16, %21
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i8, i64 } @make_t16b(i64 noundef %0) #0 {
  %2 = alloca %struct.t16b, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  %4 = getelementptr inbounds %struct.t16b, ptr %2, i32 0, i32 0
  store i8 122, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = sub nsw i64 0, %5
  %7 = load i64, ptr %3, align 8
  %8 = mul nsw i64 %6, %7
  %9 = getelementptr inbounds %struct.t16b, ptr %2, i32 0, i32 1
  store i64 %8, ptr %9, align 8
  %10 = load { i8, i64 }, ptr %2, align 8
  ret { i8, i64 } %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i8, i64 } @swap_t16b(i8 %0, i64 %1) #0 {
  %3 = alloca %struct.t16b, align 8
  %4 = alloca %struct.t16b, align 8
  %5 = getelementptr inbounds { i8, i64 }, ptr %4, i32 0, i32 0
  store i8 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i8, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.t16b, ptr %4, i32 0, i32 0
  %8 = load i8, ptr %7, align 8
  %9 = sext i8 %8 to i32
  %10 = sub nsw i32 %9, 25
  %11 = trunc i32 %10 to i8
  %12 = getelementptr inbounds %struct.t16b, ptr %4, i32 0, i32 0
  store i8 %11, ptr %12, align 8
  %13 = getelementptr inbounds %struct.t16b, ptr %4, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = mul nsw i64 %14, 3
  %16 = getelementptr inbounds %struct.t16b, ptr %4, i32 0, i32 1
  store i64 %15, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %17 = load { i8, i64 }, ptr %3, align 8
  ret { i8, i64 } %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t16b(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef byval(%struct.t16b) align 8 %5, i64 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store i64 %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i64 %6, ptr %13, align 8
  %14 = load i64, ptr %8, align 8
  %15 = load i64, ptr %9, align 8
  %16 = sub nsw i64 %14, %15
  %17 = load i64, ptr %10, align 8
  %18 = add nsw i64 %16, %17
  %19 = load i64, ptr %11, align 8
  %20 = sub nsw i64 %18, %19
  %21 = load i64, ptr %12, align 8
  %22 = add nsw i64 %20, %21
  %23 = getelementptr inbounds { i8, i64 }, ptr %5, i32 0, i32 0
  %24 = load i8, ptr %23, align 8
  %25 = getelementptr inbounds { i8, i64 }, ptr %5, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = call i64 @sum_t16b(i8 %24, i64 %26)
  %28 = mul i64 %27, 2
  %29 = add i64 %22, %28
  %30 = load i64, ptr %13, align 8
  %31 = add i64 %29, %30
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t16b(i8 %0, i64 %1, i8 %2, i64 %3) #0 {
  %5 = alloca %struct.t16b, align 8
  %6 = alloca %struct.t16b, align 8
  %7 = getelementptr inbounds { i8, i64 }, ptr %5, i32 0, i32 0
  store i8 %0, ptr %7, align 8
  %8 = getelementptr inbounds { i8, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  %9 = getelementptr inbounds { i8, i64 }, ptr %6, i32 0, i32 0
  store i8 %2, ptr %9, align 8
  %10 = getelementptr inbounds { i8, i64 }, ptr %6, i32 0, i32 1
  store i64 %3, ptr %10, align 8
  %11 = getelementptr inbounds { i8, i64 }, ptr %5, i32 0, i32 0
  %12 = load i8, ptr %11, align 8
  %13 = getelementptr inbounds { i8, i64 }, ptr %5, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = call i64 @sum_t16b(i8 %12, i64 %14)
  %16 = mul i64 %15, 5
  %17 = getelementptr inbounds { i8, i64 }, ptr %6, i32 0, i32 0
  %18 = load i8, ptr %17, align 8
  %19 = getelementptr inbounds { i8, i64 }, ptr %6, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = call i64 @sum_t16b(i8 %18, i64 %20)
  %22 = sub i64 %16, %21
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t16b(i8 %0, i64 %1) #0 {
  %3 = alloca %struct.t16b, align 8
  %4 = getelementptr inbounds { i8, i64 }, ptr %3, i32 0, i32 0
  store i8 %0, ptr %4, align 8
  %5 = getelementptr inbounds { i8, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.t16b, ptr %3, i32 0, i32 0
  %7 = load i8, ptr %6, align 8
  %8 = sext i8 %7 to i64
  %9 = getelementptr inbounds %struct.t16b, ptr %3, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = add i64 %8, %10
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, i64 } @make_t16c(i64 noundef %0) #0 {
  %2 = alloca %struct.t16c, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  %4 = load i64, ptr %3, align 8
  %5 = sub nsw i64 0, %4
  %6 = trunc i64 %5 to i32
  %7 = getelementptr inbounds %struct.t16c, ptr %2, i32 0, i32 0
  store i32 %6, ptr %7, align 8
  %8 = load i64, ptr %3, align 8
  %9 = shl i64 %8, 33
  %10 = getelementptr inbounds %struct.t16c, ptr %2, i32 0, i32 1
  store i64 %9, ptr %10, align 8
  %11 = load { i32, i64 }, ptr %2, align 8
  ret { i32, i64 } %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, i64 } @swap_t16c(i32 %0, i64 %1) #0 {
  %3 = alloca %struct.t16c, align 8
  %4 = alloca %struct.t16c, align 8
  %5 = getelementptr inbounds { i32, i64 }, ptr %4, i32 0, i32 0
  store i32 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i32, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.t16c, ptr %4, i32 0, i32 1
  %8 = load i64, ptr %7, align 8
  %9 = ashr i64 %8, 33
  %10 = trunc i64 %9 to i32
  %11 = getelementptr inbounds %struct.t16c, ptr %4, i32 0, i32 0
  store i32 %10, ptr %11, align 8
  %12 = getelementptr inbounds %struct.t16c, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = sext i32 %13 to i64
  %15 = mul nsw i64 %14, 1000
  %16 = getelementptr inbounds %struct.t16c, ptr %4, i32 0, i32 1
  store i64 %15, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %17 = load { i32, i64 }, ptr %3, align 8
  ret { i32, i64 } %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t16c(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef byval(%struct.t16c) align 8 %5, i64 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store i64 %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i64 %6, ptr %13, align 8
  %14 = load i64, ptr %8, align 8
  %15 = load i64, ptr %9, align 8
  %16 = sub nsw i64 %14, %15
  %17 = load i64, ptr %10, align 8
  %18 = add nsw i64 %16, %17
  %19 = load i64, ptr %11, align 8
  %20 = sub nsw i64 %18, %19
  %21 = load i64, ptr %12, align 8
  %22 = add nsw i64 %20, %21
  %23 = getelementptr inbounds { i32, i64 }, ptr %5, i32 0, i32 0
  %24 = load i32, ptr %23, align 8
  %25 = getelementptr inbounds { i32, i64 }, ptr %5, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = call i64 @sum_t16c(i32 %24, i64 %26)
  %28 = mul i64 %27, 2
  %29 = add i64 %22, %28
  %30 = load i64, ptr %13, align 8
  %31 = add i64 %29, %30
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t16c(i32 %0, i64 %1, i32 %2, i64 %3) #0 {
  %5 = alloca %struct.t16c, align 8
  %6 = alloca %struct.t16c, align 8
  %7 = getelementptr inbounds { i32, i64 }, ptr %5, i32 0, i32 0
  store i32 %0, ptr %7, align 8
  %8 = getelementptr inbounds { i32, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  %9 = getelementptr inbounds { i32, i64 }, ptr %6, i32 0, i32 0
  store i32 %2, ptr %9, align 8
  %10 = getelementptr inbounds { i32, i64 }, ptr %6, i32 0, i32 1
  store i64 %3, ptr %10, align 8
  %11 = getelementptr inbounds { i32, i64 }, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 8
  %13 = getelementptr inbounds { i32, i64 }, ptr %5, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = call i64 @sum_t16c(i32 %12, i64 %14)
  %16 = mul i64 %15, 5
  %17 = getelementptr inbounds { i32, i64 }, ptr %6, i32 0, i32 0
  %18 = load i32, ptr %17, align 8
  %19 = getelementptr inbounds { i32, i64 }, ptr %6, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = call i64 @sum_t16c(i32 %18, i64 %20)
  %22 = sub i64 %16, %21
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t16c(i32 %0, i64 %1) #0 {
  %3 = alloca %struct.t16c, align 8
  %4 = getelementptr inbounds { i32, i64 }, ptr %3, i32 0, i32 0
  store i32 %0, ptr %4, align 8
  %5 = getelementptr inbounds { i32, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.t16c, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds %struct.t16c, ptr %3, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = ashr i64 %10, 3
  %12 = add i64 %8, %11
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i8 } @make_t12n(i64 noundef %0) #0 {
  %2 = alloca %struct.t12n, align 4
  %3 = alloca i64, align 8
  %4 = alloca { i64, i8 }, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 12, i1 false)
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i16
  %7 = getelementptr inbounds %struct.t12n, ptr %2, i32 0, i32 0
  %8 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 0
  store i16 %6, ptr %8, align 4
  %9 = load i64, ptr %3, align 8
  %10 = mul nsw i64 %9, 2
  %11 = trunc i64 %10 to i16
  %12 = getelementptr inbounds %struct.t12n, ptr %2, i32 0, i32 0
  %13 = getelementptr inbounds %struct.anon, ptr %12, i32 0, i32 1
  store i16 %11, ptr %13, align 2
  %14 = load i64, ptr %3, align 8
  %15 = load i64, ptr %3, align 8
  %16 = mul nsw i64 %14, %15
  %17 = trunc i64 %16 to i32
  %18 = getelementptr inbounds %struct.t12n, ptr %2, i32 0, i32 1
  %19 = getelementptr inbounds %struct.anon.0, ptr %18, i32 0, i32 0
  store i32 %17, ptr %19, align 4
  %20 = getelementptr inbounds %struct.t12n, ptr %2, i32 0, i32 1
  %21 = getelementptr inbounds %struct.anon.0, ptr %20, i32 0, i32 1
  store i8 104, ptr %21, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %2, i64 12, i1 false)
  %22 = load { i64, i8 }, ptr %4, align 8
  ret { i64, i8 } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i8 } @swap_t12n(i64 %0, i8 %1) #0 {
  %3 = alloca %struct.t12n, align 4
  %4 = alloca %struct.t12n, align 4
  %5 = alloca { i64, i8 }, align 4
  %6 = alloca { i64, i8 }, align 8
  %7 = getelementptr inbounds { i64, i8 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 4
  %8 = getelementptr inbounds { i64, i8 }, ptr %5, i32 0, i32 1
  store i8 %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.t12n, ptr %4, i32 0, i32 0
  %10 = getelementptr inbounds %struct.anon, ptr %9, i32 0, i32 1
  %11 = load i16, ptr %10, align 2
  %12 = getelementptr inbounds %struct.t12n, ptr %4, i32 0, i32 0
  %13 = getelementptr inbounds %struct.anon, ptr %12, i32 0, i32 0
  store i16 %11, ptr %13, align 4
  %14 = getelementptr inbounds %struct.t12n, ptr %4, i32 0, i32 1
  %15 = getelementptr inbounds %struct.anon.0, ptr %14, i32 0, i32 1
  store i8 72, ptr %15, align 4
  %16 = getelementptr inbounds %struct.t12n, ptr %4, i32 0, i32 1
  %17 = getelementptr inbounds %struct.anon.0, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = sub nsw i32 0, %18
  %20 = getelementptr inbounds %struct.t12n, ptr %4, i32 0, i32 1
  %21 = getelementptr inbounds %struct.anon.0, ptr %20, i32 0, i32 0
  store i32 %19, ptr %21, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false)
  %22 = load { i64, i8 }, ptr %6, align 8
  ret { i64, i8 } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t12n(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef byval(%struct.t12n) align 8 %5, i64 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca { i64, i8 }, align 8
  store i64 %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i64 %6, ptr %13, align 8
  %15 = load i64, ptr %8, align 8
  %16 = load i64, ptr %9, align 8
  %17 = sub nsw i64 %15, %16
  %18 = load i64, ptr %10, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %11, align 8
  %21 = sub nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %5, i64 12, i1 false)
  %24 = getelementptr inbounds { i64, i8 }, ptr %14, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds { i64, i8 }, ptr %14, i32 0, i32 1
  %27 = load i8, ptr %26, align 8
  %28 = call i64 @sum_t12n(i64 %25, i8 %27)
  %29 = mul i64 %28, 2
  %30 = add i64 %23, %29
  %31 = load i64, ptr %13, align 8
  %32 = add i64 %30, %31
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t12n(i64 %0, i8 %1, i64 %2, i8 %3) #0 {
  %5 = alloca %struct.t12n, align 4
  %6 = alloca { i64, i8 }, align 4
  %7 = alloca %struct.t12n, align 4
  %8 = alloca { i64, i8 }, align 4
  %9 = alloca { i64, i8 }, align 4
  %10 = alloca { i64, i8 }, align 4
  %11 = getelementptr inbounds { i64, i8 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %11, align 4
  %12 = getelementptr inbounds { i64, i8 }, ptr %6, i32 0, i32 1
  store i8 %1, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 12, i1 false)
  %13 = getelementptr inbounds { i64, i8 }, ptr %8, i32 0, i32 0
  store i64 %2, ptr %13, align 4
  %14 = getelementptr inbounds { i64, i8 }, ptr %8, i32 0, i32 1
  store i8 %3, ptr %14, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %8, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %5, i64 12, i1 false)
  %15 = getelementptr inbounds { i64, i8 }, ptr %9, i32 0, i32 0
  %16 = load i64, ptr %15, align 4
  %17 = getelementptr inbounds { i64, i8 }, ptr %9, i32 0, i32 1
  %18 = load i8, ptr %17, align 4
  %19 = call i64 @sum_t12n(i64 %16, i8 %18)
  %20 = mul i64 %19, 5
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %7, i64 12, i1 false)
  %21 = getelementptr inbounds { i64, i8 }, ptr %10, i32 0, i32 0
  %22 = load i64, ptr %21, align 4
  %23 = getelementptr inbounds { i64, i8 }, ptr %10, i32 0, i32 1
  %24 = load i8, ptr %23, align 4
  %25 = call i64 @sum_t12n(i64 %22, i8 %24)
  %26 = sub i64 %20, %25
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t12n(i64 %0, i8 %1) #0 {
  %3 = alloca %struct.t12n, align 4
  %4 = alloca { i64, i8 }, align 4
  %5 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 4
  %6 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 1
  store i8 %1, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 12, i1 false)
  %7 = getelementptr inbounds %struct.t12n, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 0
  %9 = load i16, ptr %8, align 4
  %10 = sext i16 %9 to i64
  %11 = getelementptr inbounds %struct.t12n, ptr %3, i32 0, i32 0
  %12 = getelementptr inbounds %struct.anon, ptr %11, i32 0, i32 1
  %13 = load i16, ptr %12, align 2
  %14 = sext i16 %13 to i64
  %15 = mul i64 %14, 10
  %16 = add i64 %10, %15
  %17 = getelementptr inbounds %struct.t12n, ptr %3, i32 0, i32 1
  %18 = getelementptr inbounds %struct.anon.0, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = sext i32 %19 to i64
  %21 = mul i64 %20, 100
  %22 = add i64 %16, %21
  %23 = getelementptr inbounds %struct.t12n, ptr %3, i32 0, i32 1
  %24 = getelementptr inbounds %struct.anon.0, ptr %23, i32 0, i32 1
  %25 = load i8, ptr %24, align 4
  %26 = sext i8 %25 to i64
  %27 = add i64 %22, %26
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i56 } @make_t15(i64 noundef %0) #0 {
  %2 = alloca %struct.t15, align 1
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca { i64, i56 }, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %2, i8 0, i64 15, i1 false)
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 15
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 17
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %10, %13
  %15 = trunc i64 %14 to i8
  %16 = getelementptr inbounds %struct.t15, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [15 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !11

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.t15, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 15, i1 false)
  %25 = load { i64, i56 }, ptr %5, align 8
  ret { i64, i56 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i56 } @swap_t15(i64 %0, i56 %1) #0 {
  %3 = alloca %struct.t15, align 1
  %4 = alloca %struct.t15, align 1
  %5 = alloca { i64, i56 }, align 1
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca { i64, i56 }, align 8
  %9 = getelementptr inbounds { i64, i56 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %9, align 1
  %10 = getelementptr inbounds { i64, i56 }, ptr %5, i32 0, i32 1
  store i56 %1, ptr %10, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 15, i1 false)
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %36, %2
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %12, 7
  br i1 %13, label %14, label %39

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.t15, ptr %4, i32 0, i32 0
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [15 x i8], ptr %15, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1
  store i8 %19, ptr %7, align 1
  %20 = getelementptr inbounds %struct.t15, ptr %4, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sub nsw i32 14, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [15 x i8], ptr %20, i64 0, i64 %23
  %25 = load i8, ptr %24, align 1
  %26 = getelementptr inbounds %struct.t15, ptr %4, i32 0, i32 0
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [15 x i8], ptr %26, i64 0, i64 %28
  store i8 %25, ptr %29, align 1
  %30 = load i8, ptr %7, align 1
  %31 = getelementptr inbounds %struct.t15, ptr %4, i32 0, i32 0
  %32 = load i32, ptr %6, align 4
  %33 = sub nsw i32 14, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [15 x i8], ptr %31, i64 0, i64 %34
  store i8 %30, ptr %35, align 1
  br label %36

36:                                               ; preds = %14
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %6, align 4
  br label %11, !llvm.loop !12

39:                                               ; preds = %11
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 15, i1 false)
  %40 = getelementptr inbounds %struct.t15, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %40, i64 15, i1 false)
  %41 = load { i64, i56 }, ptr %8, align 8
  ret { i64, i56 } %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t15(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef byval(%struct.t15) align 8 %5, i64 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca { i64, i56 }, align 8
  store i64 %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i64 %6, ptr %13, align 8
  %15 = load i64, ptr %8, align 8
  %16 = load i64, ptr %9, align 8
  %17 = sub nsw i64 %15, %16
  %18 = load i64, ptr %10, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %11, align 8
  %21 = sub nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %5, i64 15, i1 false)
  %24 = getelementptr inbounds { i64, i56 }, ptr %14, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds { i64, i56 }, ptr %14, i32 0, i32 1
  %27 = load i56, ptr %26, align 8
  %28 = call i64 @sum_t15(i64 %25, i56 %27)
  %29 = mul i64 %28, 2
  %30 = add i64 %23, %29
  %31 = load i64, ptr %13, align 8
  %32 = add i64 %30, %31
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t15(i64 %0, i56 %1, i64 %2, i56 %3) #0 {
  %5 = alloca %struct.t15, align 1
  %6 = alloca { i64, i56 }, align 1
  %7 = alloca %struct.t15, align 1
  %8 = alloca { i64, i56 }, align 1
  %9 = alloca { i64, i56 }, align 1
  %10 = alloca { i64, i56 }, align 1
  %11 = getelementptr inbounds { i64, i56 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %11, align 1
  %12 = getelementptr inbounds { i64, i56 }, ptr %6, i32 0, i32 1
  store i56 %1, ptr %12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 15, i1 false)
  %13 = getelementptr inbounds { i64, i56 }, ptr %8, i32 0, i32 0
  store i64 %2, ptr %13, align 1
  %14 = getelementptr inbounds { i64, i56 }, ptr %8, i32 0, i32 1
  store i56 %3, ptr %14, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %8, i64 15, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %5, i64 15, i1 false)
  %15 = getelementptr inbounds { i64, i56 }, ptr %9, i32 0, i32 0
  %16 = load i64, ptr %15, align 1
  %17 = getelementptr inbounds { i64, i56 }, ptr %9, i32 0, i32 1
  %18 = load i56, ptr %17, align 1
  %19 = call i64 @sum_t15(i64 %16, i56 %18)
  %20 = mul i64 %19, 5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %7, i64 15, i1 false)
  %21 = getelementptr inbounds { i64, i56 }, ptr %10, i32 0, i32 0
  %22 = load i64, ptr %21, align 1
  %23 = getelementptr inbounds { i64, i56 }, ptr %10, i32 0, i32 1
  %24 = load i56, ptr %23, align 1
  %25 = call i64 @sum_t15(i64 %22, i56 %24)
  %26 = sub i64 %20, %25
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t15(i64 %0, i56 %1) #0 {
  %3 = alloca %struct.t15, align 1
  %4 = alloca { i64, i56 }, align 1
  %5 = getelementptr inbounds { i64, i56 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 1
  %6 = getelementptr inbounds { i64, i56 }, ptr %4, i32 0, i32 1
  store i56 %1, ptr %6, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 15, i1 false)
  %7 = getelementptr inbounds %struct.t15, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds [15 x i8], ptr %7, i64 0, i64 0
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i64
  %11 = getelementptr inbounds %struct.t15, ptr %3, i32 0, i32 0
  %12 = getelementptr inbounds [15 x i8], ptr %11, i64 0, i64 7
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i64
  %15 = mul i64 %14, 256
  %16 = add i64 %10, %15
  %17 = getelementptr inbounds %struct.t15, ptr %3, i32 0, i32 0
  %18 = getelementptr inbounds [15 x i8], ptr %17, i64 0, i64 14
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i64
  %21 = mul i64 %20, 65536
  %22 = add i64 %16, %21
  ret i64 %22
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
