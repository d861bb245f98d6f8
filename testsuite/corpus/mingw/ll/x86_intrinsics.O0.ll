; ModuleID = 'programs/x86_intrinsics.c'
source_filename = "programs/x86_intrinsics.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@data = internal global [64 x i32] zeroinitializer, align 16
@fdata = internal global [64 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [14 x i8] c"sse2 %016llx\0A\00", align 1
@hash = internal global i64 -3750763034362895579, align 8
@__cpu_model = external dso_local global { i32, i32, i32, [1 x i32] }
@__cpu_features2 = external dso_local global [3 x i32]
@.str.1 = private unnamed_addr constant [14 x i8] c"sse4 %016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"avx2 %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"agrees\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"DIFFERS\00", align 1
@__const.avx2.out = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 88172645, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %36, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 64
  br i1 %10, label %11, label %39

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = shl i32 %12, 13
  %14 = load i32, ptr %2, align 4
  %15 = xor i32 %14, %13
  store i32 %15, ptr %2, align 4
  %16 = load i32, ptr %2, align 4
  %17 = lshr i32 %16, 17
  %18 = load i32, ptr %2, align 4
  %19 = xor i32 %18, %17
  store i32 %19, ptr %2, align 4
  %20 = load i32, ptr %2, align 4
  %21 = shl i32 %20, 5
  %22 = load i32, ptr %2, align 4
  %23 = xor i32 %22, %21
  store i32 %23, ptr %2, align 4
  %24 = load i32, ptr %2, align 4
  %25 = load i32, ptr %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %26
  store i32 %24, ptr %27, align 4
  %28 = load i32, ptr %2, align 4
  %29 = urem i32 %28, 20001
  %30 = sub i32 %29, 10000
  %31 = sitofp i32 %30 to float
  %32 = fdiv float %31, 6.400000e+01
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %34
  store float %32, ptr %35, align 4
  br label %36

36:                                               ; preds = %11
  %37 = load i32, ptr %3, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %3, align 4
  br label %8, !llvm.loop !5

39:                                               ; preds = %8
  store float 0x7FF8000000000000, ptr getelementptr inbounds ([64 x float], ptr @fdata, i64 0, i64 3), align 4
  store i32 0, ptr %4, align 4
  br label %40

40:                                               ; preds = %45, %39
  %41 = load i32, ptr %4, align 4
  %42 = icmp slt i32 %41, 40
  br i1 %42, label %43, label %48

43:                                               ; preds = %40
  %44 = load i32, ptr %4, align 4
  call void @sse2(i32 noundef %44)
  br label %45

45:                                               ; preds = %43
  %46 = load i32, ptr %4, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %4, align 4
  br label %40, !llvm.loop !7

48:                                               ; preds = %40
  %49 = load i64, ptr @hash, align 8
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %49)
  %51 = load i32, ptr getelementptr inbounds ({ i32, i32, i32, [1 x i32] }, ptr @__cpu_model, i32 0, i32 3, i32 0), align 4
  %52 = and i32 %51, 256
  %53 = icmp eq i32 %52, 256
  %54 = and i1 true, %53
  br i1 %54, label %55, label %70

55:                                               ; preds = %48
  %56 = load i32, ptr getelementptr inbounds ({ i32, i32, i32, [1 x i32] }, ptr @__cpu_model, i32 0, i32 3, i32 0), align 4
  %57 = and i32 %56, 4
  %58 = icmp eq i32 %57, 4
  %59 = and i1 true, %58
  br i1 %59, label %60, label %70

60:                                               ; preds = %55
  store i32 0, ptr %5, align 4
  br label %61

61:                                               ; preds = %66, %60
  %62 = load i32, ptr %5, align 4
  %63 = icmp slt i32 %62, 40
  br i1 %63, label %64, label %69

64:                                               ; preds = %61
  %65 = load i32, ptr %5, align 4
  call void @sse4(i32 noundef %65)
  br label %66

66:                                               ; preds = %64
  %67 = load i32, ptr %5, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %5, align 4
  br label %61, !llvm.loop !8

69:                                               ; preds = %61
  br label %70

70:                                               ; preds = %69, %55, %48
  %71 = load i64, ptr @hash, align 8
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %71)
  store i32 1, ptr %6, align 4
  %73 = load i32, ptr getelementptr inbounds ({ i32, i32, i32, [1 x i32] }, ptr @__cpu_model, i32 0, i32 3, i32 0), align 4
  %74 = and i32 %73, 1024
  %75 = icmp eq i32 %74, 1024
  %76 = and i1 true, %75
  br i1 %76, label %77, label %90

77:                                               ; preds = %70
  store i32 0, ptr %7, align 4
  br label %78

78:                                               ; preds = %86, %77
  %79 = load i32, ptr %7, align 4
  %80 = icmp slt i32 %79, 40
  br i1 %80, label %81, label %89

81:                                               ; preds = %78
  %82 = load i32, ptr %7, align 4
  %83 = call i32 @avx2(i32 noundef %82)
  %84 = load i32, ptr %6, align 4
  %85 = and i32 %84, %83
  store i32 %85, ptr %6, align 4
  br label %86

86:                                               ; preds = %81
  %87 = load i32, ptr %7, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %7, align 4
  br label %78, !llvm.loop !9

89:                                               ; preds = %78
  br label %90

90:                                               ; preds = %89, %70
  %91 = load i32, ptr %6, align 4
  %92 = icmp ne i32 %91, 0
  %93 = zext i1 %92 to i64
  %94 = select i1 %92, ptr @.str.3, ptr @.str.4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %94)
  %96 = load i64, ptr @hash, align 8
  %97 = and i64 %96, 63
  %98 = trunc i64 %97 to i32
  ret i32 %98
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sse2(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <2 x i64>, align 16
  %8 = alloca <2 x i64>, align 16
  %9 = alloca <2 x i64>, align 16
  %10 = alloca <2 x i64>, align 16
  %11 = alloca <2 x i64>, align 16
  %12 = alloca <2 x i64>, align 16
  %13 = alloca <2 x i64>, align 16
  %14 = alloca <2 x i64>, align 16
  %15 = alloca <2 x i64>, align 16
  %16 = alloca <2 x i64>, align 16
  %17 = alloca <4 x i32>, align 16
  %18 = alloca <4 x float>, align 16
  %19 = alloca <4 x float>, align 16
  %20 = alloca <4 x float>, align 16
  %21 = alloca <4 x float>, align 16
  %22 = alloca <4 x float>, align 16
  %23 = alloca i32, align 4
  %24 = alloca <2 x i64>, align 16
  %25 = alloca <4 x float>, align 16
  %26 = alloca <4 x float>, align 16
  %27 = alloca <4 x float>, align 16
  %28 = alloca <2 x double>, align 16
  %29 = alloca <4 x float>, align 16
  %30 = alloca <2 x double>, align 16
  %31 = alloca <4 x float>, align 16
  %32 = alloca <4 x float>, align 16
  %33 = alloca <2 x i64>, align 16
  %34 = alloca <2 x i64>, align 16
  %35 = alloca <2 x double>, align 16
  %36 = alloca <2 x double>, align 16
  %37 = alloca <2 x double>, align 16
  %38 = alloca <4 x float>, align 16
  %39 = alloca float, align 4
  %40 = alloca <4 x float>, align 16
  %41 = alloca float, align 4
  %42 = alloca <4 x float>, align 16
  %43 = alloca float, align 4
  %44 = alloca <4 x float>, align 16
  %45 = alloca <4 x float>, align 16
  %46 = alloca <4 x float>, align 16
  %47 = alloca <4 x float>, align 16
  %48 = alloca <4 x float>, align 16
  %49 = alloca <4 x float>, align 16
  %50 = alloca <4 x float>, align 16
  %51 = alloca <4 x float>, align 16
  %52 = alloca <4 x float>, align 16
  %53 = alloca <4 x float>, align 16
  %54 = alloca <4 x float>, align 16
  %55 = alloca <4 x float>, align 16
  %56 = alloca <2 x double>, align 16
  %57 = alloca <2 x double>, align 16
  %58 = alloca <4 x float>, align 16
  %59 = alloca <4 x float>, align 16
  %60 = alloca <4 x float>, align 16
  %61 = alloca <4 x float>, align 16
  %62 = alloca <2 x i64>, align 16
  %63 = alloca <2 x i64>, align 16
  %64 = alloca <2 x i64>, align 16
  %65 = alloca <2 x i64>, align 16
  %66 = alloca <2 x double>, align 16
  %67 = alloca <2 x double>, align 16
  %68 = alloca <4 x float>, align 16
  %69 = alloca <4 x float>, align 16
  %70 = alloca <4 x float>, align 16
  %71 = alloca <4 x float>, align 16
  %72 = alloca <4 x float>, align 16
  %73 = alloca <4 x float>, align 16
  %74 = alloca <2 x double>, align 16
  %75 = alloca <2 x double>, align 16
  %76 = alloca <2 x double>, align 16
  %77 = alloca <4 x float>, align 16
  %78 = alloca <4 x float>, align 16
  %79 = alloca <4 x float>, align 16
  %80 = alloca <2 x i64>, align 16
  %81 = alloca <2 x i64>, align 16
  %82 = alloca <2 x i64>, align 16
  %83 = alloca <2 x i64>, align 16
  %84 = alloca <2 x i64>, align 16
  %85 = alloca <2 x i64>, align 16
  %86 = alloca <2 x i64>, align 16
  %87 = alloca <2 x i64>, align 16
  %88 = alloca <2 x i64>, align 16
  %89 = alloca <2 x i64>, align 16
  %90 = alloca <2 x i64>, align 16
  %91 = alloca <2 x i64>, align 16
  %92 = alloca <2 x i64>, align 16
  %93 = alloca <2 x i64>, align 16
  %94 = alloca <2 x i64>, align 16
  %95 = alloca <2 x i64>, align 16
  %96 = alloca <2 x i64>, align 16
  %97 = alloca i32, align 4
  %98 = alloca <4 x i32>, align 16
  %99 = alloca <2 x i64>, align 16
  %100 = alloca i32, align 4
  %101 = alloca <2 x i64>, align 16
  %102 = alloca i32, align 4
  %103 = alloca <2 x i64>, align 16
  %104 = alloca i32, align 4
  %105 = alloca <2 x i64>, align 16
  %106 = alloca i32, align 4
  %107 = alloca <2 x i64>, align 16
  %108 = alloca i32, align 4
  %109 = alloca <2 x i64>, align 16
  %110 = alloca i32, align 4
  %111 = alloca <2 x i64>, align 16
  %112 = alloca i32, align 4
  %113 = alloca <2 x i64>, align 16
  %114 = alloca i32, align 4
  %115 = alloca <2 x i64>, align 16
  %116 = alloca i32, align 4
  %117 = alloca <2 x i64>, align 16
  %118 = alloca i32, align 4
  %119 = alloca <2 x i64>, align 16
  %120 = alloca i32, align 4
  %121 = alloca <2 x i64>, align 16
  %122 = alloca i32, align 4
  %123 = alloca <2 x i64>, align 16
  %124 = alloca <2 x i64>, align 16
  %125 = alloca <2 x i64>, align 16
  %126 = alloca <2 x i64>, align 16
  %127 = alloca <2 x i64>, align 16
  %128 = alloca <2 x i64>, align 16
  %129 = alloca <2 x i64>, align 16
  %130 = alloca <2 x i64>, align 16
  %131 = alloca <2 x i64>, align 16
  %132 = alloca <2 x i64>, align 16
  %133 = alloca <2 x i64>, align 16
  %134 = alloca <2 x i64>, align 16
  %135 = alloca <2 x i64>, align 16
  %136 = alloca <2 x i64>, align 16
  %137 = alloca <2 x i64>, align 16
  %138 = alloca <2 x i64>, align 16
  %139 = alloca <2 x i64>, align 16
  %140 = alloca <2 x i64>, align 16
  %141 = alloca <2 x i64>, align 16
  %142 = alloca <2 x i64>, align 16
  %143 = alloca <2 x i64>, align 16
  %144 = alloca <2 x i64>, align 16
  %145 = alloca <4 x float>, align 16
  %146 = alloca <4 x float>, align 16
  %147 = alloca ptr, align 8
  %148 = alloca ptr, align 8
  %149 = alloca ptr, align 8
  %150 = alloca ptr, align 8
  %151 = alloca i32, align 4
  %152 = alloca <2 x i64>, align 16
  %153 = alloca <2 x i64>, align 16
  %154 = alloca <4 x float>, align 16
  %155 = alloca <4 x float>, align 16
  %156 = alloca <2 x double>, align 16
  %157 = alloca <2 x double>, align 16
  %158 = alloca <2 x i64>, align 16
  %159 = alloca <2 x i64>, align 16
  %160 = alloca <2 x i64>, align 16
  %161 = alloca <2 x i64>, align 16
  %162 = alloca <2 x i64>, align 16
  %163 = alloca <2 x i64>, align 16
  %164 = alloca <2 x i64>, align 16
  %165 = alloca <2 x i64>, align 16
  %166 = alloca <2 x i64>, align 16
  %167 = alloca <2 x i64>, align 16
  %168 = alloca <2 x i64>, align 16
  %169 = alloca <2 x i64>, align 16
  %170 = alloca <2 x i64>, align 16
  %171 = alloca <2 x i64>, align 16
  %172 = alloca <2 x i64>, align 16
  %173 = alloca <2 x i64>, align 16
  %174 = alloca <2 x i64>, align 16
  %175 = alloca <2 x i64>, align 16
  %176 = alloca <2 x i64>, align 16
  %177 = alloca <2 x i64>, align 16
  %178 = alloca <2 x i64>, align 16
  %179 = alloca <2 x i64>, align 16
  %180 = alloca <2 x i64>, align 16
  %181 = alloca <2 x i64>, align 16
  %182 = alloca <2 x i64>, align 16
  %183 = alloca <2 x i64>, align 16
  %184 = alloca <2 x i64>, align 16
  %185 = alloca <2 x i64>, align 16
  %186 = alloca <2 x i64>, align 16
  %187 = alloca <2 x i64>, align 16
  %188 = alloca <2 x i64>, align 16
  %189 = alloca <2 x i64>, align 16
  %190 = alloca <2 x i64>, align 16
  %191 = alloca <2 x i64>, align 16
  %192 = alloca <2 x i64>, align 16
  %193 = alloca <2 x i64>, align 16
  %194 = alloca i32, align 4
  %195 = alloca i32, align 4
  %196 = alloca i32, align 4
  %197 = alloca i32, align 4
  %198 = alloca <4 x float>, align 16
  %199 = alloca <4 x float>, align 16
  %200 = alloca <4 x float>, align 16
  %201 = alloca <2 x double>, align 16
  %202 = alloca <2 x i64>, align 16
  %203 = alloca <2 x i64>, align 16
  %204 = alloca <4 x float>, align 16
  %205 = alloca <4 x float>, align 16
  %206 = alloca <2 x double>, align 16
  %207 = alloca <2 x i64>, align 16
  %208 = alloca <2 x i64>, align 16
  %209 = alloca <2 x i64>, align 16
  %210 = alloca <2 x i64>, align 16
  %211 = alloca <4 x float>, align 16
  %212 = alloca <4 x float>, align 16
  %213 = alloca <2 x double>, align 16
  %214 = alloca i32, align 4
  %215 = alloca i32, align 4
  %216 = alloca i64, align 8
  %217 = alloca i64, align 8
  %218 = alloca <4 x float>, align 16
  %219 = alloca <4 x float>, align 16
  %220 = alloca float, align 4
  %221 = alloca float, align 4
  %222 = alloca i32, align 4
  %223 = alloca i32, align 4
  %224 = alloca i32, align 4
  %225 = alloca <2 x i64>, align 16
  %226 = alloca i32, align 4
  %227 = alloca i64, align 8
  %228 = alloca <2 x i64>, align 16
  %229 = alloca <2 x i64>, align 16
  %230 = alloca <2 x i64>, align 16
  %231 = alloca <2 x i64>, align 16
  store i32 %0, ptr %151, align 4
  %232 = load i32, ptr %151, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %233
  store ptr %234, ptr %149, align 8
  %235 = load ptr, ptr %149, align 8
  %236 = load <2 x i64>, ptr %235, align 1
  store <2 x i64> %236, ptr %152, align 16
  %237 = load i32, ptr %151, align 4
  %238 = add nsw i32 %237, 4
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %239
  store ptr %240, ptr %150, align 8
  %241 = load ptr, ptr %150, align 8
  %242 = load <2 x i64>, ptr %241, align 1
  store <2 x i64> %242, ptr %153, align 16
  %243 = load i32, ptr %151, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %244
  store ptr %245, ptr %147, align 8
  %246 = load ptr, ptr %147, align 8
  %247 = load <4 x float>, ptr %246, align 1
  store <4 x float> %247, ptr %154, align 16
  %248 = load i32, ptr %151, align 4
  %249 = add nsw i32 %248, 4
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %250
  store ptr %251, ptr %148, align 8
  %252 = load ptr, ptr %148, align 8
  %253 = load <4 x float>, ptr %252, align 1
  store <4 x float> %253, ptr %155, align 16
  %254 = load <4 x float>, ptr %154, align 16
  store <4 x float> %254, ptr %145, align 16
  %255 = load <4 x float>, ptr %145, align 16
  %256 = load <4 x float>, ptr %145, align 16
  %257 = shufflevector <4 x float> %255, <4 x float> %256, <2 x i32> <i32 0, i32 1>
  %258 = fpext <2 x float> %257 to <2 x double>
  store <2 x double> %258, ptr %156, align 16
  %259 = load <4 x float>, ptr %155, align 16
  store <4 x float> %259, ptr %146, align 16
  %260 = load <4 x float>, ptr %146, align 16
  %261 = load <4 x float>, ptr %146, align 16
  %262 = shufflevector <4 x float> %260, <4 x float> %261, <2 x i32> <i32 0, i32 1>
  %263 = fpext <2 x float> %262 to <2 x double>
  store <2 x double> %263, ptr %157, align 16
  br label %264

264:                                              ; preds = %1
  %265 = load <2 x i64>, ptr %152, align 16
  %266 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %265, ptr %143, align 16
  store <2 x i64> %266, ptr %144, align 16
  %267 = load <2 x i64>, ptr %143, align 16
  %268 = bitcast <2 x i64> %267 to <4 x i32>
  %269 = load <2 x i64>, ptr %144, align 16
  %270 = bitcast <2 x i64> %269 to <4 x i32>
  %271 = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %268, <4 x i32> %270)
  %272 = bitcast <8 x i16> %271 to <2 x i64>
  store <2 x i64> %272, ptr %158, align 16
  call void @mix(ptr noundef %158, i64 noundef 16)
  br label %273

273:                                              ; preds = %264
  br label %274

274:                                              ; preds = %273
  %275 = load <2 x i64>, ptr %152, align 16
  %276 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %275, ptr %141, align 16
  store <2 x i64> %276, ptr %142, align 16
  %277 = load <2 x i64>, ptr %141, align 16
  %278 = bitcast <2 x i64> %277 to <8 x i16>
  %279 = load <2 x i64>, ptr %142, align 16
  %280 = bitcast <2 x i64> %279 to <8 x i16>
  %281 = call <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16> %278, <8 x i16> %280)
  %282 = bitcast <16 x i8> %281 to <2 x i64>
  store <2 x i64> %282, ptr %159, align 16
  call void @mix(ptr noundef %159, i64 noundef 16)
  br label %283

283:                                              ; preds = %274
  br label %284

284:                                              ; preds = %283
  %285 = load <2 x i64>, ptr %152, align 16
  %286 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %285, ptr %139, align 16
  store <2 x i64> %286, ptr %140, align 16
  %287 = load <2 x i64>, ptr %139, align 16
  %288 = bitcast <2 x i64> %287 to <8 x i16>
  %289 = load <2 x i64>, ptr %140, align 16
  %290 = bitcast <2 x i64> %289 to <8 x i16>
  %291 = call <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16> %288, <8 x i16> %290)
  %292 = bitcast <16 x i8> %291 to <2 x i64>
  store <2 x i64> %292, ptr %160, align 16
  call void @mix(ptr noundef %160, i64 noundef 16)
  br label %293

293:                                              ; preds = %284
  br label %294

294:                                              ; preds = %293
  %295 = load <2 x i64>, ptr %152, align 16
  %296 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %295, ptr %137, align 16
  store <2 x i64> %296, ptr %138, align 16
  %297 = load <2 x i64>, ptr %137, align 16
  %298 = bitcast <2 x i64> %297 to <8 x i16>
  %299 = load <2 x i64>, ptr %138, align 16
  %300 = bitcast <2 x i64> %299 to <8 x i16>
  %301 = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %298, <8 x i16> %300)
  %302 = bitcast <4 x i32> %301 to <2 x i64>
  store <2 x i64> %302, ptr %161, align 16
  call void @mix(ptr noundef %161, i64 noundef 16)
  br label %303

303:                                              ; preds = %294
  br label %304

304:                                              ; preds = %303
  %305 = load <2 x i64>, ptr %152, align 16
  %306 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %305, ptr %135, align 16
  store <2 x i64> %306, ptr %136, align 16
  %307 = load <2 x i64>, ptr %135, align 16
  %308 = bitcast <2 x i64> %307 to <16 x i8>
  %309 = load <2 x i64>, ptr %136, align 16
  %310 = bitcast <2 x i64> %309 to <16 x i8>
  %311 = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %308, <16 x i8> %310)
  store <2 x i64> %311, ptr %162, align 16
  call void @mix(ptr noundef %162, i64 noundef 16)
  br label %312

312:                                              ; preds = %304
  br label %313

313:                                              ; preds = %312
  %314 = load <2 x i64>, ptr %152, align 16
  %315 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %314, ptr %133, align 16
  store <2 x i64> %315, ptr %134, align 16
  %316 = load <2 x i64>, ptr %133, align 16
  %317 = bitcast <2 x i64> %316 to <16 x i8>
  %318 = load <2 x i64>, ptr %134, align 16
  %319 = bitcast <2 x i64> %318 to <16 x i8>
  %320 = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %317, <16 x i8> %319)
  %321 = bitcast <16 x i8> %320 to <2 x i64>
  store <2 x i64> %321, ptr %163, align 16
  call void @mix(ptr noundef %163, i64 noundef 16)
  br label %322

322:                                              ; preds = %313
  br label %323

323:                                              ; preds = %322
  %324 = load <2 x i64>, ptr %152, align 16
  %325 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %324, ptr %131, align 16
  store <2 x i64> %325, ptr %132, align 16
  %326 = load <2 x i64>, ptr %131, align 16
  %327 = bitcast <2 x i64> %326 to <8 x i16>
  %328 = load <2 x i64>, ptr %132, align 16
  %329 = bitcast <2 x i64> %328 to <8 x i16>
  %330 = call <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16> %327, <8 x i16> %329)
  %331 = bitcast <8 x i16> %330 to <2 x i64>
  store <2 x i64> %331, ptr %164, align 16
  call void @mix(ptr noundef %164, i64 noundef 16)
  br label %332

332:                                              ; preds = %323
  br label %333

333:                                              ; preds = %332
  %334 = load <2 x i64>, ptr %152, align 16
  %335 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %334, ptr %129, align 16
  store <2 x i64> %335, ptr %130, align 16
  %336 = load <2 x i64>, ptr %129, align 16
  %337 = bitcast <2 x i64> %336 to <8 x i16>
  %338 = load <2 x i64>, ptr %130, align 16
  %339 = bitcast <2 x i64> %338 to <8 x i16>
  %340 = call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %337, <8 x i16> %339)
  %341 = bitcast <8 x i16> %340 to <2 x i64>
  store <2 x i64> %341, ptr %165, align 16
  call void @mix(ptr noundef %165, i64 noundef 16)
  br label %342

342:                                              ; preds = %333
  br label %343

343:                                              ; preds = %342
  %344 = load <2 x i64>, ptr %152, align 16
  %345 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %344, ptr %127, align 16
  store <2 x i64> %345, ptr %128, align 16
  %346 = load <2 x i64>, ptr %127, align 16
  %347 = bitcast <2 x i64> %346 to <8 x i16>
  %348 = load <2 x i64>, ptr %128, align 16
  %349 = bitcast <2 x i64> %348 to <8 x i16>
  %350 = call <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16> %347, <8 x i16> %349)
  %351 = bitcast <8 x i16> %350 to <2 x i64>
  store <2 x i64> %351, ptr %166, align 16
  call void @mix(ptr noundef %166, i64 noundef 16)
  br label %352

352:                                              ; preds = %343
  br label %353

353:                                              ; preds = %352
  %354 = load <2 x i64>, ptr %152, align 16
  %355 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %354, ptr %125, align 16
  store <2 x i64> %355, ptr %126, align 16
  %356 = load <2 x i64>, ptr %125, align 16
  %357 = bitcast <2 x i64> %356 to <4 x i32>
  %358 = load <2 x i64>, ptr %126, align 16
  %359 = bitcast <2 x i64> %358 to <4 x i32>
  %360 = and <2 x i64> %356, <i64 4294967295, i64 4294967295>
  %361 = and <2 x i64> %358, <i64 4294967295, i64 4294967295>
  %362 = mul <2 x i64> %360, %361
  store <2 x i64> %362, ptr %167, align 16
  call void @mix(ptr noundef %167, i64 noundef 16)
  br label %363

363:                                              ; preds = %353
  br label %364

364:                                              ; preds = %363
  %365 = load <2 x i64>, ptr %152, align 16
  %366 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %365, ptr %123, align 16
  store <2 x i64> %366, ptr %124, align 16
  %367 = load <2 x i64>, ptr %123, align 16
  %368 = bitcast <2 x i64> %367 to <8 x i16>
  %369 = load <2 x i64>, ptr %124, align 16
  %370 = bitcast <2 x i64> %369 to <8 x i16>
  %371 = mul <8 x i16> %368, %370
  %372 = bitcast <8 x i16> %371 to <2 x i64>
  store <2 x i64> %372, ptr %168, align 16
  call void @mix(ptr noundef %168, i64 noundef 16)
  br label %373

373:                                              ; preds = %364
  br label %374

374:                                              ; preds = %373
  %375 = load <2 x i64>, ptr %152, align 16
  store <2 x i64> %375, ptr %121, align 16
  store i32 3, ptr %122, align 4
  %376 = load <2 x i64>, ptr %121, align 16
  %377 = bitcast <2 x i64> %376 to <8 x i16>
  %378 = load i32, ptr %122, align 4
  %379 = call <8 x i16> @llvm.x86.sse2.pslli.w(<8 x i16> %377, i32 %378)
  %380 = bitcast <8 x i16> %379 to <2 x i64>
  store <2 x i64> %380, ptr %169, align 16
  call void @mix(ptr noundef %169, i64 noundef 16)
  br label %381

381:                                              ; preds = %374
  br label %382

382:                                              ; preds = %381
  %383 = load <2 x i64>, ptr %152, align 16
  store <2 x i64> %383, ptr %117, align 16
  store i32 7, ptr %118, align 4
  %384 = load <2 x i64>, ptr %117, align 16
  %385 = bitcast <2 x i64> %384 to <4 x i32>
  %386 = load i32, ptr %118, align 4
  %387 = call <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32> %385, i32 %386)
  %388 = bitcast <4 x i32> %387 to <2 x i64>
  store <2 x i64> %388, ptr %170, align 16
  call void @mix(ptr noundef %170, i64 noundef 16)
  br label %389

389:                                              ; preds = %382
  br label %390

390:                                              ; preds = %389
  %391 = load <2 x i64>, ptr %152, align 16
  store <2 x i64> %391, ptr %115, align 16
  store i32 33, ptr %116, align 4
  %392 = load <2 x i64>, ptr %115, align 16
  %393 = load i32, ptr %116, align 4
  %394 = call <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64> %392, i32 %393)
  store <2 x i64> %394, ptr %171, align 16
  call void @mix(ptr noundef %171, i64 noundef 16)
  br label %395

395:                                              ; preds = %390
  br label %396

396:                                              ; preds = %395
  %397 = load <2 x i64>, ptr %152, align 16
  store <2 x i64> %397, ptr %113, align 16
  store i32 5, ptr %114, align 4
  %398 = load <2 x i64>, ptr %113, align 16
  %399 = bitcast <2 x i64> %398 to <8 x i16>
  %400 = load i32, ptr %114, align 4
  %401 = call <8 x i16> @llvm.x86.sse2.psrli.w(<8 x i16> %399, i32 %400)
  %402 = bitcast <8 x i16> %401 to <2 x i64>
  store <2 x i64> %402, ptr %172, align 16
  call void @mix(ptr noundef %172, i64 noundef 16)
  br label %403

403:                                              ; preds = %396
  br label %404

404:                                              ; preds = %403
  %405 = load <2 x i64>, ptr %152, align 16
  store <2 x i64> %405, ptr %111, align 16
  store i32 31, ptr %112, align 4
  %406 = load <2 x i64>, ptr %111, align 16
  %407 = bitcast <2 x i64> %406 to <4 x i32>
  %408 = load i32, ptr %112, align 4
  %409 = call <4 x i32> @llvm.x86.sse2.psrli.d(<4 x i32> %407, i32 %408)
  %410 = bitcast <4 x i32> %409 to <2 x i64>
  store <2 x i64> %410, ptr %173, align 16
  call void @mix(ptr noundef %173, i64 noundef 16)
  br label %411

411:                                              ; preds = %404
  br label %412

412:                                              ; preds = %411
  %413 = load <2 x i64>, ptr %152, align 16
  store <2 x i64> %413, ptr %107, align 16
  store i32 1, ptr %108, align 4
  %414 = load <2 x i64>, ptr %107, align 16
  %415 = load i32, ptr %108, align 4
  %416 = call <2 x i64> @llvm.x86.sse2.psrli.q(<2 x i64> %414, i32 %415)
  store <2 x i64> %416, ptr %174, align 16
  call void @mix(ptr noundef %174, i64 noundef 16)
  br label %417

417:                                              ; preds = %412
  br label %418

418:                                              ; preds = %417
  %419 = load <2 x i64>, ptr %152, align 16
  store <2 x i64> %419, ptr %103, align 16
  store i32 15, ptr %104, align 4
  %420 = load <2 x i64>, ptr %103, align 16
  %421 = bitcast <2 x i64> %420 to <8 x i16>
  %422 = load i32, ptr %104, align 4
  %423 = call <8 x i16> @llvm.x86.sse2.psrai.w(<8 x i16> %421, i32 %422)
  %424 = bitcast <8 x i16> %423 to <2 x i64>
  store <2 x i64> %424, ptr %175, align 16
  call void @mix(ptr noundef %175, i64 noundef 16)
  br label %425

425:                                              ; preds = %418
  br label %426

426:                                              ; preds = %425
  %427 = load <2 x i64>, ptr %152, align 16
  store <2 x i64> %427, ptr %99, align 16
  store i32 9, ptr %100, align 4
  %428 = load <2 x i64>, ptr %99, align 16
  %429 = bitcast <2 x i64> %428 to <4 x i32>
  %430 = load i32, ptr %100, align 4
  %431 = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %429, i32 %430)
  %432 = bitcast <4 x i32> %431 to <2 x i64>
  store <2 x i64> %432, ptr %176, align 16
  call void @mix(ptr noundef %176, i64 noundef 16)
  br label %433

433:                                              ; preds = %426
  br label %434

434:                                              ; preds = %433
  %435 = load <2 x i64>, ptr %152, align 16
  store <2 x i64> %435, ptr %101, align 16
  store i32 40, ptr %102, align 4
  %436 = load <2 x i64>, ptr %101, align 16
  %437 = bitcast <2 x i64> %436 to <4 x i32>
  %438 = load i32, ptr %102, align 4
  %439 = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %437, i32 %438)
  %440 = bitcast <4 x i32> %439 to <2 x i64>
  store <2 x i64> %440, ptr %177, align 16
  call void @mix(ptr noundef %177, i64 noundef 16)
  br label %441

441:                                              ; preds = %434
  br label %442

442:                                              ; preds = %441
  %443 = load <2 x i64>, ptr %152, align 16
  %444 = load i32, ptr %151, align 4
  %445 = and i32 %444, 31
  store <2 x i64> %443, ptr %119, align 16
  store i32 %445, ptr %120, align 4
  %446 = load <2 x i64>, ptr %119, align 16
  %447 = bitcast <2 x i64> %446 to <4 x i32>
  %448 = load i32, ptr %120, align 4
  %449 = call <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32> %447, i32 %448)
  %450 = bitcast <4 x i32> %449 to <2 x i64>
  store <2 x i64> %450, ptr %178, align 16
  call void @mix(ptr noundef %178, i64 noundef 16)
  br label %451

451:                                              ; preds = %442
  br label %452

452:                                              ; preds = %451
  %453 = load <2 x i64>, ptr %152, align 16
  %454 = load i32, ptr %151, align 4
  %455 = and i32 %454, 15
  store <2 x i64> %453, ptr %105, align 16
  store i32 %455, ptr %106, align 4
  %456 = load <2 x i64>, ptr %105, align 16
  %457 = bitcast <2 x i64> %456 to <8 x i16>
  %458 = load i32, ptr %106, align 4
  %459 = call <8 x i16> @llvm.x86.sse2.psrai.w(<8 x i16> %457, i32 %458)
  %460 = bitcast <8 x i16> %459 to <2 x i64>
  store <2 x i64> %460, ptr %179, align 16
  call void @mix(ptr noundef %179, i64 noundef 16)
  br label %461

461:                                              ; preds = %452
  br label %462

462:                                              ; preds = %461
  %463 = load <2 x i64>, ptr %152, align 16
  %464 = load i32, ptr %151, align 4
  store <2 x i64> %463, ptr %109, align 16
  store i32 %464, ptr %110, align 4
  %465 = load <2 x i64>, ptr %109, align 16
  %466 = load i32, ptr %110, align 4
  %467 = call <2 x i64> @llvm.x86.sse2.psrli.q(<2 x i64> %465, i32 %466)
  store <2 x i64> %467, ptr %180, align 16
  call void @mix(ptr noundef %180, i64 noundef 16)
  br label %468

468:                                              ; preds = %462
  %469 = load i32, ptr %151, align 4
  %470 = and i32 %469, 15
  store i32 %470, ptr %97, align 4
  %471 = load i32, ptr %97, align 4
  %472 = insertelement <4 x i32> poison, i32 %471, i32 0
  %473 = insertelement <4 x i32> %472, i32 0, i32 1
  %474 = insertelement <4 x i32> %473, i32 0, i32 2
  %475 = insertelement <4 x i32> %474, i32 0, i32 3
  store <4 x i32> %475, ptr %98, align 16
  %476 = load <4 x i32>, ptr %98, align 16
  %477 = bitcast <4 x i32> %476 to <2 x i64>
  store <2 x i64> %477, ptr %181, align 16
  br label %478

478:                                              ; preds = %468
  %479 = load <2 x i64>, ptr %152, align 16
  %480 = load <2 x i64>, ptr %181, align 16
  store <2 x i64> %479, ptr %95, align 16
  store <2 x i64> %480, ptr %96, align 16
  %481 = load <2 x i64>, ptr %95, align 16
  %482 = bitcast <2 x i64> %481 to <8 x i16>
  %483 = load <2 x i64>, ptr %96, align 16
  %484 = bitcast <2 x i64> %483 to <8 x i16>
  %485 = call <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16> %482, <8 x i16> %484)
  %486 = bitcast <8 x i16> %485 to <2 x i64>
  store <2 x i64> %486, ptr %182, align 16
  call void @mix(ptr noundef %182, i64 noundef 16)
  br label %487

487:                                              ; preds = %478
  br label %488

488:                                              ; preds = %487
  %489 = load <2 x i64>, ptr %152, align 16
  %490 = load <2 x i64>, ptr %181, align 16
  store <2 x i64> %489, ptr %93, align 16
  store <2 x i64> %490, ptr %94, align 16
  %491 = load <2 x i64>, ptr %93, align 16
  %492 = bitcast <2 x i64> %491 to <4 x i32>
  %493 = load <2 x i64>, ptr %94, align 16
  %494 = bitcast <2 x i64> %493 to <4 x i32>
  %495 = call <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32> %492, <4 x i32> %494)
  %496 = bitcast <4 x i32> %495 to <2 x i64>
  store <2 x i64> %496, ptr %183, align 16
  call void @mix(ptr noundef %183, i64 noundef 16)
  br label %497

497:                                              ; preds = %488
  br label %498

498:                                              ; preds = %497
  %499 = load <2 x i64>, ptr %152, align 16
  %500 = load <2 x i64>, ptr %181, align 16
  store <2 x i64> %499, ptr %91, align 16
  store <2 x i64> %500, ptr %92, align 16
  %501 = load <2 x i64>, ptr %91, align 16
  %502 = bitcast <2 x i64> %501 to <4 x i32>
  %503 = load <2 x i64>, ptr %92, align 16
  %504 = bitcast <2 x i64> %503 to <4 x i32>
  %505 = call <4 x i32> @llvm.x86.sse2.psra.d(<4 x i32> %502, <4 x i32> %504)
  %506 = bitcast <4 x i32> %505 to <2 x i64>
  store <2 x i64> %506, ptr %184, align 16
  call void @mix(ptr noundef %184, i64 noundef 16)
  br label %507

507:                                              ; preds = %498
  br label %508

508:                                              ; preds = %507
  %509 = load <2 x i64>, ptr %152, align 16
  %510 = load <2 x i64>, ptr %181, align 16
  store <2 x i64> %509, ptr %89, align 16
  store <2 x i64> %510, ptr %90, align 16
  %511 = load <2 x i64>, ptr %89, align 16
  %512 = load <2 x i64>, ptr %90, align 16
  %513 = call <2 x i64> @llvm.x86.sse2.psll.q(<2 x i64> %511, <2 x i64> %512)
  store <2 x i64> %513, ptr %185, align 16
  call void @mix(ptr noundef %185, i64 noundef 16)
  br label %514

514:                                              ; preds = %508
  br label %515

515:                                              ; preds = %514
  %516 = load <2 x i64>, ptr %152, align 16
  %517 = bitcast <2 x i64> %516 to <16 x i8>
  %518 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %517, <16 x i32> <i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26>
  %519 = bitcast <16 x i8> %518 to <2 x i64>
  store <2 x i64> %519, ptr %186, align 16
  call void @mix(ptr noundef %186, i64 noundef 16)
  br label %520

520:                                              ; preds = %515
  br label %521

521:                                              ; preds = %520
  %522 = load <2 x i64>, ptr %152, align 16
  %523 = bitcast <2 x i64> %522 to <16 x i8>
  %524 = shufflevector <16 x i8> %523, <16 x i8> zeroinitializer, <16 x i32> <i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18>
  %525 = bitcast <16 x i8> %524 to <2 x i64>
  store <2 x i64> %525, ptr %187, align 16
  call void @mix(ptr noundef %187, i64 noundef 16)
  br label %526

526:                                              ; preds = %521
  br label %527

527:                                              ; preds = %526
  %528 = load <2 x i64>, ptr %152, align 16
  %529 = bitcast <2 x i64> %528 to <4 x i32>
  %530 = shufflevector <4 x i32> %529, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %531 = bitcast <4 x i32> %530 to <2 x i64>
  store <2 x i64> %531, ptr %188, align 16
  call void @mix(ptr noundef %188, i64 noundef 16)
  br label %532

532:                                              ; preds = %527
  br label %533

533:                                              ; preds = %532
  %534 = load <2 x i64>, ptr %152, align 16
  %535 = bitcast <2 x i64> %534 to <8 x i16>
  %536 = shufflevector <8 x i16> %535, <8 x i16> poison, <8 x i32> <i32 2, i32 3, i32 0, i32 1, i32 4, i32 5, i32 6, i32 7>
  %537 = bitcast <8 x i16> %536 to <2 x i64>
  store <2 x i64> %537, ptr %189, align 16
  call void @mix(ptr noundef %189, i64 noundef 16)
  br label %538

538:                                              ; preds = %533
  br label %539

539:                                              ; preds = %538
  %540 = load <2 x i64>, ptr %152, align 16
  %541 = bitcast <2 x i64> %540 to <8 x i16>
  %542 = shufflevector <8 x i16> %541, <8 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 5, i32 4, i32 7, i32 6>
  %543 = bitcast <8 x i16> %542 to <2 x i64>
  store <2 x i64> %543, ptr %190, align 16
  call void @mix(ptr noundef %190, i64 noundef 16)
  br label %544

544:                                              ; preds = %539
  br label %545

545:                                              ; preds = %544
  %546 = load <2 x i64>, ptr %152, align 16
  %547 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %546, ptr %87, align 16
  store <2 x i64> %547, ptr %88, align 16
  %548 = load <2 x i64>, ptr %87, align 16
  %549 = bitcast <2 x i64> %548 to <16 x i8>
  %550 = load <2 x i64>, ptr %88, align 16
  %551 = bitcast <2 x i64> %550 to <16 x i8>
  %552 = shufflevector <16 x i8> %549, <16 x i8> %551, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %553 = bitcast <16 x i8> %552 to <2 x i64>
  store <2 x i64> %553, ptr %191, align 16
  call void @mix(ptr noundef %191, i64 noundef 16)
  br label %554

554:                                              ; preds = %545
  br label %555

555:                                              ; preds = %554
  %556 = load <2 x i64>, ptr %152, align 16
  %557 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %556, ptr %85, align 16
  store <2 x i64> %557, ptr %86, align 16
  %558 = load <2 x i64>, ptr %85, align 16
  %559 = bitcast <2 x i64> %558 to <8 x i16>
  %560 = load <2 x i64>, ptr %86, align 16
  %561 = bitcast <2 x i64> %560 to <8 x i16>
  %562 = shufflevector <8 x i16> %559, <8 x i16> %561, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %563 = bitcast <8 x i16> %562 to <2 x i64>
  store <2 x i64> %563, ptr %192, align 16
  call void @mix(ptr noundef %192, i64 noundef 16)
  br label %564

564:                                              ; preds = %555
  br label %565

565:                                              ; preds = %564
  %566 = load <2 x i64>, ptr %152, align 16
  %567 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %566, ptr %83, align 16
  store <2 x i64> %567, ptr %84, align 16
  %568 = load <2 x i64>, ptr %83, align 16
  %569 = load <2 x i64>, ptr %84, align 16
  %570 = shufflevector <2 x i64> %568, <2 x i64> %569, <2 x i32> <i32 0, i32 2>
  store <2 x i64> %570, ptr %193, align 16
  call void @mix(ptr noundef %193, i64 noundef 16)
  br label %571

571:                                              ; preds = %565
  %572 = load <2 x i64>, ptr %152, align 16
  %573 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %572, ptr %80, align 16
  store <2 x i64> %573, ptr %81, align 16
  %574 = load <2 x i64>, ptr %80, align 16
  %575 = bitcast <2 x i64> %574 to <16 x i8>
  %576 = load <2 x i64>, ptr %81, align 16
  %577 = bitcast <2 x i64> %576 to <16 x i8>
  %578 = icmp sgt <16 x i8> %575, %577
  %579 = sext <16 x i1> %578 to <16 x i8>
  %580 = bitcast <16 x i8> %579 to <2 x i64>
  store <2 x i64> %580, ptr %82, align 16
  %581 = load <2 x i64>, ptr %82, align 16
  %582 = bitcast <2 x i64> %581 to <16 x i8>
  %583 = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %582)
  store i32 %583, ptr %194, align 4
  br label %584

584:                                              ; preds = %571
  %585 = load i32, ptr %194, align 4
  store i32 %585, ptr %195, align 4
  call void @mix(ptr noundef %195, i64 noundef 4)
  br label %586

586:                                              ; preds = %584
  %587 = load <4 x float>, ptr %154, align 16
  %588 = load <4 x float>, ptr %155, align 16
  store <4 x float> %587, ptr %77, align 16
  store <4 x float> %588, ptr %78, align 16
  %589 = load <4 x float>, ptr %77, align 16
  %590 = load <4 x float>, ptr %78, align 16
  %591 = fcmp olt <4 x float> %589, %590
  %592 = sext <4 x i1> %591 to <4 x i32>
  %593 = bitcast <4 x i32> %592 to <4 x float>
  store <4 x float> %593, ptr %79, align 16
  %594 = load <4 x float>, ptr %79, align 16
  %595 = call i32 @llvm.x86.sse.movmsk.ps(<4 x float> %594)
  store i32 %595, ptr %194, align 4
  br label %596

596:                                              ; preds = %586
  %597 = load i32, ptr %194, align 4
  store i32 %597, ptr %196, align 4
  call void @mix(ptr noundef %196, i64 noundef 4)
  br label %598

598:                                              ; preds = %596
  %599 = load <2 x double>, ptr %156, align 16
  %600 = load <2 x double>, ptr %157, align 16
  store <2 x double> %599, ptr %74, align 16
  store <2 x double> %600, ptr %75, align 16
  %601 = load <2 x double>, ptr %75, align 16
  %602 = load <2 x double>, ptr %74, align 16
  %603 = fcmp ole <2 x double> %601, %602
  %604 = sext <2 x i1> %603 to <2 x i64>
  %605 = bitcast <2 x i64> %604 to <2 x double>
  store <2 x double> %605, ptr %76, align 16
  %606 = load <2 x double>, ptr %76, align 16
  %607 = call i32 @llvm.x86.sse2.movmsk.pd(<2 x double> %606)
  store i32 %607, ptr %194, align 4
  br label %608

608:                                              ; preds = %598
  %609 = load i32, ptr %194, align 4
  store i32 %609, ptr %197, align 4
  call void @mix(ptr noundef %197, i64 noundef 4)
  br label %610

610:                                              ; preds = %608
  br label %611

611:                                              ; preds = %610
  %612 = load <4 x float>, ptr %154, align 16
  %613 = load <4 x float>, ptr %155, align 16
  store <4 x float> %612, ptr %72, align 16
  store <4 x float> %613, ptr %73, align 16
  %614 = load <4 x float>, ptr %72, align 16
  %615 = load <4 x float>, ptr %73, align 16
  %616 = call <4 x float> @llvm.x86.sse.min.ps(<4 x float> %614, <4 x float> %615)
  store <4 x float> %616, ptr %198, align 16
  call void @mix(ptr noundef %198, i64 noundef 16)
  br label %617

617:                                              ; preds = %611
  br label %618

618:                                              ; preds = %617
  %619 = load <4 x float>, ptr %154, align 16
  %620 = load <4 x float>, ptr %155, align 16
  store <4 x float> %619, ptr %70, align 16
  store <4 x float> %620, ptr %71, align 16
  %621 = load <4 x float>, ptr %70, align 16
  %622 = load <4 x float>, ptr %71, align 16
  %623 = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %621, <4 x float> %622)
  store <4 x float> %623, ptr %199, align 16
  call void @mix(ptr noundef %199, i64 noundef 16)
  br label %624

624:                                              ; preds = %618
  br label %625

625:                                              ; preds = %624
  %626 = load <4 x float>, ptr %154, align 16
  %627 = load <4 x float>, ptr %155, align 16
  store <4 x float> %626, ptr %68, align 16
  store <4 x float> %627, ptr %69, align 16
  %628 = load <4 x float>, ptr %68, align 16
  %629 = load <4 x float>, ptr %69, align 16
  %630 = call <4 x float> @llvm.x86.sse.min.ss(<4 x float> %628, <4 x float> %629)
  store <4 x float> %630, ptr %200, align 16
  call void @mix(ptr noundef %200, i64 noundef 16)
  br label %631

631:                                              ; preds = %625
  br label %632

632:                                              ; preds = %631
  %633 = load <2 x double>, ptr %156, align 16
  %634 = load <2 x double>, ptr %157, align 16
  store <2 x double> %633, ptr %66, align 16
  store <2 x double> %634, ptr %67, align 16
  %635 = load <2 x double>, ptr %66, align 16
  %636 = load <2 x double>, ptr %67, align 16
  %637 = call <2 x double> @llvm.x86.sse2.max.sd(<2 x double> %635, <2 x double> %636)
  store <2 x double> %637, ptr %201, align 16
  call void @mix(ptr noundef %201, i64 noundef 16)
  br label %638

638:                                              ; preds = %632
  br label %639

639:                                              ; preds = %638
  %640 = load <2 x i64>, ptr %152, align 16
  %641 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %640, ptr %64, align 16
  store <2 x i64> %641, ptr %65, align 16
  %642 = load <2 x i64>, ptr %64, align 16
  %643 = bitcast <2 x i64> %642 to <8 x i16>
  %644 = load <2 x i64>, ptr %65, align 16
  %645 = bitcast <2 x i64> %644 to <8 x i16>
  %646 = call <8 x i16> @llvm.smin.v8i16(<8 x i16> %643, <8 x i16> %645)
  %647 = bitcast <8 x i16> %646 to <2 x i64>
  store <2 x i64> %647, ptr %202, align 16
  call void @mix(ptr noundef %202, i64 noundef 16)
  br label %648

648:                                              ; preds = %639
  br label %649

649:                                              ; preds = %648
  %650 = load <2 x i64>, ptr %152, align 16
  %651 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %650, ptr %62, align 16
  store <2 x i64> %651, ptr %63, align 16
  %652 = load <2 x i64>, ptr %62, align 16
  %653 = bitcast <2 x i64> %652 to <16 x i8>
  %654 = load <2 x i64>, ptr %63, align 16
  %655 = bitcast <2 x i64> %654 to <16 x i8>
  %656 = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %653, <16 x i8> %655)
  %657 = bitcast <16 x i8> %656 to <2 x i64>
  store <2 x i64> %657, ptr %203, align 16
  call void @mix(ptr noundef %203, i64 noundef 16)
  br label %658

658:                                              ; preds = %649
  br label %659

659:                                              ; preds = %658
  %660 = load <4 x float>, ptr %154, align 16
  %661 = load <4 x float>, ptr %155, align 16
  store <4 x float> %660, ptr %60, align 16
  store <4 x float> %661, ptr %61, align 16
  %662 = load <4 x float>, ptr %60, align 16
  %663 = load <4 x float>, ptr %61, align 16
  %664 = fcmp uno <4 x float> %662, %663
  %665 = sext <4 x i1> %664 to <4 x i32>
  %666 = bitcast <4 x i32> %665 to <4 x float>
  store <4 x float> %666, ptr %204, align 16
  call void @mix(ptr noundef %204, i64 noundef 16)
  br label %667

667:                                              ; preds = %659
  br label %668

668:                                              ; preds = %667
  %669 = load <4 x float>, ptr %154, align 16
  %670 = load <4 x float>, ptr %155, align 16
  store <4 x float> %669, ptr %58, align 16
  store <4 x float> %670, ptr %59, align 16
  %671 = load <4 x float>, ptr %58, align 16
  %672 = load <4 x float>, ptr %59, align 16
  %673 = fcmp une <4 x float> %671, %672
  %674 = sext <4 x i1> %673 to <4 x i32>
  %675 = bitcast <4 x i32> %674 to <4 x float>
  store <4 x float> %675, ptr %205, align 16
  call void @mix(ptr noundef %205, i64 noundef 16)
  br label %676

676:                                              ; preds = %668
  br label %677

677:                                              ; preds = %676
  %678 = load <2 x double>, ptr %156, align 16
  %679 = load <2 x double>, ptr %157, align 16
  store <2 x double> %678, ptr %56, align 16
  store <2 x double> %679, ptr %57, align 16
  %680 = load <2 x double>, ptr %56, align 16
  %681 = load <2 x double>, ptr %57, align 16
  %682 = fcmp ugt <2 x double> %680, %681
  %683 = sext <2 x i1> %682 to <2 x i64>
  %684 = bitcast <2 x i64> %683 to <2 x double>
  store <2 x double> %684, ptr %206, align 16
  call void @mix(ptr noundef %206, i64 noundef 16)
  br label %685

685:                                              ; preds = %677
  br label %686

686:                                              ; preds = %685
  %687 = load <4 x float>, ptr %154, align 16
  store float 0x400A666660000000, ptr %39, align 4
  %688 = load float, ptr %39, align 4
  %689 = insertelement <4 x float> poison, float %688, i32 0
  %690 = load float, ptr %39, align 4
  %691 = insertelement <4 x float> %689, float %690, i32 1
  %692 = load float, ptr %39, align 4
  %693 = insertelement <4 x float> %691, float %692, i32 2
  %694 = load float, ptr %39, align 4
  %695 = insertelement <4 x float> %693, float %694, i32 3
  store <4 x float> %695, ptr %40, align 16
  %696 = load <4 x float>, ptr %40, align 16
  store <4 x float> %687, ptr %45, align 16
  store <4 x float> %696, ptr %46, align 16
  %697 = load <4 x float>, ptr %45, align 16
  %698 = load <4 x float>, ptr %46, align 16
  %699 = fmul <4 x float> %697, %698
  store <4 x float> %699, ptr %55, align 16
  %700 = load <4 x float>, ptr %55, align 16
  %701 = call <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float> %700)
  %702 = bitcast <4 x i32> %701 to <2 x i64>
  store <2 x i64> %702, ptr %207, align 16
  call void @mix(ptr noundef %207, i64 noundef 16)
  br label %703

703:                                              ; preds = %686
  br label %704

704:                                              ; preds = %703
  %705 = load <4 x float>, ptr %154, align 16
  store float 0x400A666660000000, ptr %41, align 4
  %706 = load float, ptr %41, align 4
  %707 = insertelement <4 x float> poison, float %706, i32 0
  %708 = load float, ptr %41, align 4
  %709 = insertelement <4 x float> %707, float %708, i32 1
  %710 = load float, ptr %41, align 4
  %711 = insertelement <4 x float> %709, float %710, i32 2
  %712 = load float, ptr %41, align 4
  %713 = insertelement <4 x float> %711, float %712, i32 3
  store <4 x float> %713, ptr %42, align 16
  %714 = load <4 x float>, ptr %42, align 16
  store <4 x float> %705, ptr %47, align 16
  store <4 x float> %714, ptr %48, align 16
  %715 = load <4 x float>, ptr %47, align 16
  %716 = load <4 x float>, ptr %48, align 16
  %717 = fmul <4 x float> %715, %716
  store <4 x float> %717, ptr %38, align 16
  %718 = load <4 x float>, ptr %38, align 16
  %719 = call <4 x i32> @llvm.x86.sse2.cvttps2dq(<4 x float> %718)
  %720 = bitcast <4 x i32> %719 to <2 x i64>
  store <2 x i64> %720, ptr %208, align 16
  call void @mix(ptr noundef %208, i64 noundef 16)
  br label %721

721:                                              ; preds = %704
  br label %722

722:                                              ; preds = %721
  %723 = load <2 x double>, ptr %156, align 16
  store <2 x double> %723, ptr %37, align 16
  %724 = load <2 x double>, ptr %37, align 16
  %725 = call <4 x i32> @llvm.x86.sse2.cvtpd2dq(<2 x double> %724)
  %726 = bitcast <4 x i32> %725 to <2 x i64>
  store <2 x i64> %726, ptr %209, align 16
  call void @mix(ptr noundef %209, i64 noundef 16)
  br label %727

727:                                              ; preds = %722
  br label %728

728:                                              ; preds = %727
  %729 = load <2 x double>, ptr %157, align 16
  store <2 x double> %729, ptr %36, align 16
  %730 = load <2 x double>, ptr %36, align 16
  %731 = call <4 x i32> @llvm.x86.sse2.cvttpd2dq(<2 x double> %730)
  %732 = bitcast <4 x i32> %731 to <2 x i64>
  store <2 x i64> %732, ptr %210, align 16
  call void @mix(ptr noundef %210, i64 noundef 16)
  br label %733

733:                                              ; preds = %728
  br label %734

734:                                              ; preds = %733
  %735 = load <2 x double>, ptr %156, align 16
  store <2 x double> %735, ptr %35, align 16
  %736 = load <2 x double>, ptr %35, align 16
  %737 = call <4 x float> @llvm.x86.sse2.cvtpd2ps(<2 x double> %736)
  store <4 x float> %737, ptr %211, align 16
  call void @mix(ptr noundef %211, i64 noundef 16)
  br label %738

738:                                              ; preds = %734
  br label %739

739:                                              ; preds = %738
  %740 = load <2 x i64>, ptr %152, align 16
  store <2 x i64> %740, ptr %34, align 16
  %741 = load <2 x i64>, ptr %34, align 16
  %742 = bitcast <2 x i64> %741 to <4 x i32>
  %743 = sitofp <4 x i32> %742 to <4 x float>
  store <4 x float> %743, ptr %212, align 16
  call void @mix(ptr noundef %212, i64 noundef 16)
  br label %744

744:                                              ; preds = %739
  br label %745

745:                                              ; preds = %744
  %746 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %746, ptr %33, align 16
  %747 = load <2 x i64>, ptr %33, align 16
  %748 = bitcast <2 x i64> %747 to <4 x i32>
  %749 = load <2 x i64>, ptr %33, align 16
  %750 = bitcast <2 x i64> %749 to <4 x i32>
  %751 = shufflevector <4 x i32> %748, <4 x i32> %750, <2 x i32> <i32 0, i32 1>
  %752 = sitofp <2 x i32> %751 to <2 x double>
  store <2 x double> %752, ptr %213, align 16
  call void @mix(ptr noundef %213, i64 noundef 16)
  br label %753

753:                                              ; preds = %745
  %754 = load <4 x float>, ptr %154, align 16
  store <4 x float> %754, ptr %32, align 16
  %755 = load <4 x float>, ptr %32, align 16
  %756 = call i32 @llvm.x86.sse.cvtss2si(<4 x float> %755)
  %757 = load <4 x float>, ptr %155, align 16
  store <4 x float> %757, ptr %31, align 16
  %758 = load <4 x float>, ptr %31, align 16
  %759 = call i32 @llvm.x86.sse.cvttss2si(<4 x float> %758)
  %760 = add i32 %756, %759
  %761 = load <2 x double>, ptr %156, align 16
  store <2 x double> %761, ptr %30, align 16
  %762 = load <2 x double>, ptr %30, align 16
  %763 = call i32 @llvm.x86.sse2.cvtsd2si(<2 x double> %762)
  %764 = add i32 %760, %763
  store i32 %764, ptr %214, align 4
  br label %765

765:                                              ; preds = %753
  %766 = load i32, ptr %214, align 4
  store i32 %766, ptr %215, align 4
  call void @mix(ptr noundef %215, i64 noundef 4)
  br label %767

767:                                              ; preds = %765
  %768 = load <4 x float>, ptr %155, align 16
  store <4 x float> %768, ptr %29, align 16
  %769 = load <4 x float>, ptr %29, align 16
  %770 = call i64 @llvm.x86.sse.cvtss2si64(<4 x float> %769)
  %771 = load <2 x double>, ptr %157, align 16
  store <2 x double> %771, ptr %28, align 16
  %772 = load <2 x double>, ptr %28, align 16
  %773 = call i64 @llvm.x86.sse2.cvtsd2si64(<2 x double> %772)
  %774 = add i64 %770, %773
  store i64 %774, ptr %216, align 8
  br label %775

775:                                              ; preds = %767
  %776 = load i64, ptr %216, align 8
  store i64 %776, ptr %217, align 8
  call void @mix(ptr noundef %217, i64 noundef 8)
  br label %777

777:                                              ; preds = %775
  br label %778

778:                                              ; preds = %777
  %779 = load <4 x float>, ptr %154, align 16
  store i32 2147483647, ptr %23, align 4
  %780 = load i32, ptr %23, align 4
  %781 = load i32, ptr %23, align 4
  %782 = load i32, ptr %23, align 4
  %783 = load i32, ptr %23, align 4
  store i32 %780, ptr %2, align 4
  store i32 %781, ptr %3, align 4
  store i32 %782, ptr %4, align 4
  store i32 %783, ptr %5, align 4
  %784 = load i32, ptr %5, align 4
  %785 = insertelement <4 x i32> poison, i32 %784, i32 0
  %786 = load i32, ptr %4, align 4
  %787 = insertelement <4 x i32> %785, i32 %786, i32 1
  %788 = load i32, ptr %3, align 4
  %789 = insertelement <4 x i32> %787, i32 %788, i32 2
  %790 = load i32, ptr %2, align 4
  %791 = insertelement <4 x i32> %789, i32 %790, i32 3
  store <4 x i32> %791, ptr %6, align 16
  %792 = load <4 x i32>, ptr %6, align 16
  %793 = bitcast <4 x i32> %792 to <2 x i64>
  store <2 x i64> %793, ptr %24, align 16
  %794 = load <2 x i64>, ptr %24, align 16
  %795 = bitcast <2 x i64> %794 to <4 x float>
  store <4 x float> %779, ptr %25, align 16
  store <4 x float> %795, ptr %26, align 16
  %796 = load <4 x float>, ptr %25, align 16
  %797 = bitcast <4 x float> %796 to <4 x i32>
  %798 = load <4 x float>, ptr %26, align 16
  %799 = bitcast <4 x float> %798 to <4 x i32>
  %800 = and <4 x i32> %797, %799
  %801 = bitcast <4 x i32> %800 to <4 x float>
  store <4 x float> %801, ptr %27, align 16
  %802 = load <4 x float>, ptr %27, align 16
  %803 = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %802)
  store <4 x float> %803, ptr %218, align 16
  call void @mix(ptr noundef %218, i64 noundef 16)
  br label %804

804:                                              ; preds = %778
  %805 = load i32, ptr %151, align 4
  %806 = sitofp i32 %805 to float
  %807 = fadd float 3.000000e+00, %806
  store float %807, ptr %43, align 4
  %808 = load float, ptr %43, align 4
  %809 = insertelement <4 x float> poison, float %808, i32 0
  %810 = load float, ptr %43, align 4
  %811 = insertelement <4 x float> %809, float %810, i32 1
  %812 = load float, ptr %43, align 4
  %813 = insertelement <4 x float> %811, float %812, i32 2
  %814 = load float, ptr %43, align 4
  %815 = insertelement <4 x float> %813, float %814, i32 3
  store <4 x float> %815, ptr %44, align 16
  %816 = load <4 x float>, ptr %44, align 16
  store <4 x float> %816, ptr %219, align 16
  %817 = load <4 x float>, ptr %219, align 16
  store <4 x float> %817, ptr %20, align 16
  %818 = load <4 x float>, ptr %20, align 16
  %819 = call <4 x float> @llvm.x86.sse.rcp.ps(<4 x float> %818)
  %820 = load <4 x float>, ptr %219, align 16
  store <4 x float> %819, ptr %49, align 16
  store <4 x float> %820, ptr %50, align 16
  %821 = load <4 x float>, ptr %49, align 16
  %822 = load <4 x float>, ptr %50, align 16
  %823 = fmul <4 x float> %821, %822
  store <4 x float> %823, ptr %21, align 16
  %824 = load <4 x float>, ptr %21, align 16
  %825 = extractelement <4 x float> %824, i32 0
  store float %825, ptr %220, align 4
  %826 = load <4 x float>, ptr %219, align 16
  store <4 x float> %826, ptr %18, align 16
  %827 = load <4 x float>, ptr %18, align 16
  %828 = call <4 x float> @llvm.x86.sse.rsqrt.ps(<4 x float> %827)
  %829 = load <4 x float>, ptr %219, align 16
  store <4 x float> %829, ptr %19, align 16
  %830 = load <4 x float>, ptr %19, align 16
  %831 = call <4 x float> @llvm.x86.sse.rsqrt.ps(<4 x float> %830)
  store <4 x float> %828, ptr %51, align 16
  store <4 x float> %831, ptr %52, align 16
  %832 = load <4 x float>, ptr %51, align 16
  %833 = load <4 x float>, ptr %52, align 16
  %834 = fmul <4 x float> %832, %833
  %835 = load <4 x float>, ptr %219, align 16
  store <4 x float> %834, ptr %53, align 16
  store <4 x float> %835, ptr %54, align 16
  %836 = load <4 x float>, ptr %53, align 16
  %837 = load <4 x float>, ptr %54, align 16
  %838 = fmul <4 x float> %836, %837
  store <4 x float> %838, ptr %22, align 16
  %839 = load <4 x float>, ptr %22, align 16
  %840 = extractelement <4 x float> %839, i32 0
  store float %840, ptr %221, align 4
  %841 = load float, ptr %220, align 4
  %842 = fcmp ogt float %841, 0x3FEFF7CEE0000000
  br i1 %842, label %843, label %852

843:                                              ; preds = %804
  %844 = load float, ptr %220, align 4
  %845 = fcmp olt float %844, 0x3FF00418A0000000
  br i1 %845, label %846, label %852

846:                                              ; preds = %843
  %847 = load float, ptr %221, align 4
  %848 = fcmp ogt float %847, 0x3FEFF7CEE0000000
  br i1 %848, label %849, label %852

849:                                              ; preds = %846
  %850 = load float, ptr %221, align 4
  %851 = fcmp olt float %850, 0x3FF00418A0000000
  br label %852

852:                                              ; preds = %849, %846, %843, %804
  %853 = phi i1 [ false, %846 ], [ false, %843 ], [ false, %804 ], [ %851, %849 ]
  %854 = zext i1 %853 to i32
  store i32 %854, ptr %222, align 4
  br label %855

855:                                              ; preds = %852
  %856 = load i32, ptr %222, align 4
  store i32 %856, ptr %223, align 4
  call void @mix(ptr noundef %223, i64 noundef 4)
  br label %857

857:                                              ; preds = %855
  br label %858

858:                                              ; preds = %857
  %859 = load <2 x i64>, ptr %152, align 16
  %860 = bitcast <2 x i64> %859 to <8 x i16>
  %861 = extractelement <8 x i16> %860, i64 5
  %862 = zext i16 %861 to i32
  store i32 %862, ptr %224, align 4
  call void @mix(ptr noundef %224, i64 noundef 4)
  br label %863

863:                                              ; preds = %858
  br label %864

864:                                              ; preds = %863
  %865 = load <2 x i64>, ptr %152, align 16
  %866 = bitcast <2 x i64> %865 to <8 x i16>
  %867 = load i32, ptr %214, align 4
  %868 = and i32 %867, 65535
  %869 = trunc i32 %868 to i16
  %870 = insertelement <8 x i16> %866, i16 %869, i64 2
  %871 = bitcast <8 x i16> %870 to <2 x i64>
  store <2 x i64> %871, ptr %225, align 16
  call void @mix(ptr noundef %225, i64 noundef 16)
  br label %872

872:                                              ; preds = %864
  br label %873

873:                                              ; preds = %872
  %874 = load <2 x i64>, ptr %152, align 16
  store <2 x i64> %874, ptr %16, align 16
  %875 = load <2 x i64>, ptr %16, align 16
  %876 = bitcast <2 x i64> %875 to <4 x i32>
  store <4 x i32> %876, ptr %17, align 16
  %877 = load <4 x i32>, ptr %17, align 16
  %878 = extractelement <4 x i32> %877, i32 0
  store i32 %878, ptr %226, align 4
  call void @mix(ptr noundef %226, i64 noundef 4)
  br label %879

879:                                              ; preds = %873
  br label %880

880:                                              ; preds = %879
  %881 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %881, ptr %15, align 16
  %882 = load <2 x i64>, ptr %15, align 16
  %883 = extractelement <2 x i64> %882, i32 0
  store i64 %883, ptr %227, align 8
  call void @mix(ptr noundef %227, i64 noundef 8)
  br label %884

884:                                              ; preds = %880
  br label %885

885:                                              ; preds = %884
  %886 = load <2 x i64>, ptr %152, align 16
  %887 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %886, ptr %13, align 16
  store <2 x i64> %887, ptr %14, align 16
  %888 = load <2 x i64>, ptr %13, align 16
  %889 = bitcast <2 x i64> %888 to <16 x i8>
  %890 = load <2 x i64>, ptr %14, align 16
  %891 = bitcast <2 x i64> %890 to <16 x i8>
  %892 = call <16 x i8> @llvm.sadd.sat.v16i8(<16 x i8> %889, <16 x i8> %891)
  %893 = bitcast <16 x i8> %892 to <2 x i64>
  store <2 x i64> %893, ptr %228, align 16
  call void @mix(ptr noundef %228, i64 noundef 16)
  br label %894

894:                                              ; preds = %885
  br label %895

895:                                              ; preds = %894
  %896 = load <2 x i64>, ptr %152, align 16
  %897 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %896, ptr %11, align 16
  store <2 x i64> %897, ptr %12, align 16
  %898 = load <2 x i64>, ptr %11, align 16
  %899 = bitcast <2 x i64> %898 to <8 x i16>
  %900 = load <2 x i64>, ptr %12, align 16
  %901 = bitcast <2 x i64> %900 to <8 x i16>
  %902 = call <8 x i16> @llvm.usub.sat.v8i16(<8 x i16> %899, <8 x i16> %901)
  %903 = bitcast <8 x i16> %902 to <2 x i64>
  store <2 x i64> %903, ptr %229, align 16
  call void @mix(ptr noundef %229, i64 noundef 16)
  br label %904

904:                                              ; preds = %895
  br label %905

905:                                              ; preds = %904
  %906 = load <2 x i64>, ptr %152, align 16
  %907 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %906, ptr %9, align 16
  store <2 x i64> %907, ptr %10, align 16
  %908 = load <2 x i64>, ptr %9, align 16
  %909 = xor <2 x i64> %908, <i64 -1, i64 -1>
  %910 = load <2 x i64>, ptr %10, align 16
  %911 = and <2 x i64> %909, %910
  store <2 x i64> %911, ptr %230, align 16
  call void @mix(ptr noundef %230, i64 noundef 16)
  br label %912

912:                                              ; preds = %905
  br label %913

913:                                              ; preds = %912
  %914 = load <2 x i64>, ptr %152, align 16
  %915 = load <2 x i64>, ptr %153, align 16
  store <2 x i64> %914, ptr %7, align 16
  store <2 x i64> %915, ptr %8, align 16
  %916 = load <2 x i64>, ptr %7, align 16
  %917 = load <2 x i64>, ptr %8, align 16
  %918 = add <2 x i64> %916, %917
  store <2 x i64> %918, ptr %231, align 16
  call void @mix(ptr noundef %231, i64 noundef 16)
  br label %919

919:                                              ; preds = %913
  ret void
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #13
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sse4(i32 noundef %0) #2 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca <2 x i64>, align 16
  %5 = alloca <2 x i64>, align 16
  %6 = alloca <2 x i64>, align 16
  %7 = alloca <2 x i64>, align 16
  %8 = alloca <2 x i64>, align 16
  %9 = alloca <2 x i64>, align 16
  %10 = alloca <2 x i64>, align 16
  %11 = alloca <2 x i64>, align 16
  %12 = alloca <2 x i64>, align 16
  %13 = alloca <2 x i64>, align 16
  %14 = alloca <2 x i64>, align 16
  %15 = alloca <2 x i64>, align 16
  %16 = alloca <2 x i64>, align 16
  %17 = alloca <2 x i64>, align 16
  %18 = alloca <2 x i64>, align 16
  %19 = alloca <2 x i64>, align 16
  %20 = alloca <2 x i64>, align 16
  %21 = alloca <2 x i64>, align 16
  %22 = alloca <2 x i64>, align 16
  %23 = alloca <2 x i64>, align 16
  %24 = alloca <2 x i64>, align 16
  %25 = alloca <2 x i64>, align 16
  %26 = alloca <2 x i64>, align 16
  %27 = alloca <2 x i64>, align 16
  %28 = alloca <2 x i64>, align 16
  %29 = alloca <2 x i64>, align 16
  %30 = alloca <2 x i64>, align 16
  %31 = alloca <2 x i64>, align 16
  %32 = alloca <2 x i64>, align 16
  %33 = alloca <2 x i64>, align 16
  %34 = alloca <2 x i64>, align 16
  %35 = alloca double, align 8
  %36 = alloca <2 x double>, align 16
  %37 = alloca <2 x double>, align 16
  %38 = alloca <2 x double>, align 16
  %39 = alloca <4 x float>, align 16
  %40 = alloca <4 x float>, align 16
  %41 = alloca <4 x float>, align 16
  %42 = alloca <2 x i64>, align 16
  %43 = alloca <2 x i64>, align 16
  %44 = alloca <2 x i64>, align 16
  %45 = alloca <2 x i64>, align 16
  %46 = alloca <2 x i64>, align 16
  %47 = alloca <2 x i64>, align 16
  %48 = alloca <2 x i64>, align 16
  %49 = alloca <2 x i64>, align 16
  %50 = alloca <2 x i64>, align 16
  %51 = alloca <2 x i64>, align 16
  %52 = alloca <2 x i64>, align 16
  %53 = alloca <2 x i64>, align 16
  %54 = alloca <2 x i64>, align 16
  %55 = alloca <2 x i64>, align 16
  %56 = alloca <2 x i64>, align 16
  %57 = alloca <2 x i64>, align 16
  %58 = alloca <2 x i64>, align 16
  %59 = alloca <2 x i64>, align 16
  %60 = alloca <2 x i64>, align 16
  %61 = alloca <2 x i64>, align 16
  %62 = alloca <2 x i64>, align 16
  %63 = alloca <2 x i64>, align 16
  %64 = alloca <2 x i64>, align 16
  %65 = alloca <2 x i64>, align 16
  %66 = alloca <2 x i64>, align 16
  %67 = alloca <4 x float>, align 16
  %68 = alloca <4 x float>, align 16
  %69 = alloca <2 x double>, align 16
  %70 = alloca <2 x double>, align 16
  %71 = alloca <4 x float>, align 16
  %72 = alloca <4 x float>, align 16
  %73 = alloca float, align 4
  %74 = alloca <4 x float>, align 16
  %75 = alloca float, align 4
  %76 = alloca <4 x float>, align 16
  %77 = alloca <4 x float>, align 16
  %78 = alloca <4 x float>, align 16
  %79 = alloca <4 x float>, align 16
  %80 = alloca <4 x float>, align 16
  %81 = alloca <4 x float>, align 16
  %82 = alloca <4 x float>, align 16
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca <2 x i64>, align 16
  %89 = alloca <2 x i64>, align 16
  %90 = alloca <4 x float>, align 16
  %91 = alloca <4 x float>, align 16
  %92 = alloca <2 x double>, align 16
  %93 = alloca <2 x double>, align 16
  %94 = alloca <4 x float>, align 16
  %95 = alloca <2 x double>, align 16
  %96 = alloca <4 x float>, align 16
  %97 = alloca <2 x i64>, align 16
  %98 = alloca <2 x i64>, align 16
  %99 = alloca <2 x i64>, align 16
  %100 = alloca <2 x i64>, align 16
  %101 = alloca <2 x i64>, align 16
  %102 = alloca <2 x i64>, align 16
  %103 = alloca <2 x i64>, align 16
  %104 = alloca <2 x i64>, align 16
  %105 = alloca <2 x i64>, align 16
  %106 = alloca <2 x i64>, align 16
  %107 = alloca <2 x i64>, align 16
  %108 = alloca <2 x i64>, align 16
  %109 = alloca <2 x i64>, align 16
  %110 = alloca <4 x float>, align 16
  %111 = alloca <2 x i64>, align 16
  %112 = alloca <4 x float>, align 16
  %113 = alloca <4 x float>, align 16
  %114 = alloca <2 x double>, align 16
  %115 = alloca <4 x float>, align 16
  %116 = alloca <4 x float>, align 16
  %117 = alloca <4 x float>, align 16
  %118 = alloca <2 x double>, align 16
  %119 = alloca <2 x i64>, align 16
  %120 = alloca <2 x i64>, align 16
  %121 = alloca i32, align 4
  %122 = alloca i32, align 4
  %123 = alloca i32, align 4
  %124 = alloca <2 x i64>, align 16
  %125 = alloca <2 x i64>, align 16
  %126 = alloca <2 x i64>, align 16
  %127 = alloca <2 x i64>, align 16
  %128 = alloca <2 x i64>, align 16
  %129 = alloca <2 x i64>, align 16
  %130 = alloca <2 x i64>, align 16
  %131 = alloca <2 x i64>, align 16
  %132 = alloca <2 x i64>, align 16
  %133 = alloca <2 x i64>, align 16
  %134 = alloca i32, align 4
  %135 = alloca i32, align 4
  %136 = alloca i64, align 8
  %137 = alloca <2 x i64>, align 16
  %138 = alloca <2 x i64>, align 16
  %139 = alloca <2 x i64>, align 16
  %140 = alloca <4 x float>, align 16
  %141 = alloca i32, align 4
  %142 = alloca float, align 4
  %143 = alloca <2 x i64>, align 16
  %144 = alloca <2 x i64>, align 16
  %145 = alloca i32, align 4
  %146 = alloca i64, align 8
  store i32 %0, ptr %87, align 4
  %147 = load i32, ptr %87, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %148
  store ptr %149, ptr %85, align 8
  %150 = load ptr, ptr %85, align 8
  %151 = load <2 x i64>, ptr %150, align 1
  store <2 x i64> %151, ptr %88, align 16
  %152 = load i32, ptr %87, align 4
  %153 = add nsw i32 %152, 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %154
  store ptr %155, ptr %86, align 8
  %156 = load ptr, ptr %86, align 8
  %157 = load <2 x i64>, ptr %156, align 1
  store <2 x i64> %157, ptr %89, align 16
  %158 = load i32, ptr %87, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %159
  store ptr %160, ptr %83, align 8
  %161 = load ptr, ptr %83, align 8
  %162 = load <4 x float>, ptr %161, align 1
  store <4 x float> %162, ptr %90, align 16
  %163 = load i32, ptr %87, align 4
  %164 = add nsw i32 %163, 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %165
  store ptr %166, ptr %84, align 8
  %167 = load ptr, ptr %84, align 8
  %168 = load <4 x float>, ptr %167, align 1
  store <4 x float> %168, ptr %91, align 16
  %169 = load <4 x float>, ptr %90, align 16
  store <4 x float> %169, ptr %81, align 16
  %170 = load <4 x float>, ptr %81, align 16
  %171 = load <4 x float>, ptr %81, align 16
  %172 = shufflevector <4 x float> %170, <4 x float> %171, <2 x i32> <i32 0, i32 1>
  %173 = fpext <2 x float> %172 to <2 x double>
  store <2 x double> %173, ptr %92, align 16
  %174 = load <4 x float>, ptr %91, align 16
  store <4 x float> %174, ptr %82, align 16
  %175 = load <4 x float>, ptr %82, align 16
  %176 = load <4 x float>, ptr %82, align 16
  %177 = shufflevector <4 x float> %175, <4 x float> %176, <2 x i32> <i32 0, i32 1>
  %178 = fpext <2 x float> %177 to <2 x double>
  store <2 x double> %178, ptr %93, align 16
  br label %179

179:                                              ; preds = %1
  %180 = load <4 x float>, ptr %90, align 16
  %181 = load <4 x float>, ptr %91, align 16
  store <4 x float> %180, ptr %71, align 16
  store <4 x float> %181, ptr %72, align 16
  %182 = load <4 x float>, ptr %71, align 16
  %183 = load <4 x float>, ptr %72, align 16
  %184 = call <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float> %182, <4 x float> %183)
  store <4 x float> %184, ptr %94, align 16
  call void @mix(ptr noundef %94, i64 noundef 16)
  br label %185

185:                                              ; preds = %179
  br label %186

186:                                              ; preds = %185
  %187 = load <2 x double>, ptr %92, align 16
  %188 = load <2 x double>, ptr %93, align 16
  store <2 x double> %187, ptr %69, align 16
  store <2 x double> %188, ptr %70, align 16
  %189 = load <2 x double>, ptr %69, align 16
  %190 = load <2 x double>, ptr %70, align 16
  %191 = call <2 x double> @llvm.x86.sse3.hsub.pd(<2 x double> %189, <2 x double> %190)
  store <2 x double> %191, ptr %95, align 16
  call void @mix(ptr noundef %95, i64 noundef 16)
  br label %192

192:                                              ; preds = %186
  br label %193

193:                                              ; preds = %192
  %194 = load <4 x float>, ptr %90, align 16
  %195 = load <4 x float>, ptr %91, align 16
  store <4 x float> %194, ptr %67, align 16
  store <4 x float> %195, ptr %68, align 16
  %196 = load <4 x float>, ptr %67, align 16
  %197 = load <4 x float>, ptr %68, align 16
  %198 = call <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float> %196, <4 x float> %197)
  store <4 x float> %198, ptr %96, align 16
  call void @mix(ptr noundef %96, i64 noundef 16)
  br label %199

199:                                              ; preds = %193
  br label %200

200:                                              ; preds = %199
  %201 = load <2 x i64>, ptr %88, align 16
  %202 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %201, ptr %65, align 16
  store <2 x i64> %202, ptr %66, align 16
  %203 = load <2 x i64>, ptr %65, align 16
  %204 = bitcast <2 x i64> %203 to <16 x i8>
  %205 = load <2 x i64>, ptr %66, align 16
  %206 = bitcast <2 x i64> %205 to <16 x i8>
  %207 = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %204, <16 x i8> %206)
  %208 = bitcast <16 x i8> %207 to <2 x i64>
  store <2 x i64> %208, ptr %97, align 16
  call void @mix(ptr noundef %97, i64 noundef 16)
  br label %209

209:                                              ; preds = %200
  br label %210

210:                                              ; preds = %209
  %211 = load <2 x i64>, ptr %88, align 16
  %212 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %211, ptr %63, align 16
  store <2 x i64> %212, ptr %64, align 16
  %213 = load <2 x i64>, ptr %63, align 16
  %214 = bitcast <2 x i64> %213 to <8 x i16>
  %215 = load <2 x i64>, ptr %64, align 16
  %216 = bitcast <2 x i64> %215 to <8 x i16>
  %217 = call <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16> %214, <8 x i16> %216)
  %218 = bitcast <8 x i16> %217 to <2 x i64>
  store <2 x i64> %218, ptr %98, align 16
  call void @mix(ptr noundef %98, i64 noundef 16)
  br label %219

219:                                              ; preds = %210
  br label %220

220:                                              ; preds = %219
  %221 = load <2 x i64>, ptr %88, align 16
  %222 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %221, ptr %61, align 16
  store <2 x i64> %222, ptr %62, align 16
  %223 = load <2 x i64>, ptr %61, align 16
  %224 = bitcast <2 x i64> %223 to <4 x i32>
  %225 = load <2 x i64>, ptr %62, align 16
  %226 = bitcast <2 x i64> %225 to <4 x i32>
  %227 = call <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32> %224, <4 x i32> %226)
  %228 = bitcast <4 x i32> %227 to <2 x i64>
  store <2 x i64> %228, ptr %99, align 16
  call void @mix(ptr noundef %99, i64 noundef 16)
  br label %229

229:                                              ; preds = %220
  br label %230

230:                                              ; preds = %229
  %231 = load <2 x i64>, ptr %88, align 16
  %232 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %231, ptr %59, align 16
  store <2 x i64> %232, ptr %60, align 16
  %233 = load <2 x i64>, ptr %59, align 16
  %234 = bitcast <2 x i64> %233 to <4 x i32>
  %235 = load <2 x i64>, ptr %60, align 16
  %236 = bitcast <2 x i64> %235 to <4 x i32>
  %237 = call <4 x i32> @llvm.x86.ssse3.phsub.d.128(<4 x i32> %234, <4 x i32> %236)
  %238 = bitcast <4 x i32> %237 to <2 x i64>
  store <2 x i64> %238, ptr %100, align 16
  call void @mix(ptr noundef %100, i64 noundef 16)
  br label %239

239:                                              ; preds = %230
  br label %240

240:                                              ; preds = %239
  %241 = load <2 x i64>, ptr %88, align 16
  %242 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %241, ptr %57, align 16
  store <2 x i64> %242, ptr %58, align 16
  %243 = load <2 x i64>, ptr %57, align 16
  %244 = bitcast <2 x i64> %243 to <8 x i16>
  %245 = load <2 x i64>, ptr %58, align 16
  %246 = bitcast <2 x i64> %245 to <8 x i16>
  %247 = call <8 x i16> @llvm.x86.ssse3.phadd.sw.128(<8 x i16> %244, <8 x i16> %246)
  %248 = bitcast <8 x i16> %247 to <2 x i64>
  store <2 x i64> %248, ptr %101, align 16
  call void @mix(ptr noundef %101, i64 noundef 16)
  br label %249

249:                                              ; preds = %240
  br label %250

250:                                              ; preds = %249
  %251 = load <2 x i64>, ptr %88, align 16
  %252 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %251, ptr %55, align 16
  store <2 x i64> %252, ptr %56, align 16
  %253 = load <2 x i64>, ptr %55, align 16
  %254 = bitcast <2 x i64> %253 to <16 x i8>
  %255 = load <2 x i64>, ptr %56, align 16
  %256 = bitcast <2 x i64> %255 to <16 x i8>
  %257 = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> %254, <16 x i8> %256)
  %258 = bitcast <8 x i16> %257 to <2 x i64>
  store <2 x i64> %258, ptr %102, align 16
  call void @mix(ptr noundef %102, i64 noundef 16)
  br label %259

259:                                              ; preds = %250
  br label %260

260:                                              ; preds = %259
  %261 = load <2 x i64>, ptr %88, align 16
  %262 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %261, ptr %53, align 16
  store <2 x i64> %262, ptr %54, align 16
  %263 = load <2 x i64>, ptr %53, align 16
  %264 = bitcast <2 x i64> %263 to <8 x i16>
  %265 = load <2 x i64>, ptr %54, align 16
  %266 = bitcast <2 x i64> %265 to <8 x i16>
  %267 = call <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16> %264, <8 x i16> %266)
  %268 = bitcast <8 x i16> %267 to <2 x i64>
  store <2 x i64> %268, ptr %103, align 16
  call void @mix(ptr noundef %103, i64 noundef 16)
  br label %269

269:                                              ; preds = %260
  br label %270

270:                                              ; preds = %269
  %271 = load <2 x i64>, ptr %88, align 16
  %272 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %271, ptr %51, align 16
  store <2 x i64> %272, ptr %52, align 16
  %273 = load <2 x i64>, ptr %51, align 16
  %274 = bitcast <2 x i64> %273 to <16 x i8>
  %275 = load <2 x i64>, ptr %52, align 16
  %276 = bitcast <2 x i64> %275 to <16 x i8>
  %277 = call <16 x i8> @llvm.x86.ssse3.psign.b.128(<16 x i8> %274, <16 x i8> %276)
  %278 = bitcast <16 x i8> %277 to <2 x i64>
  store <2 x i64> %278, ptr %104, align 16
  call void @mix(ptr noundef %104, i64 noundef 16)
  br label %279

279:                                              ; preds = %270
  br label %280

280:                                              ; preds = %279
  %281 = load <2 x i64>, ptr %88, align 16
  %282 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %281, ptr %49, align 16
  store <2 x i64> %282, ptr %50, align 16
  %283 = load <2 x i64>, ptr %49, align 16
  %284 = bitcast <2 x i64> %283 to <4 x i32>
  %285 = load <2 x i64>, ptr %50, align 16
  %286 = bitcast <2 x i64> %285 to <4 x i32>
  %287 = call <4 x i32> @llvm.x86.ssse3.psign.d.128(<4 x i32> %284, <4 x i32> %286)
  %288 = bitcast <4 x i32> %287 to <2 x i64>
  store <2 x i64> %288, ptr %105, align 16
  call void @mix(ptr noundef %105, i64 noundef 16)
  br label %289

289:                                              ; preds = %280
  br label %290

290:                                              ; preds = %289
  %291 = load <2 x i64>, ptr %88, align 16
  store <2 x i64> %291, ptr %48, align 16
  %292 = load <2 x i64>, ptr %48, align 16
  %293 = bitcast <2 x i64> %292 to <16 x i8>
  %294 = call <16 x i8> @llvm.abs.v16i8(<16 x i8> %293, i1 false)
  %295 = bitcast <16 x i8> %294 to <2 x i64>
  store <2 x i64> %295, ptr %106, align 16
  call void @mix(ptr noundef %106, i64 noundef 16)
  br label %296

296:                                              ; preds = %290
  br label %297

297:                                              ; preds = %296
  %298 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %298, ptr %47, align 16
  %299 = load <2 x i64>, ptr %47, align 16
  %300 = bitcast <2 x i64> %299 to <4 x i32>
  %301 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %300, i1 false)
  %302 = bitcast <4 x i32> %301 to <2 x i64>
  store <2 x i64> %302, ptr %107, align 16
  call void @mix(ptr noundef %107, i64 noundef 16)
  br label %303

303:                                              ; preds = %297
  br label %304

304:                                              ; preds = %303
  %305 = load <2 x i64>, ptr %88, align 16
  %306 = bitcast <2 x i64> %305 to <16 x i8>
  %307 = load <2 x i64>, ptr %89, align 16
  %308 = bitcast <2 x i64> %307 to <16 x i8>
  %309 = shufflevector <16 x i8> %308, <16 x i8> %306, <16 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22>
  %310 = bitcast <16 x i8> %309 to <2 x i64>
  store <2 x i64> %310, ptr %108, align 16
  call void @mix(ptr noundef %108, i64 noundef 16)
  br label %311

311:                                              ; preds = %304
  br label %312

312:                                              ; preds = %311
  %313 = load <2 x i64>, ptr %88, align 16
  %314 = load <2 x i64>, ptr %89, align 16
  %315 = load <2 x i64>, ptr %88, align 16
  %316 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %315, ptr %42, align 16
  store <2 x i64> %316, ptr %43, align 16
  %317 = load <2 x i64>, ptr %42, align 16
  %318 = load <2 x i64>, ptr %43, align 16
  %319 = xor <2 x i64> %317, %318
  store <2 x i64> %313, ptr %44, align 16
  store <2 x i64> %314, ptr %45, align 16
  store <2 x i64> %319, ptr %46, align 16
  %320 = load <2 x i64>, ptr %44, align 16
  %321 = bitcast <2 x i64> %320 to <16 x i8>
  %322 = load <2 x i64>, ptr %45, align 16
  %323 = bitcast <2 x i64> %322 to <16 x i8>
  %324 = load <2 x i64>, ptr %46, align 16
  %325 = bitcast <2 x i64> %324 to <16 x i8>
  %326 = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %321, <16 x i8> %323, <16 x i8> %325)
  %327 = bitcast <16 x i8> %326 to <2 x i64>
  store <2 x i64> %327, ptr %109, align 16
  call void @mix(ptr noundef %109, i64 noundef 16)
  br label %328

328:                                              ; preds = %312
  br label %329

329:                                              ; preds = %328
  %330 = load <4 x float>, ptr %90, align 16
  %331 = load <4 x float>, ptr %91, align 16
  %332 = load <4 x float>, ptr %90, align 16
  store <4 x float> %330, ptr %39, align 16
  store <4 x float> %331, ptr %40, align 16
  store <4 x float> %332, ptr %41, align 16
  %333 = load <4 x float>, ptr %39, align 16
  %334 = load <4 x float>, ptr %40, align 16
  %335 = load <4 x float>, ptr %41, align 16
  %336 = call <4 x float> @llvm.x86.sse41.blendvps(<4 x float> %333, <4 x float> %334, <4 x float> %335)
  store <4 x float> %336, ptr %110, align 16
  call void @mix(ptr noundef %110, i64 noundef 16)
  br label %337

337:                                              ; preds = %329
  br label %338

338:                                              ; preds = %337
  %339 = load <2 x i64>, ptr %88, align 16
  %340 = bitcast <2 x i64> %339 to <8 x i16>
  %341 = load <2 x i64>, ptr %89, align 16
  %342 = bitcast <2 x i64> %341 to <8 x i16>
  %343 = shufflevector <8 x i16> %340, <8 x i16> %342, <8 x i32> <i32 0, i32 9, i32 2, i32 11, i32 12, i32 5, i32 14, i32 7>
  %344 = bitcast <8 x i16> %343 to <2 x i64>
  store <2 x i64> %344, ptr %111, align 16
  call void @mix(ptr noundef %111, i64 noundef 16)
  br label %345

345:                                              ; preds = %338
  br label %346

346:                                              ; preds = %345
  %347 = load <4 x float>, ptr %90, align 16
  %348 = load <4 x float>, ptr %91, align 16
  %349 = shufflevector <4 x float> %347, <4 x float> %348, <4 x i32> <i32 0, i32 5, i32 6, i32 3>
  store <4 x float> %349, ptr %112, align 16
  call void @mix(ptr noundef %112, i64 noundef 16)
  br label %350

350:                                              ; preds = %346
  br label %351

351:                                              ; preds = %350
  %352 = load <4 x float>, ptr %90, align 16
  store float 0x3FFB333340000000, ptr %73, align 4
  %353 = load float, ptr %73, align 4
  %354 = insertelement <4 x float> poison, float %353, i32 0
  %355 = load float, ptr %73, align 4
  %356 = insertelement <4 x float> %354, float %355, i32 1
  %357 = load float, ptr %73, align 4
  %358 = insertelement <4 x float> %356, float %357, i32 2
  %359 = load float, ptr %73, align 4
  %360 = insertelement <4 x float> %358, float %359, i32 3
  store <4 x float> %360, ptr %74, align 16
  %361 = load <4 x float>, ptr %74, align 16
  store <4 x float> %352, ptr %77, align 16
  store <4 x float> %361, ptr %78, align 16
  %362 = load <4 x float>, ptr %77, align 16
  %363 = load <4 x float>, ptr %78, align 16
  %364 = fmul <4 x float> %362, %363
  %365 = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %364, i32 8)
  store <4 x float> %365, ptr %113, align 16
  call void @mix(ptr noundef %113, i64 noundef 16)
  br label %366

366:                                              ; preds = %351
  br label %367

367:                                              ; preds = %366
  %368 = load <2 x double>, ptr %92, align 16
  store double 1.300000e+00, ptr %35, align 8
  %369 = load double, ptr %35, align 8
  %370 = insertelement <2 x double> poison, double %369, i32 0
  %371 = load double, ptr %35, align 8
  %372 = insertelement <2 x double> %370, double %371, i32 1
  store <2 x double> %372, ptr %36, align 16
  %373 = load <2 x double>, ptr %36, align 16
  store <2 x double> %368, ptr %37, align 16
  store <2 x double> %373, ptr %38, align 16
  %374 = load <2 x double>, ptr %37, align 16
  %375 = load <2 x double>, ptr %38, align 16
  %376 = fmul <2 x double> %374, %375
  %377 = call <2 x double> @llvm.x86.sse41.round.pd(<2 x double> %376, i32 1)
  store <2 x double> %377, ptr %114, align 16
  call void @mix(ptr noundef %114, i64 noundef 16)
  br label %378

378:                                              ; preds = %367
  br label %379

379:                                              ; preds = %378
  %380 = load <4 x float>, ptr %91, align 16
  %381 = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %380, i32 2)
  store <4 x float> %381, ptr %115, align 16
  call void @mix(ptr noundef %115, i64 noundef 16)
  br label %382

382:                                              ; preds = %379
  br label %383

383:                                              ; preds = %382
  %384 = load <4 x float>, ptr %90, align 16
  %385 = load <4 x float>, ptr %91, align 16
  store float 0x3FE6666660000000, ptr %75, align 4
  %386 = load float, ptr %75, align 4
  %387 = insertelement <4 x float> poison, float %386, i32 0
  %388 = load float, ptr %75, align 4
  %389 = insertelement <4 x float> %387, float %388, i32 1
  %390 = load float, ptr %75, align 4
  %391 = insertelement <4 x float> %389, float %390, i32 2
  %392 = load float, ptr %75, align 4
  %393 = insertelement <4 x float> %391, float %392, i32 3
  store <4 x float> %393, ptr %76, align 16
  %394 = load <4 x float>, ptr %76, align 16
  store <4 x float> %385, ptr %79, align 16
  store <4 x float> %394, ptr %80, align 16
  %395 = load <4 x float>, ptr %79, align 16
  %396 = load <4 x float>, ptr %80, align 16
  %397 = fmul <4 x float> %395, %396
  %398 = call <4 x float> @llvm.x86.sse41.round.ss(<4 x float> %384, <4 x float> %397, i32 3)
  store <4 x float> %398, ptr %116, align 16
  call void @mix(ptr noundef %116, i64 noundef 16)
  br label %399

399:                                              ; preds = %383
  br label %400

400:                                              ; preds = %399
  %401 = load <4 x float>, ptr %90, align 16
  %402 = load <4 x float>, ptr %91, align 16
  %403 = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %401, <4 x float> %402, i8 -15)
  store <4 x float> %403, ptr %117, align 16
  call void @mix(ptr noundef %117, i64 noundef 16)
  br label %404

404:                                              ; preds = %400
  br label %405

405:                                              ; preds = %404
  %406 = load <2 x double>, ptr %92, align 16
  %407 = load <2 x double>, ptr %93, align 16
  %408 = call <2 x double> @llvm.x86.sse41.dppd(<2 x double> %406, <2 x double> %407, i8 49)
  store <2 x double> %408, ptr %118, align 16
  call void @mix(ptr noundef %118, i64 noundef 16)
  br label %409

409:                                              ; preds = %405
  br label %410

410:                                              ; preds = %409
  %411 = load <2 x i64>, ptr %88, align 16
  %412 = bitcast <2 x i64> %411 to <16 x i8>
  %413 = load <2 x i64>, ptr %89, align 16
  %414 = bitcast <2 x i64> %413 to <16 x i8>
  %415 = call <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8> %412, <16 x i8> %414, i8 5)
  %416 = bitcast <8 x i16> %415 to <16 x i8>
  %417 = bitcast <16 x i8> %416 to <2 x i64>
  store <2 x i64> %417, ptr %119, align 16
  call void @mix(ptr noundef %119, i64 noundef 16)
  br label %418

418:                                              ; preds = %410
  br label %419

419:                                              ; preds = %418
  %420 = load <2 x i64>, ptr %88, align 16
  store <2 x i64> %420, ptr %34, align 16
  %421 = load <2 x i64>, ptr %34, align 16
  %422 = bitcast <2 x i64> %421 to <8 x i16>
  %423 = call <8 x i16> @llvm.x86.sse41.phminposuw(<8 x i16> %422)
  %424 = bitcast <8 x i16> %423 to <2 x i64>
  store <2 x i64> %424, ptr %120, align 16
  call void @mix(ptr noundef %120, i64 noundef 16)
  br label %425

425:                                              ; preds = %419
  %426 = load <2 x i64>, ptr %88, align 16
  %427 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %426, ptr %30, align 16
  store <2 x i64> %427, ptr %31, align 16
  %428 = load <2 x i64>, ptr %30, align 16
  %429 = load <2 x i64>, ptr %31, align 16
  %430 = call i32 @llvm.x86.sse41.ptestz(<2 x i64> %428, <2 x i64> %429)
  %431 = load <2 x i64>, ptr %88, align 16
  %432 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %431, ptr %28, align 16
  store <2 x i64> %432, ptr %29, align 16
  %433 = load <2 x i64>, ptr %28, align 16
  %434 = load <2 x i64>, ptr %29, align 16
  %435 = call i32 @llvm.x86.sse41.ptestc(<2 x i64> %433, <2 x i64> %434)
  %436 = mul nsw i32 2, %435
  %437 = add nsw i32 %430, %436
  %438 = load <2 x i64>, ptr %88, align 16
  %439 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %438, ptr %26, align 16
  store <2 x i64> %439, ptr %27, align 16
  %440 = load <2 x i64>, ptr %26, align 16
  %441 = load <2 x i64>, ptr %27, align 16
  %442 = call i32 @llvm.x86.sse41.ptestnzc(<2 x i64> %440, <2 x i64> %441)
  %443 = mul nsw i32 4, %442
  %444 = add nsw i32 %437, %443
  store i32 %444, ptr %121, align 4
  br label %445

445:                                              ; preds = %425
  %446 = load i32, ptr %121, align 4
  store i32 %446, ptr %122, align 4
  call void @mix(ptr noundef %122, i64 noundef 4)
  br label %447

447:                                              ; preds = %445
  %448 = load <2 x i64>, ptr %88, align 16
  store <2 x i64> zeroinitializer, ptr %25, align 16
  %449 = load <2 x i64>, ptr %25, align 16
  store <2 x i64> %448, ptr %32, align 16
  store <2 x i64> %449, ptr %33, align 16
  %450 = load <2 x i64>, ptr %32, align 16
  %451 = load <2 x i64>, ptr %33, align 16
  %452 = call i32 @llvm.x86.sse41.ptestz(<2 x i64> %450, <2 x i64> %451)
  store i32 %452, ptr %121, align 4
  br label %453

453:                                              ; preds = %447
  %454 = load i32, ptr %121, align 4
  store i32 %454, ptr %123, align 4
  call void @mix(ptr noundef %123, i64 noundef 4)
  br label %455

455:                                              ; preds = %453
  br label %456

456:                                              ; preds = %455
  %457 = load <2 x i64>, ptr %88, align 16
  %458 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %457, ptr %23, align 16
  store <2 x i64> %458, ptr %24, align 16
  %459 = load <2 x i64>, ptr %23, align 16
  %460 = bitcast <2 x i64> %459 to <4 x i32>
  %461 = load <2 x i64>, ptr %24, align 16
  %462 = bitcast <2 x i64> %461 to <4 x i32>
  %463 = call <8 x i16> @llvm.x86.sse41.packusdw(<4 x i32> %460, <4 x i32> %462)
  %464 = bitcast <8 x i16> %463 to <2 x i64>
  store <2 x i64> %464, ptr %124, align 16
  call void @mix(ptr noundef %124, i64 noundef 16)
  br label %465

465:                                              ; preds = %456
  br label %466

466:                                              ; preds = %465
  %467 = load <2 x i64>, ptr %88, align 16
  %468 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %467, ptr %21, align 16
  store <2 x i64> %468, ptr %22, align 16
  %469 = load <2 x i64>, ptr %21, align 16
  %470 = bitcast <2 x i64> %469 to <4 x i32>
  %471 = load <2 x i64>, ptr %22, align 16
  %472 = bitcast <2 x i64> %471 to <4 x i32>
  %473 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %470, <4 x i32> %472)
  %474 = bitcast <4 x i32> %473 to <2 x i64>
  store <2 x i64> %474, ptr %125, align 16
  call void @mix(ptr noundef %125, i64 noundef 16)
  br label %475

475:                                              ; preds = %466
  br label %476

476:                                              ; preds = %475
  %477 = load <2 x i64>, ptr %88, align 16
  %478 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %477, ptr %19, align 16
  store <2 x i64> %478, ptr %20, align 16
  %479 = load <2 x i64>, ptr %19, align 16
  %480 = bitcast <2 x i64> %479 to <4 x i32>
  %481 = load <2 x i64>, ptr %20, align 16
  %482 = bitcast <2 x i64> %481 to <4 x i32>
  %483 = call <4 x i32> @llvm.umax.v4i32(<4 x i32> %480, <4 x i32> %482)
  %484 = bitcast <4 x i32> %483 to <2 x i64>
  store <2 x i64> %484, ptr %126, align 16
  call void @mix(ptr noundef %126, i64 noundef 16)
  br label %485

485:                                              ; preds = %476
  br label %486

486:                                              ; preds = %485
  %487 = load <2 x i64>, ptr %88, align 16
  %488 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %487, ptr %17, align 16
  store <2 x i64> %488, ptr %18, align 16
  %489 = load <2 x i64>, ptr %17, align 16
  %490 = bitcast <2 x i64> %489 to <16 x i8>
  %491 = load <2 x i64>, ptr %18, align 16
  %492 = bitcast <2 x i64> %491 to <16 x i8>
  %493 = call <16 x i8> @llvm.smax.v16i8(<16 x i8> %490, <16 x i8> %492)
  %494 = bitcast <16 x i8> %493 to <2 x i64>
  store <2 x i64> %494, ptr %127, align 16
  call void @mix(ptr noundef %127, i64 noundef 16)
  br label %495

495:                                              ; preds = %486
  br label %496

496:                                              ; preds = %495
  %497 = load <2 x i64>, ptr %88, align 16
  %498 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %497, ptr %15, align 16
  store <2 x i64> %498, ptr %16, align 16
  %499 = load <2 x i64>, ptr %15, align 16
  %500 = bitcast <2 x i64> %499 to <8 x i16>
  %501 = load <2 x i64>, ptr %16, align 16
  %502 = bitcast <2 x i64> %501 to <8 x i16>
  %503 = call <8 x i16> @llvm.umin.v8i16(<8 x i16> %500, <8 x i16> %502)
  %504 = bitcast <8 x i16> %503 to <2 x i64>
  store <2 x i64> %504, ptr %128, align 16
  call void @mix(ptr noundef %128, i64 noundef 16)
  br label %505

505:                                              ; preds = %496
  br label %506

506:                                              ; preds = %505
  %507 = load <2 x i64>, ptr %88, align 16
  %508 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %507, ptr %13, align 16
  store <2 x i64> %508, ptr %14, align 16
  %509 = load <2 x i64>, ptr %13, align 16
  %510 = bitcast <2 x i64> %509 to <4 x i32>
  %511 = load <2 x i64>, ptr %14, align 16
  %512 = bitcast <2 x i64> %511 to <4 x i32>
  %513 = mul <4 x i32> %510, %512
  %514 = bitcast <4 x i32> %513 to <2 x i64>
  store <2 x i64> %514, ptr %129, align 16
  call void @mix(ptr noundef %129, i64 noundef 16)
  br label %515

515:                                              ; preds = %506
  br label %516

516:                                              ; preds = %515
  %517 = load <2 x i64>, ptr %88, align 16
  %518 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %517, ptr %11, align 16
  store <2 x i64> %518, ptr %12, align 16
  %519 = load <2 x i64>, ptr %11, align 16
  %520 = bitcast <2 x i64> %519 to <4 x i32>
  %521 = load <2 x i64>, ptr %12, align 16
  %522 = bitcast <2 x i64> %521 to <4 x i32>
  %523 = shl <2 x i64> %519, <i64 32, i64 32>
  %524 = ashr <2 x i64> %523, <i64 32, i64 32>
  %525 = shl <2 x i64> %521, <i64 32, i64 32>
  %526 = ashr <2 x i64> %525, <i64 32, i64 32>
  %527 = mul <2 x i64> %524, %526
  store <2 x i64> %527, ptr %130, align 16
  call void @mix(ptr noundef %130, i64 noundef 16)
  br label %528

528:                                              ; preds = %516
  br label %529

529:                                              ; preds = %528
  %530 = load <2 x i64>, ptr %88, align 16
  store <2 x i64> %530, ptr %10, align 16
  %531 = load <2 x i64>, ptr %10, align 16
  %532 = bitcast <2 x i64> %531 to <16 x i8>
  %533 = load <2 x i64>, ptr %10, align 16
  %534 = bitcast <2 x i64> %533 to <16 x i8>
  %535 = shufflevector <16 x i8> %532, <16 x i8> %534, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %536 = sext <4 x i8> %535 to <4 x i32>
  %537 = bitcast <4 x i32> %536 to <2 x i64>
  store <2 x i64> %537, ptr %131, align 16
  call void @mix(ptr noundef %131, i64 noundef 16)
  br label %538

538:                                              ; preds = %529
  br label %539

539:                                              ; preds = %538
  %540 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %540, ptr %9, align 16
  %541 = load <2 x i64>, ptr %9, align 16
  %542 = bitcast <2 x i64> %541 to <8 x i16>
  %543 = load <2 x i64>, ptr %9, align 16
  %544 = bitcast <2 x i64> %543 to <8 x i16>
  %545 = shufflevector <8 x i16> %542, <8 x i16> %544, <2 x i32> <i32 0, i32 1>
  %546 = zext <2 x i16> %545 to <2 x i64>
  store <2 x i64> %546, ptr %132, align 16
  call void @mix(ptr noundef %132, i64 noundef 16)
  br label %547

547:                                              ; preds = %539
  br label %548

548:                                              ; preds = %547
  %549 = load <2 x i64>, ptr %88, align 16
  store <2 x i64> %549, ptr %8, align 16
  %550 = load <2 x i64>, ptr %8, align 16
  %551 = bitcast <2 x i64> %550 to <4 x i32>
  %552 = load <2 x i64>, ptr %8, align 16
  %553 = bitcast <2 x i64> %552 to <4 x i32>
  %554 = shufflevector <4 x i32> %551, <4 x i32> %553, <2 x i32> <i32 0, i32 1>
  %555 = sext <2 x i32> %554 to <2 x i64>
  store <2 x i64> %555, ptr %133, align 16
  call void @mix(ptr noundef %133, i64 noundef 16)
  br label %556

556:                                              ; preds = %548
  br label %557

557:                                              ; preds = %556
  %558 = load <2 x i64>, ptr %88, align 16
  %559 = bitcast <2 x i64> %558 to <16 x i8>
  %560 = extractelement <16 x i8> %559, i64 9
  %561 = zext i8 %560 to i32
  store i32 %561, ptr %134, align 4
  call void @mix(ptr noundef %134, i64 noundef 4)
  br label %562

562:                                              ; preds = %557
  br label %563

563:                                              ; preds = %562
  %564 = load <2 x i64>, ptr %89, align 16
  %565 = bitcast <2 x i64> %564 to <4 x i32>
  %566 = extractelement <4 x i32> %565, i64 3
  store i32 %566, ptr %135, align 4
  call void @mix(ptr noundef %135, i64 noundef 4)
  br label %567

567:                                              ; preds = %563
  br label %568

568:                                              ; preds = %567
  %569 = load <2 x i64>, ptr %88, align 16
  %570 = extractelement <2 x i64> %569, i64 1
  store i64 %570, ptr %136, align 8
  call void @mix(ptr noundef %136, i64 noundef 8)
  br label %571

571:                                              ; preds = %568
  br label %572

572:                                              ; preds = %571
  %573 = load <2 x i64>, ptr %88, align 16
  %574 = bitcast <2 x i64> %573 to <16 x i8>
  %575 = insertelement <16 x i8> %574, i8 90, i64 11
  %576 = bitcast <16 x i8> %575 to <2 x i64>
  store <2 x i64> %576, ptr %137, align 16
  call void @mix(ptr noundef %137, i64 noundef 16)
  br label %577

577:                                              ; preds = %572
  br label %578

578:                                              ; preds = %577
  %579 = load <2 x i64>, ptr %88, align 16
  %580 = bitcast <2 x i64> %579 to <4 x i32>
  %581 = load i32, ptr %87, align 4
  %582 = insertelement <4 x i32> %580, i32 %581, i64 1
  %583 = bitcast <4 x i32> %582 to <2 x i64>
  store <2 x i64> %583, ptr %138, align 16
  call void @mix(ptr noundef %138, i64 noundef 16)
  br label %584

584:                                              ; preds = %578
  br label %585

585:                                              ; preds = %584
  %586 = load <2 x i64>, ptr %89, align 16
  %587 = load i32, ptr %87, align 4
  %588 = sext i32 %587 to i64
  %589 = insertelement <2 x i64> %586, i64 %588, i64 0
  store <2 x i64> %589, ptr %139, align 16
  call void @mix(ptr noundef %139, i64 noundef 16)
  br label %590

590:                                              ; preds = %585
  br label %591

591:                                              ; preds = %590
  %592 = load <4 x float>, ptr %90, align 16
  %593 = load <4 x float>, ptr %91, align 16
  %594 = call <4 x float> @llvm.x86.sse41.insertps(<4 x float> %592, <4 x float> %593, i8 -102)
  store <4 x float> %594, ptr %140, align 16
  call void @mix(ptr noundef %140, i64 noundef 16)
  br label %595

595:                                              ; preds = %591
  br label %596

596:                                              ; preds = %595
  %597 = load <4 x float>, ptr %90, align 16
  %598 = extractelement <4 x float> %597, i64 2
  store float %598, ptr %142, align 4
  %599 = load i32, ptr %142, align 4
  store i32 %599, ptr %141, align 4
  call void @mix(ptr noundef %141, i64 noundef 4)
  br label %600

600:                                              ; preds = %596
  br label %601

601:                                              ; preds = %600
  %602 = load <2 x i64>, ptr %88, align 16
  %603 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %602, ptr %6, align 16
  store <2 x i64> %603, ptr %7, align 16
  %604 = load <2 x i64>, ptr %6, align 16
  %605 = load <2 x i64>, ptr %7, align 16
  %606 = icmp sgt <2 x i64> %604, %605
  %607 = sext <2 x i1> %606 to <2 x i64>
  store <2 x i64> %607, ptr %143, align 16
  call void @mix(ptr noundef %143, i64 noundef 16)
  br label %608

608:                                              ; preds = %601
  br label %609

609:                                              ; preds = %608
  %610 = load <2 x i64>, ptr %88, align 16
  %611 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %610, ptr %4, align 16
  store <2 x i64> %611, ptr %5, align 16
  %612 = load <2 x i64>, ptr %4, align 16
  %613 = load <2 x i64>, ptr %5, align 16
  %614 = icmp eq <2 x i64> %612, %613
  %615 = sext <2 x i1> %614 to <2 x i64>
  store <2 x i64> %615, ptr %144, align 16
  call void @mix(ptr noundef %144, i64 noundef 16)
  br label %616

616:                                              ; preds = %609
  br label %617

617:                                              ; preds = %616
  %618 = load i32, ptr %87, align 4
  %619 = sext i32 %618 to i64
  %620 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %619
  %621 = load i32, ptr %620, align 4
  store i32 %621, ptr %3, align 4
  %622 = load i32, ptr %3, align 4
  %623 = call i32 @llvm.ctpop.i32(i32 %622)
  store i32 %623, ptr %145, align 4
  call void @mix(ptr noundef %145, i64 noundef 4)
  br label %624

624:                                              ; preds = %617
  br label %625

625:                                              ; preds = %624
  %626 = load i32, ptr %87, align 4
  %627 = sext i32 %626 to i64
  %628 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %627
  %629 = load i32, ptr %628, align 4
  %630 = sext i32 %629 to i64
  %631 = shl i64 %630, 20
  store i64 %631, ptr %2, align 8
  %632 = load i64, ptr %2, align 8
  %633 = call i64 @llvm.ctpop.i64(i64 %632)
  %634 = trunc i64 %633 to i32
  %635 = sext i32 %634 to i64
  store i64 %635, ptr %146, align 8
  call void @mix(ptr noundef %146, i64 noundef 8)
  br label %636

636:                                              ; preds = %625
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @avx2(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca <8 x i32>, align 32
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca <8 x i32>, align 32
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca <8 x i32>, align 32
  %29 = alloca ptr, align 8
  %30 = alloca <4 x i64>, align 32
  %31 = alloca <4 x i64>, align 32
  %32 = alloca ptr, align 8
  %33 = alloca <4 x i64>, align 32
  %34 = alloca <4 x i64>, align 32
  %35 = alloca <4 x i64>, align 32
  %36 = alloca <4 x i64>, align 32
  %37 = alloca <4 x i64>, align 32
  %38 = alloca <8 x float>, align 32
  %39 = alloca <8 x float>, align 32
  %40 = alloca <4 x i64>, align 32
  %41 = alloca <2 x i64>, align 16
  %42 = alloca <2 x i64>, align 16
  %43 = alloca <2 x i64>, align 16
  %44 = alloca <2 x i64>, align 16
  %45 = alloca <4 x i64>, align 32
  %46 = alloca <4 x i64>, align 32
  %47 = alloca <2 x i64>, align 16
  %48 = alloca <2 x i64>, align 16
  %49 = alloca <2 x i64>, align 16
  %50 = alloca <2 x i64>, align 16
  %51 = alloca <4 x i64>, align 32
  %52 = alloca <4 x i64>, align 32
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca <4 x i64>, align 32
  %57 = alloca <4 x i64>, align 32
  %58 = alloca <4 x i64>, align 32
  %59 = alloca <4 x i64>, align 32
  %60 = alloca <2 x i64>, align 16
  %61 = alloca <2 x i64>, align 16
  %62 = alloca <2 x i64>, align 16
  %63 = alloca <2 x i64>, align 16
  %64 = alloca <2 x i64>, align 16
  %65 = alloca <2 x i64>, align 16
  %66 = alloca <2 x i64>, align 16
  %67 = alloca <2 x i64>, align 16
  %68 = alloca <4 x i64>, align 32
  %69 = alloca <4 x i64>, align 32
  %70 = alloca <4 x i64>, align 32
  %71 = alloca <4 x i64>, align 32
  %72 = alloca <4 x i64>, align 32
  %73 = alloca <4 x i64>, align 32
  %74 = alloca <4 x i64>, align 32
  %75 = alloca <4 x i64>, align 32
  %76 = alloca <4 x i64>, align 32
  %77 = alloca <2 x i64>, align 16
  %78 = alloca <2 x i64>, align 16
  %79 = alloca <2 x i64>, align 16
  %80 = alloca <2 x i64>, align 16
  %81 = alloca <4 x i64>, align 32
  %82 = alloca <2 x i64>, align 16
  %83 = alloca <4 x i64>, align 32
  %84 = alloca i32, align 4
  %85 = alloca <4 x i64>, align 32
  %86 = alloca i32, align 4
  %87 = alloca <4 x i64>, align 32
  %88 = alloca <4 x i64>, align 32
  %89 = alloca <4 x i64>, align 32
  %90 = alloca <4 x i64>, align 32
  %91 = alloca <4 x i64>, align 32
  %92 = alloca <4 x i64>, align 32
  %93 = alloca <4 x i64>, align 32
  %94 = alloca <4 x i64>, align 32
  %95 = alloca <4 x i64>, align 32
  %96 = alloca <4 x i64>, align 32
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca ptr, align 8
  %100 = alloca <2 x i64>, align 16
  %101 = alloca <2 x i64>, align 16
  %102 = alloca <2 x i64>, align 16
  %103 = alloca <2 x i64>, align 16
  %104 = alloca <2 x i64>, align 16
  %105 = alloca <2 x i64>, align 16
  %106 = alloca <2 x i64>, align 16
  %107 = alloca <2 x i64>, align 16
  %108 = alloca <2 x i64>, align 16
  %109 = alloca <2 x i64>, align 16
  %110 = alloca <2 x i64>, align 16
  %111 = alloca <2 x i64>, align 16
  %112 = alloca <2 x i64>, align 16
  %113 = alloca <2 x i64>, align 16
  %114 = alloca <2 x i64>, align 16
  %115 = alloca <2 x i64>, align 16
  %116 = alloca <2 x i64>, align 16
  %117 = alloca <2 x i64>, align 16
  %118 = alloca i32, align 4
  %119 = alloca i32, align 4
  %120 = alloca i32, align 4
  %121 = alloca i32, align 4
  %122 = alloca <4 x i32>, align 16
  %123 = alloca i32, align 4
  %124 = alloca i32, align 4
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca <4 x i32>, align 16
  %128 = alloca i32, align 4
  %129 = alloca i32, align 4
  %130 = alloca <4 x float>, align 16
  %131 = alloca <4 x float>, align 16
  %132 = alloca <2 x i64>, align 16
  %133 = alloca <2 x i64>, align 16
  %134 = alloca i32, align 4
  %135 = alloca <4 x i32>, align 16
  %136 = alloca i32, align 4
  %137 = alloca <4 x i32>, align 16
  %138 = alloca i32, align 4
  %139 = alloca <4 x i32>, align 16
  %140 = alloca <2 x i64>, align 16
  %141 = alloca i32, align 4
  %142 = alloca <2 x i64>, align 16
  %143 = alloca i32, align 4
  %144 = alloca <2 x i64>, align 16
  %145 = alloca i32, align 4
  %146 = alloca <2 x i64>, align 16
  %147 = alloca i32, align 4
  %148 = alloca <2 x i64>, align 16
  %149 = alloca <2 x i64>, align 16
  %150 = alloca <2 x i64>, align 16
  %151 = alloca <2 x i64>, align 16
  %152 = alloca <2 x i64>, align 16
  %153 = alloca <2 x i64>, align 16
  %154 = alloca <2 x i64>, align 16
  %155 = alloca <2 x i64>, align 16
  %156 = alloca <2 x i64>, align 16
  %157 = alloca <2 x i64>, align 16
  %158 = alloca <2 x i64>, align 16
  %159 = alloca <2 x i64>, align 16
  %160 = alloca <2 x i64>, align 16
  %161 = alloca <2 x i64>, align 16
  %162 = alloca <2 x i64>, align 16
  %163 = alloca <2 x i64>, align 16
  %164 = alloca i32, align 4
  %165 = alloca <4 x i64>, align 32
  %166 = alloca <4 x i64>, align 32
  %167 = alloca <8 x float>, align 32
  %168 = alloca <2 x i64>, align 16
  %169 = alloca <2 x i64>, align 16
  %170 = alloca <2 x i64>, align 16
  %171 = alloca <2 x i64>, align 16
  %172 = alloca i32, align 4
  %173 = alloca <4 x i64>, align 32
  %174 = alloca <2 x i64>, align 16
  %175 = alloca <2 x i64>, align 16
  %176 = alloca <4 x i64>, align 32
  %177 = alloca <2 x i64>, align 16
  %178 = alloca <2 x i64>, align 16
  %179 = alloca <4 x i64>, align 32
  %180 = alloca <2 x i64>, align 16
  %181 = alloca <2 x i64>, align 16
  %182 = alloca <4 x i64>, align 32
  %183 = alloca <2 x i64>, align 16
  %184 = alloca <2 x i64>, align 16
  %185 = alloca <4 x i64>, align 32
  %186 = alloca <2 x i64>, align 16
  %187 = alloca <2 x i64>, align 16
  %188 = alloca <4 x i64>, align 32
  %189 = alloca <2 x i64>, align 16
  %190 = alloca <2 x i64>, align 16
  %191 = alloca <4 x i64>, align 32
  %192 = alloca <2 x i64>, align 16
  %193 = alloca <2 x i64>, align 16
  %194 = alloca <4 x i64>, align 32
  %195 = alloca <2 x i64>, align 16
  %196 = alloca <2 x i64>, align 16
  %197 = alloca <4 x i64>, align 32
  %198 = alloca <2 x i64>, align 16
  %199 = alloca <2 x i64>, align 16
  %200 = alloca <4 x i64>, align 32
  %201 = alloca <2 x i64>, align 16
  %202 = alloca <2 x i64>, align 16
  %203 = alloca <4 x i64>, align 32
  %204 = alloca <2 x i64>, align 16
  %205 = alloca <2 x i64>, align 16
  %206 = alloca <2 x i64>, align 16
  %207 = alloca <2 x i64>, align 16
  %208 = alloca <4 x i64>, align 32
  %209 = alloca <4 x i64>, align 32
  %210 = alloca <2 x i64>, align 16
  %211 = alloca <2 x i64>, align 16
  %212 = alloca <4 x i64>, align 32
  %213 = alloca <2 x i64>, align 16
  %214 = alloca <2 x i64>, align 16
  %215 = alloca <4 x i64>, align 32
  %216 = alloca <4 x i64>, align 32
  %217 = alloca [8 x i32], align 16
  %218 = alloca [8 x i32], align 16
  %219 = alloca [8 x i32], align 16
  %220 = alloca i32, align 4
  %221 = alloca <4 x i64>, align 32
  %222 = alloca <4 x i64>, align 32
  %223 = alloca [8 x i32], align 16
  %224 = alloca i32, align 4
  %225 = alloca <4 x i64>, align 32
  %226 = alloca [8 x i32], align 16
  %227 = alloca [8 x i32], align 16
  %228 = alloca i32, align 4
  %229 = alloca <4 x i64>, align 32
  %230 = alloca [8 x i32], align 16
  %231 = alloca i32, align 4
  %232 = alloca [8 x i32], align 16
  %233 = alloca i32, align 4
  store i32 %0, ptr %164, align 4
  %234 = load i32, ptr %164, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %235
  store ptr %236, ptr %98, align 8
  %237 = load ptr, ptr %98, align 8
  %238 = load <4 x i64>, ptr %237, align 1
  store <4 x i64> %238, ptr %165, align 32
  %239 = load i32, ptr %164, align 4
  %240 = add nsw i32 %239, 8
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %241
  store ptr %242, ptr %99, align 8
  %243 = load ptr, ptr %99, align 8
  %244 = load <4 x i64>, ptr %243, align 1
  store <4 x i64> %244, ptr %166, align 32
  %245 = load i32, ptr %164, align 4
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %246
  store ptr %247, ptr %97, align 8
  %248 = load ptr, ptr %97, align 8
  %249 = load <8 x float>, ptr %248, align 1
  store <8 x float> %249, ptr %167, align 32
  %250 = load <4 x i64>, ptr %165, align 32
  store <4 x i64> %250, ptr %95, align 32
  %251 = load <4 x i64>, ptr %95, align 32
  %252 = load <4 x i64>, ptr %95, align 32
  %253 = shufflevector <4 x i64> %251, <4 x i64> %252, <2 x i32> <i32 0, i32 1>
  store <2 x i64> %253, ptr %168, align 16
  %254 = load <4 x i64>, ptr %165, align 32
  %255 = shufflevector <4 x i64> %254, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  store <2 x i64> %255, ptr %169, align 16
  %256 = load <4 x i64>, ptr %166, align 32
  store <4 x i64> %256, ptr %96, align 32
  %257 = load <4 x i64>, ptr %96, align 32
  %258 = load <4 x i64>, ptr %96, align 32
  %259 = shufflevector <4 x i64> %257, <4 x i64> %258, <2 x i32> <i32 0, i32 1>
  store <2 x i64> %259, ptr %170, align 16
  %260 = load <4 x i64>, ptr %166, align 32
  %261 = shufflevector <4 x i64> %260, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  store <2 x i64> %261, ptr %171, align 16
  store i32 1, ptr %172, align 4
  br label %262

262:                                              ; preds = %1
  %263 = load <4 x i64>, ptr %165, align 32
  %264 = load <4 x i64>, ptr %166, align 32
  store <4 x i64> %263, ptr %93, align 32
  store <4 x i64> %264, ptr %94, align 32
  %265 = load <4 x i64>, ptr %93, align 32
  %266 = bitcast <4 x i64> %265 to <16 x i16>
  %267 = load <4 x i64>, ptr %94, align 32
  %268 = bitcast <4 x i64> %267 to <16 x i16>
  %269 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %266, <16 x i16> %268)
  %270 = bitcast <8 x i32> %269 to <4 x i64>
  store <4 x i64> %270, ptr %173, align 32
  %271 = load <2 x i64>, ptr %168, align 16
  %272 = load <2 x i64>, ptr %170, align 16
  store <2 x i64> %271, ptr %156, align 16
  store <2 x i64> %272, ptr %157, align 16
  %273 = load <2 x i64>, ptr %156, align 16
  %274 = bitcast <2 x i64> %273 to <8 x i16>
  %275 = load <2 x i64>, ptr %157, align 16
  %276 = bitcast <2 x i64> %275 to <8 x i16>
  %277 = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %274, <8 x i16> %276)
  %278 = bitcast <4 x i32> %277 to <2 x i64>
  store <2 x i64> %278, ptr %174, align 16
  %279 = load <2 x i64>, ptr %169, align 16
  %280 = load <2 x i64>, ptr %171, align 16
  store <2 x i64> %279, ptr %158, align 16
  store <2 x i64> %280, ptr %159, align 16
  %281 = load <2 x i64>, ptr %158, align 16
  %282 = bitcast <2 x i64> %281 to <8 x i16>
  %283 = load <2 x i64>, ptr %159, align 16
  %284 = bitcast <2 x i64> %283 to <8 x i16>
  %285 = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %282, <8 x i16> %284)
  %286 = bitcast <4 x i32> %285 to <2 x i64>
  store <2 x i64> %286, ptr %175, align 16
  %287 = call i32 @memcmp(ptr noundef %174, ptr noundef %173, i64 noundef 16)
  %288 = icmp ne i32 %287, 0
  br i1 %288, label %294, label %289

289:                                              ; preds = %262
  %290 = getelementptr inbounds i8, ptr %173, i64 16
  %291 = call i32 @memcmp(ptr noundef %175, ptr noundef %290, i64 noundef 16)
  %292 = icmp ne i32 %291, 0
  %293 = xor i1 %292, true
  br label %294

294:                                              ; preds = %289, %262
  %295 = phi i1 [ false, %262 ], [ %293, %289 ]
  %296 = zext i1 %295 to i32
  %297 = load i32, ptr %172, align 4
  %298 = and i32 %297, %296
  store i32 %298, ptr %172, align 4
  br label %299

299:                                              ; preds = %294
  br label %300

300:                                              ; preds = %299
  %301 = load <4 x i64>, ptr %165, align 32
  %302 = load <4 x i64>, ptr %166, align 32
  store <4 x i64> %301, ptr %91, align 32
  store <4 x i64> %302, ptr %92, align 32
  %303 = load <4 x i64>, ptr %91, align 32
  %304 = bitcast <4 x i64> %303 to <8 x i32>
  %305 = load <4 x i64>, ptr %92, align 32
  %306 = bitcast <4 x i64> %305 to <8 x i32>
  %307 = call <16 x i16> @llvm.x86.avx2.packssdw(<8 x i32> %304, <8 x i32> %306)
  %308 = bitcast <16 x i16> %307 to <4 x i64>
  store <4 x i64> %308, ptr %176, align 32
  %309 = load <2 x i64>, ptr %168, align 16
  %310 = load <2 x i64>, ptr %170, align 16
  store <2 x i64> %309, ptr %160, align 16
  store <2 x i64> %310, ptr %161, align 16
  %311 = load <2 x i64>, ptr %160, align 16
  %312 = bitcast <2 x i64> %311 to <4 x i32>
  %313 = load <2 x i64>, ptr %161, align 16
  %314 = bitcast <2 x i64> %313 to <4 x i32>
  %315 = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %312, <4 x i32> %314)
  %316 = bitcast <8 x i16> %315 to <2 x i64>
  store <2 x i64> %316, ptr %177, align 16
  %317 = load <2 x i64>, ptr %169, align 16
  %318 = load <2 x i64>, ptr %171, align 16
  store <2 x i64> %317, ptr %162, align 16
  store <2 x i64> %318, ptr %163, align 16
  %319 = load <2 x i64>, ptr %162, align 16
  %320 = bitcast <2 x i64> %319 to <4 x i32>
  %321 = load <2 x i64>, ptr %163, align 16
  %322 = bitcast <2 x i64> %321 to <4 x i32>
  %323 = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %320, <4 x i32> %322)
  %324 = bitcast <8 x i16> %323 to <2 x i64>
  store <2 x i64> %324, ptr %178, align 16
  %325 = call i32 @memcmp(ptr noundef %177, ptr noundef %176, i64 noundef 16)
  %326 = icmp ne i32 %325, 0
  br i1 %326, label %332, label %327

327:                                              ; preds = %300
  %328 = getelementptr inbounds i8, ptr %176, i64 16
  %329 = call i32 @memcmp(ptr noundef %178, ptr noundef %328, i64 noundef 16)
  %330 = icmp ne i32 %329, 0
  %331 = xor i1 %330, true
  br label %332

332:                                              ; preds = %327, %300
  %333 = phi i1 [ false, %300 ], [ %331, %327 ]
  %334 = zext i1 %333 to i32
  %335 = load i32, ptr %172, align 4
  %336 = and i32 %335, %334
  store i32 %336, ptr %172, align 4
  br label %337

337:                                              ; preds = %332
  br label %338

338:                                              ; preds = %337
  %339 = load <4 x i64>, ptr %165, align 32
  %340 = load <4 x i64>, ptr %166, align 32
  store <4 x i64> %339, ptr %89, align 32
  store <4 x i64> %340, ptr %90, align 32
  %341 = load <4 x i64>, ptr %89, align 32
  %342 = bitcast <4 x i64> %341 to <32 x i8>
  %343 = load <4 x i64>, ptr %90, align 32
  %344 = bitcast <4 x i64> %343 to <32 x i8>
  %345 = call <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8> %342, <32 x i8> %344)
  %346 = bitcast <32 x i8> %345 to <4 x i64>
  store <4 x i64> %346, ptr %179, align 32
  %347 = load <2 x i64>, ptr %168, align 16
  %348 = load <2 x i64>, ptr %170, align 16
  store <2 x i64> %347, ptr %114, align 16
  store <2 x i64> %348, ptr %115, align 16
  %349 = load <2 x i64>, ptr %114, align 16
  %350 = bitcast <2 x i64> %349 to <16 x i8>
  %351 = load <2 x i64>, ptr %115, align 16
  %352 = bitcast <2 x i64> %351 to <16 x i8>
  %353 = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %350, <16 x i8> %352)
  %354 = bitcast <16 x i8> %353 to <2 x i64>
  store <2 x i64> %354, ptr %180, align 16
  %355 = load <2 x i64>, ptr %169, align 16
  %356 = load <2 x i64>, ptr %171, align 16
  store <2 x i64> %355, ptr %116, align 16
  store <2 x i64> %356, ptr %117, align 16
  %357 = load <2 x i64>, ptr %116, align 16
  %358 = bitcast <2 x i64> %357 to <16 x i8>
  %359 = load <2 x i64>, ptr %117, align 16
  %360 = bitcast <2 x i64> %359 to <16 x i8>
  %361 = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %358, <16 x i8> %360)
  %362 = bitcast <16 x i8> %361 to <2 x i64>
  store <2 x i64> %362, ptr %181, align 16
  %363 = call i32 @memcmp(ptr noundef %180, ptr noundef %179, i64 noundef 16)
  %364 = icmp ne i32 %363, 0
  br i1 %364, label %370, label %365

365:                                              ; preds = %338
  %366 = getelementptr inbounds i8, ptr %179, i64 16
  %367 = call i32 @memcmp(ptr noundef %181, ptr noundef %366, i64 noundef 16)
  %368 = icmp ne i32 %367, 0
  %369 = xor i1 %368, true
  br label %370

370:                                              ; preds = %365, %338
  %371 = phi i1 [ false, %338 ], [ %369, %365 ]
  %372 = zext i1 %371 to i32
  %373 = load i32, ptr %172, align 4
  %374 = and i32 %373, %372
  store i32 %374, ptr %172, align 4
  br label %375

375:                                              ; preds = %370
  br label %376

376:                                              ; preds = %375
  %377 = load <4 x i64>, ptr %165, align 32
  %378 = load <4 x i64>, ptr %166, align 32
  store <4 x i64> %377, ptr %87, align 32
  store <4 x i64> %378, ptr %88, align 32
  %379 = load <4 x i64>, ptr %87, align 32
  %380 = bitcast <4 x i64> %379 to <32 x i8>
  %381 = load <4 x i64>, ptr %88, align 32
  %382 = bitcast <4 x i64> %381 to <32 x i8>
  %383 = call <4 x i64> @llvm.x86.avx2.psad.bw(<32 x i8> %380, <32 x i8> %382)
  store <4 x i64> %383, ptr %182, align 32
  %384 = load <2 x i64>, ptr %168, align 16
  %385 = load <2 x i64>, ptr %170, align 16
  store <2 x i64> %384, ptr %152, align 16
  store <2 x i64> %385, ptr %153, align 16
  %386 = load <2 x i64>, ptr %152, align 16
  %387 = bitcast <2 x i64> %386 to <16 x i8>
  %388 = load <2 x i64>, ptr %153, align 16
  %389 = bitcast <2 x i64> %388 to <16 x i8>
  %390 = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %387, <16 x i8> %389)
  store <2 x i64> %390, ptr %183, align 16
  %391 = load <2 x i64>, ptr %169, align 16
  %392 = load <2 x i64>, ptr %171, align 16
  store <2 x i64> %391, ptr %154, align 16
  store <2 x i64> %392, ptr %155, align 16
  %393 = load <2 x i64>, ptr %154, align 16
  %394 = bitcast <2 x i64> %393 to <16 x i8>
  %395 = load <2 x i64>, ptr %155, align 16
  %396 = bitcast <2 x i64> %395 to <16 x i8>
  %397 = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %394, <16 x i8> %396)
  store <2 x i64> %397, ptr %184, align 16
  %398 = call i32 @memcmp(ptr noundef %183, ptr noundef %182, i64 noundef 16)
  %399 = icmp ne i32 %398, 0
  br i1 %399, label %405, label %400

400:                                              ; preds = %376
  %401 = getelementptr inbounds i8, ptr %182, i64 16
  %402 = call i32 @memcmp(ptr noundef %184, ptr noundef %401, i64 noundef 16)
  %403 = icmp ne i32 %402, 0
  %404 = xor i1 %403, true
  br label %405

405:                                              ; preds = %400, %376
  %406 = phi i1 [ false, %376 ], [ %404, %400 ]
  %407 = zext i1 %406 to i32
  %408 = load i32, ptr %172, align 4
  %409 = and i32 %408, %407
  store i32 %409, ptr %172, align 4
  br label %410

410:                                              ; preds = %405
  br label %411

411:                                              ; preds = %410
  %412 = load <4 x i64>, ptr %165, align 32
  store <4 x i64> %412, ptr %85, align 32
  store i32 5, ptr %86, align 4
  %413 = load <4 x i64>, ptr %85, align 32
  %414 = bitcast <4 x i64> %413 to <8 x i32>
  %415 = load i32, ptr %86, align 4
  %416 = call <8 x i32> @llvm.x86.avx2.psrai.d(<8 x i32> %414, i32 %415)
  %417 = bitcast <8 x i32> %416 to <4 x i64>
  store <4 x i64> %417, ptr %185, align 32
  %418 = load <2 x i64>, ptr %168, align 16
  store <2 x i64> %418, ptr %140, align 16
  store i32 5, ptr %141, align 4
  %419 = load <2 x i64>, ptr %140, align 16
  %420 = bitcast <2 x i64> %419 to <4 x i32>
  %421 = load i32, ptr %141, align 4
  %422 = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %420, i32 %421)
  %423 = bitcast <4 x i32> %422 to <2 x i64>
  store <2 x i64> %423, ptr %186, align 16
  %424 = load <2 x i64>, ptr %169, align 16
  store <2 x i64> %424, ptr %142, align 16
  store i32 5, ptr %143, align 4
  %425 = load <2 x i64>, ptr %142, align 16
  %426 = bitcast <2 x i64> %425 to <4 x i32>
  %427 = load i32, ptr %143, align 4
  %428 = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %426, i32 %427)
  %429 = bitcast <4 x i32> %428 to <2 x i64>
  store <2 x i64> %429, ptr %187, align 16
  %430 = call i32 @memcmp(ptr noundef %186, ptr noundef %185, i64 noundef 16)
  %431 = icmp ne i32 %430, 0
  br i1 %431, label %437, label %432

432:                                              ; preds = %411
  %433 = getelementptr inbounds i8, ptr %185, i64 16
  %434 = call i32 @memcmp(ptr noundef %187, ptr noundef %433, i64 noundef 16)
  %435 = icmp ne i32 %434, 0
  %436 = xor i1 %435, true
  br label %437

437:                                              ; preds = %432, %411
  %438 = phi i1 [ false, %411 ], [ %436, %432 ]
  %439 = zext i1 %438 to i32
  %440 = load i32, ptr %172, align 4
  %441 = and i32 %440, %439
  store i32 %441, ptr %172, align 4
  br label %442

442:                                              ; preds = %437
  br label %443

443:                                              ; preds = %442
  %444 = load <4 x i64>, ptr %165, align 32
  %445 = load i32, ptr %164, align 4
  %446 = and i32 %445, 63
  store <4 x i64> %444, ptr %83, align 32
  store i32 %446, ptr %84, align 4
  %447 = load <4 x i64>, ptr %83, align 32
  %448 = load i32, ptr %84, align 4
  %449 = call <4 x i64> @llvm.x86.avx2.pslli.q(<4 x i64> %447, i32 %448)
  store <4 x i64> %449, ptr %188, align 32
  %450 = load <2 x i64>, ptr %168, align 16
  %451 = load i32, ptr %164, align 4
  %452 = and i32 %451, 63
  store <2 x i64> %450, ptr %144, align 16
  store i32 %452, ptr %145, align 4
  %453 = load <2 x i64>, ptr %144, align 16
  %454 = load i32, ptr %145, align 4
  %455 = call <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64> %453, i32 %454)
  store <2 x i64> %455, ptr %189, align 16
  %456 = load <2 x i64>, ptr %169, align 16
  %457 = load i32, ptr %164, align 4
  %458 = and i32 %457, 63
  store <2 x i64> %456, ptr %146, align 16
  store i32 %458, ptr %147, align 4
  %459 = load <2 x i64>, ptr %146, align 16
  %460 = load i32, ptr %147, align 4
  %461 = call <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64> %459, i32 %460)
  store <2 x i64> %461, ptr %190, align 16
  %462 = call i32 @memcmp(ptr noundef %189, ptr noundef %188, i64 noundef 16)
  %463 = icmp ne i32 %462, 0
  br i1 %463, label %469, label %464

464:                                              ; preds = %443
  %465 = getelementptr inbounds i8, ptr %188, i64 16
  %466 = call i32 @memcmp(ptr noundef %190, ptr noundef %465, i64 noundef 16)
  %467 = icmp ne i32 %466, 0
  %468 = xor i1 %467, true
  br label %469

469:                                              ; preds = %464, %443
  %470 = phi i1 [ false, %443 ], [ %468, %464 ]
  %471 = zext i1 %470 to i32
  %472 = load i32, ptr %172, align 4
  %473 = and i32 %472, %471
  store i32 %473, ptr %172, align 4
  br label %474

474:                                              ; preds = %469
  br label %475

475:                                              ; preds = %474
  %476 = load <4 x i64>, ptr %165, align 32
  %477 = load i32, ptr %164, align 4
  %478 = and i32 %477, 15
  store i32 %478, ptr %134, align 4
  %479 = load i32, ptr %134, align 4
  %480 = insertelement <4 x i32> poison, i32 %479, i32 0
  %481 = insertelement <4 x i32> %480, i32 0, i32 1
  %482 = insertelement <4 x i32> %481, i32 0, i32 2
  %483 = insertelement <4 x i32> %482, i32 0, i32 3
  store <4 x i32> %483, ptr %135, align 16
  %484 = load <4 x i32>, ptr %135, align 16
  %485 = bitcast <4 x i32> %484 to <2 x i64>
  store <4 x i64> %476, ptr %81, align 32
  store <2 x i64> %485, ptr %82, align 16
  %486 = load <4 x i64>, ptr %81, align 32
  %487 = bitcast <4 x i64> %486 to <16 x i16>
  %488 = load <2 x i64>, ptr %82, align 16
  %489 = bitcast <2 x i64> %488 to <8 x i16>
  %490 = call <16 x i16> @llvm.x86.avx2.psra.w(<16 x i16> %487, <8 x i16> %489)
  %491 = bitcast <16 x i16> %490 to <4 x i64>
  store <4 x i64> %491, ptr %191, align 32
  %492 = load <2 x i64>, ptr %168, align 16
  %493 = load i32, ptr %164, align 4
  %494 = and i32 %493, 15
  store i32 %494, ptr %136, align 4
  %495 = load i32, ptr %136, align 4
  %496 = insertelement <4 x i32> poison, i32 %495, i32 0
  %497 = insertelement <4 x i32> %496, i32 0, i32 1
  %498 = insertelement <4 x i32> %497, i32 0, i32 2
  %499 = insertelement <4 x i32> %498, i32 0, i32 3
  store <4 x i32> %499, ptr %137, align 16
  %500 = load <4 x i32>, ptr %137, align 16
  %501 = bitcast <4 x i32> %500 to <2 x i64>
  store <2 x i64> %492, ptr %77, align 16
  store <2 x i64> %501, ptr %78, align 16
  %502 = load <2 x i64>, ptr %77, align 16
  %503 = bitcast <2 x i64> %502 to <8 x i16>
  %504 = load <2 x i64>, ptr %78, align 16
  %505 = bitcast <2 x i64> %504 to <8 x i16>
  %506 = call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> %503, <8 x i16> %505)
  %507 = bitcast <8 x i16> %506 to <2 x i64>
  store <2 x i64> %507, ptr %192, align 16
  %508 = load <2 x i64>, ptr %169, align 16
  %509 = load i32, ptr %164, align 4
  %510 = and i32 %509, 15
  store i32 %510, ptr %138, align 4
  %511 = load i32, ptr %138, align 4
  %512 = insertelement <4 x i32> poison, i32 %511, i32 0
  %513 = insertelement <4 x i32> %512, i32 0, i32 1
  %514 = insertelement <4 x i32> %513, i32 0, i32 2
  %515 = insertelement <4 x i32> %514, i32 0, i32 3
  store <4 x i32> %515, ptr %139, align 16
  %516 = load <4 x i32>, ptr %139, align 16
  %517 = bitcast <4 x i32> %516 to <2 x i64>
  store <2 x i64> %508, ptr %79, align 16
  store <2 x i64> %517, ptr %80, align 16
  %518 = load <2 x i64>, ptr %79, align 16
  %519 = bitcast <2 x i64> %518 to <8 x i16>
  %520 = load <2 x i64>, ptr %80, align 16
  %521 = bitcast <2 x i64> %520 to <8 x i16>
  %522 = call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> %519, <8 x i16> %521)
  %523 = bitcast <8 x i16> %522 to <2 x i64>
  store <2 x i64> %523, ptr %193, align 16
  %524 = call i32 @memcmp(ptr noundef %192, ptr noundef %191, i64 noundef 16)
  %525 = icmp ne i32 %524, 0
  br i1 %525, label %531, label %526

526:                                              ; preds = %475
  %527 = getelementptr inbounds i8, ptr %191, i64 16
  %528 = call i32 @memcmp(ptr noundef %193, ptr noundef %527, i64 noundef 16)
  %529 = icmp ne i32 %528, 0
  %530 = xor i1 %529, true
  br label %531

531:                                              ; preds = %526, %475
  %532 = phi i1 [ false, %475 ], [ %530, %526 ]
  %533 = zext i1 %532 to i32
  %534 = load i32, ptr %172, align 4
  %535 = and i32 %534, %533
  store i32 %535, ptr %172, align 4
  br label %536

536:                                              ; preds = %531
  br label %537

537:                                              ; preds = %536
  %538 = load <4 x i64>, ptr %165, align 32
  %539 = load <4 x i64>, ptr %166, align 32
  %540 = load <4 x i64>, ptr %165, align 32
  store <4 x i64> %538, ptr %74, align 32
  store <4 x i64> %539, ptr %75, align 32
  store <4 x i64> %540, ptr %76, align 32
  %541 = load <4 x i64>, ptr %74, align 32
  %542 = bitcast <4 x i64> %541 to <32 x i8>
  %543 = load <4 x i64>, ptr %75, align 32
  %544 = bitcast <4 x i64> %543 to <32 x i8>
  %545 = load <4 x i64>, ptr %76, align 32
  %546 = bitcast <4 x i64> %545 to <32 x i8>
  %547 = call <32 x i8> @llvm.x86.avx2.pblendvb(<32 x i8> %542, <32 x i8> %544, <32 x i8> %546)
  %548 = bitcast <32 x i8> %547 to <4 x i64>
  store <4 x i64> %548, ptr %194, align 32
  %549 = load <2 x i64>, ptr %168, align 16
  %550 = load <2 x i64>, ptr %170, align 16
  %551 = load <2 x i64>, ptr %168, align 16
  store <2 x i64> %549, ptr %104, align 16
  store <2 x i64> %550, ptr %105, align 16
  store <2 x i64> %551, ptr %106, align 16
  %552 = load <2 x i64>, ptr %104, align 16
  %553 = bitcast <2 x i64> %552 to <16 x i8>
  %554 = load <2 x i64>, ptr %105, align 16
  %555 = bitcast <2 x i64> %554 to <16 x i8>
  %556 = load <2 x i64>, ptr %106, align 16
  %557 = bitcast <2 x i64> %556 to <16 x i8>
  %558 = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %553, <16 x i8> %555, <16 x i8> %557)
  %559 = bitcast <16 x i8> %558 to <2 x i64>
  store <2 x i64> %559, ptr %195, align 16
  %560 = load <2 x i64>, ptr %169, align 16
  %561 = load <2 x i64>, ptr %171, align 16
  %562 = load <2 x i64>, ptr %169, align 16
  store <2 x i64> %560, ptr %107, align 16
  store <2 x i64> %561, ptr %108, align 16
  store <2 x i64> %562, ptr %109, align 16
  %563 = load <2 x i64>, ptr %107, align 16
  %564 = bitcast <2 x i64> %563 to <16 x i8>
  %565 = load <2 x i64>, ptr %108, align 16
  %566 = bitcast <2 x i64> %565 to <16 x i8>
  %567 = load <2 x i64>, ptr %109, align 16
  %568 = bitcast <2 x i64> %567 to <16 x i8>
  %569 = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %564, <16 x i8> %566, <16 x i8> %568)
  %570 = bitcast <16 x i8> %569 to <2 x i64>
  store <2 x i64> %570, ptr %196, align 16
  %571 = call i32 @memcmp(ptr noundef %195, ptr noundef %194, i64 noundef 16)
  %572 = icmp ne i32 %571, 0
  br i1 %572, label %578, label %573

573:                                              ; preds = %537
  %574 = getelementptr inbounds i8, ptr %194, i64 16
  %575 = call i32 @memcmp(ptr noundef %196, ptr noundef %574, i64 noundef 16)
  %576 = icmp ne i32 %575, 0
  %577 = xor i1 %576, true
  br label %578

578:                                              ; preds = %573, %537
  %579 = phi i1 [ false, %537 ], [ %577, %573 ]
  %580 = zext i1 %579 to i32
  %581 = load i32, ptr %172, align 4
  %582 = and i32 %581, %580
  store i32 %582, ptr %172, align 4
  br label %583

583:                                              ; preds = %578
  br label %584

584:                                              ; preds = %583
  %585 = load <4 x i64>, ptr %165, align 32
  %586 = load <4 x i64>, ptr %166, align 32
  store <4 x i64> %585, ptr %72, align 32
  store <4 x i64> %586, ptr %73, align 32
  %587 = load <4 x i64>, ptr %72, align 32
  %588 = bitcast <4 x i64> %587 to <8 x i32>
  %589 = load <4 x i64>, ptr %73, align 32
  %590 = bitcast <4 x i64> %589 to <8 x i32>
  %591 = call <8 x i32> @llvm.x86.avx2.phadd.d(<8 x i32> %588, <8 x i32> %590)
  %592 = bitcast <8 x i32> %591 to <4 x i64>
  store <4 x i64> %592, ptr %197, align 32
  %593 = load <2 x i64>, ptr %168, align 16
  %594 = load <2 x i64>, ptr %170, align 16
  store <2 x i64> %593, ptr %110, align 16
  store <2 x i64> %594, ptr %111, align 16
  %595 = load <2 x i64>, ptr %110, align 16
  %596 = bitcast <2 x i64> %595 to <4 x i32>
  %597 = load <2 x i64>, ptr %111, align 16
  %598 = bitcast <2 x i64> %597 to <4 x i32>
  %599 = call <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32> %596, <4 x i32> %598)
  %600 = bitcast <4 x i32> %599 to <2 x i64>
  store <2 x i64> %600, ptr %198, align 16
  %601 = load <2 x i64>, ptr %169, align 16
  %602 = load <2 x i64>, ptr %171, align 16
  store <2 x i64> %601, ptr %112, align 16
  store <2 x i64> %602, ptr %113, align 16
  %603 = load <2 x i64>, ptr %112, align 16
  %604 = bitcast <2 x i64> %603 to <4 x i32>
  %605 = load <2 x i64>, ptr %113, align 16
  %606 = bitcast <2 x i64> %605 to <4 x i32>
  %607 = call <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32> %604, <4 x i32> %606)
  %608 = bitcast <4 x i32> %607 to <2 x i64>
  store <2 x i64> %608, ptr %199, align 16
  %609 = call i32 @memcmp(ptr noundef %198, ptr noundef %197, i64 noundef 16)
  %610 = icmp ne i32 %609, 0
  br i1 %610, label %616, label %611

611:                                              ; preds = %584
  %612 = getelementptr inbounds i8, ptr %197, i64 16
  %613 = call i32 @memcmp(ptr noundef %199, ptr noundef %612, i64 noundef 16)
  %614 = icmp ne i32 %613, 0
  %615 = xor i1 %614, true
  br label %616

616:                                              ; preds = %611, %584
  %617 = phi i1 [ false, %584 ], [ %615, %611 ]
  %618 = zext i1 %617 to i32
  %619 = load i32, ptr %172, align 4
  %620 = and i32 %619, %618
  store i32 %620, ptr %172, align 4
  br label %621

621:                                              ; preds = %616
  br label %622

622:                                              ; preds = %621
  %623 = load <4 x i64>, ptr %165, align 32
  %624 = load <4 x i64>, ptr %166, align 32
  store <4 x i64> %623, ptr %70, align 32
  store <4 x i64> %624, ptr %71, align 32
  %625 = load <4 x i64>, ptr %70, align 32
  %626 = bitcast <4 x i64> %625 to <16 x i16>
  %627 = load <4 x i64>, ptr %71, align 32
  %628 = bitcast <4 x i64> %627 to <16 x i16>
  %629 = call <16 x i16> @llvm.x86.avx2.pmulh.w(<16 x i16> %626, <16 x i16> %628)
  %630 = bitcast <16 x i16> %629 to <4 x i64>
  store <4 x i64> %630, ptr %200, align 32
  %631 = load <2 x i64>, ptr %168, align 16
  %632 = load <2 x i64>, ptr %170, align 16
  store <2 x i64> %631, ptr %148, align 16
  store <2 x i64> %632, ptr %149, align 16
  %633 = load <2 x i64>, ptr %148, align 16
  %634 = bitcast <2 x i64> %633 to <8 x i16>
  %635 = load <2 x i64>, ptr %149, align 16
  %636 = bitcast <2 x i64> %635 to <8 x i16>
  %637 = call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %634, <8 x i16> %636)
  %638 = bitcast <8 x i16> %637 to <2 x i64>
  store <2 x i64> %638, ptr %201, align 16
  %639 = load <2 x i64>, ptr %169, align 16
  %640 = load <2 x i64>, ptr %171, align 16
  store <2 x i64> %639, ptr %150, align 16
  store <2 x i64> %640, ptr %151, align 16
  %641 = load <2 x i64>, ptr %150, align 16
  %642 = bitcast <2 x i64> %641 to <8 x i16>
  %643 = load <2 x i64>, ptr %151, align 16
  %644 = bitcast <2 x i64> %643 to <8 x i16>
  %645 = call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %642, <8 x i16> %644)
  %646 = bitcast <8 x i16> %645 to <2 x i64>
  store <2 x i64> %646, ptr %202, align 16
  %647 = call i32 @memcmp(ptr noundef %201, ptr noundef %200, i64 noundef 16)
  %648 = icmp ne i32 %647, 0
  br i1 %648, label %654, label %649

649:                                              ; preds = %622
  %650 = getelementptr inbounds i8, ptr %200, i64 16
  %651 = call i32 @memcmp(ptr noundef %202, ptr noundef %650, i64 noundef 16)
  %652 = icmp ne i32 %651, 0
  %653 = xor i1 %652, true
  br label %654

654:                                              ; preds = %649, %622
  %655 = phi i1 [ false, %622 ], [ %653, %649 ]
  %656 = zext i1 %655 to i32
  %657 = load i32, ptr %172, align 4
  %658 = and i32 %657, %656
  store i32 %658, ptr %172, align 4
  br label %659

659:                                              ; preds = %654
  br label %660

660:                                              ; preds = %659
  %661 = load <4 x i64>, ptr %165, align 32
  %662 = load <4 x i64>, ptr %166, align 32
  store <4 x i64> %661, ptr %68, align 32
  store <4 x i64> %662, ptr %69, align 32
  %663 = load <4 x i64>, ptr %68, align 32
  %664 = bitcast <4 x i64> %663 to <8 x i32>
  %665 = load <4 x i64>, ptr %69, align 32
  %666 = bitcast <4 x i64> %665 to <8 x i32>
  %667 = call <8 x i32> @llvm.smax.v8i32(<8 x i32> %664, <8 x i32> %666)
  %668 = bitcast <8 x i32> %667 to <4 x i64>
  store <4 x i64> %668, ptr %203, align 32
  %669 = load <2 x i64>, ptr %168, align 16
  %670 = load <2 x i64>, ptr %170, align 16
  store <2 x i64> %669, ptr %64, align 16
  store <2 x i64> %670, ptr %65, align 16
  %671 = load <2 x i64>, ptr %64, align 16
  %672 = bitcast <2 x i64> %671 to <4 x i32>
  %673 = load <2 x i64>, ptr %65, align 16
  %674 = bitcast <2 x i64> %673 to <4 x i32>
  %675 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %672, <4 x i32> %674)
  %676 = bitcast <4 x i32> %675 to <2 x i64>
  store <2 x i64> %676, ptr %204, align 16
  %677 = load <2 x i64>, ptr %169, align 16
  %678 = load <2 x i64>, ptr %171, align 16
  store <2 x i64> %677, ptr %66, align 16
  store <2 x i64> %678, ptr %67, align 16
  %679 = load <2 x i64>, ptr %66, align 16
  %680 = bitcast <2 x i64> %679 to <4 x i32>
  %681 = load <2 x i64>, ptr %67, align 16
  %682 = bitcast <2 x i64> %681 to <4 x i32>
  %683 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %680, <4 x i32> %682)
  %684 = bitcast <4 x i32> %683 to <2 x i64>
  store <2 x i64> %684, ptr %205, align 16
  %685 = call i32 @memcmp(ptr noundef %204, ptr noundef %203, i64 noundef 16)
  %686 = icmp ne i32 %685, 0
  br i1 %686, label %692, label %687

687:                                              ; preds = %660
  %688 = getelementptr inbounds i8, ptr %203, i64 16
  %689 = call i32 @memcmp(ptr noundef %205, ptr noundef %688, i64 noundef 16)
  %690 = icmp ne i32 %689, 0
  %691 = xor i1 %690, true
  br label %692

692:                                              ; preds = %687, %660
  %693 = phi i1 [ false, %660 ], [ %691, %687 ]
  %694 = zext i1 %693 to i32
  %695 = load i32, ptr %172, align 4
  %696 = and i32 %695, %694
  store i32 %696, ptr %172, align 4
  br label %697

697:                                              ; preds = %692
  %698 = load <2 x i64>, ptr %170, align 16
  store i32 31, ptr %128, align 4
  %699 = load i32, ptr %128, align 4
  %700 = load i32, ptr %128, align 4
  %701 = load i32, ptr %128, align 4
  %702 = load i32, ptr %128, align 4
  store i32 %699, ptr %123, align 4
  store i32 %700, ptr %124, align 4
  store i32 %701, ptr %125, align 4
  store i32 %702, ptr %126, align 4
  %703 = load i32, ptr %126, align 4
  %704 = insertelement <4 x i32> poison, i32 %703, i32 0
  %705 = load i32, ptr %125, align 4
  %706 = insertelement <4 x i32> %704, i32 %705, i32 1
  %707 = load i32, ptr %124, align 4
  %708 = insertelement <4 x i32> %706, i32 %707, i32 2
  %709 = load i32, ptr %123, align 4
  %710 = insertelement <4 x i32> %708, i32 %709, i32 3
  store <4 x i32> %710, ptr %127, align 16
  %711 = load <4 x i32>, ptr %127, align 16
  %712 = bitcast <4 x i32> %711 to <2 x i64>
  store <2 x i64> %698, ptr %60, align 16
  store <2 x i64> %712, ptr %61, align 16
  %713 = load <2 x i64>, ptr %60, align 16
  %714 = load <2 x i64>, ptr %61, align 16
  %715 = and <2 x i64> %713, %714
  store <2 x i64> %715, ptr %206, align 16
  %716 = load <2 x i64>, ptr %171, align 16
  store i32 31, ptr %129, align 4
  %717 = load i32, ptr %129, align 4
  %718 = load i32, ptr %129, align 4
  %719 = load i32, ptr %129, align 4
  %720 = load i32, ptr %129, align 4
  store i32 %717, ptr %118, align 4
  store i32 %718, ptr %119, align 4
  store i32 %719, ptr %120, align 4
  store i32 %720, ptr %121, align 4
  %721 = load i32, ptr %121, align 4
  %722 = insertelement <4 x i32> poison, i32 %721, i32 0
  %723 = load i32, ptr %120, align 4
  %724 = insertelement <4 x i32> %722, i32 %723, i32 1
  %725 = load i32, ptr %119, align 4
  %726 = insertelement <4 x i32> %724, i32 %725, i32 2
  %727 = load i32, ptr %118, align 4
  %728 = insertelement <4 x i32> %726, i32 %727, i32 3
  store <4 x i32> %728, ptr %122, align 16
  %729 = load <4 x i32>, ptr %122, align 16
  %730 = bitcast <4 x i32> %729 to <2 x i64>
  store <2 x i64> %716, ptr %62, align 16
  store <2 x i64> %730, ptr %63, align 16
  %731 = load <2 x i64>, ptr %62, align 16
  %732 = load <2 x i64>, ptr %63, align 16
  %733 = and <2 x i64> %731, %732
  store <2 x i64> %733, ptr %207, align 16
  %734 = load <4 x i64>, ptr %166, align 32
  store i32 31, ptr %53, align 4
  %735 = load i32, ptr %53, align 4
  %736 = load i32, ptr %53, align 4
  %737 = load i32, ptr %53, align 4
  %738 = load i32, ptr %53, align 4
  %739 = load i32, ptr %53, align 4
  %740 = load i32, ptr %53, align 4
  %741 = load i32, ptr %53, align 4
  %742 = load i32, ptr %53, align 4
  store i32 %735, ptr %20, align 4
  store i32 %736, ptr %21, align 4
  store i32 %737, ptr %22, align 4
  store i32 %738, ptr %23, align 4
  store i32 %739, ptr %24, align 4
  store i32 %740, ptr %25, align 4
  store i32 %741, ptr %26, align 4
  store i32 %742, ptr %27, align 4
  %743 = load i32, ptr %27, align 4
  %744 = insertelement <8 x i32> poison, i32 %743, i32 0
  %745 = load i32, ptr %26, align 4
  %746 = insertelement <8 x i32> %744, i32 %745, i32 1
  %747 = load i32, ptr %25, align 4
  %748 = insertelement <8 x i32> %746, i32 %747, i32 2
  %749 = load i32, ptr %24, align 4
  %750 = insertelement <8 x i32> %748, i32 %749, i32 3
  %751 = load i32, ptr %23, align 4
  %752 = insertelement <8 x i32> %750, i32 %751, i32 4
  %753 = load i32, ptr %22, align 4
  %754 = insertelement <8 x i32> %752, i32 %753, i32 5
  %755 = load i32, ptr %21, align 4
  %756 = insertelement <8 x i32> %754, i32 %755, i32 6
  %757 = load i32, ptr %20, align 4
  %758 = insertelement <8 x i32> %756, i32 %757, i32 7
  store <8 x i32> %758, ptr %28, align 32
  %759 = load <8 x i32>, ptr %28, align 32
  %760 = bitcast <8 x i32> %759 to <4 x i64>
  store <4 x i64> %734, ptr %56, align 32
  store <4 x i64> %760, ptr %57, align 32
  %761 = load <4 x i64>, ptr %56, align 32
  %762 = load <4 x i64>, ptr %57, align 32
  %763 = and <4 x i64> %761, %762
  store <4 x i64> %763, ptr %208, align 32
  br label %764

764:                                              ; preds = %697
  %765 = load <4 x i64>, ptr %165, align 32
  %766 = load <4 x i64>, ptr %208, align 32
  store <4 x i64> %765, ptr %51, align 32
  store <4 x i64> %766, ptr %52, align 32
  %767 = load <4 x i64>, ptr %51, align 32
  %768 = bitcast <4 x i64> %767 to <8 x i32>
  %769 = load <4 x i64>, ptr %52, align 32
  %770 = bitcast <4 x i64> %769 to <8 x i32>
  %771 = call <8 x i32> @llvm.x86.avx2.psllv.d.256(<8 x i32> %768, <8 x i32> %770)
  %772 = bitcast <8 x i32> %771 to <4 x i64>
  store <4 x i64> %772, ptr %209, align 32
  %773 = load <2 x i64>, ptr %168, align 16
  %774 = load <2 x i64>, ptr %206, align 16
  store <2 x i64> %773, ptr %47, align 16
  store <2 x i64> %774, ptr %48, align 16
  %775 = load <2 x i64>, ptr %47, align 16
  %776 = bitcast <2 x i64> %775 to <4 x i32>
  %777 = load <2 x i64>, ptr %48, align 16
  %778 = bitcast <2 x i64> %777 to <4 x i32>
  %779 = call <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32> %776, <4 x i32> %778)
  %780 = bitcast <4 x i32> %779 to <2 x i64>
  store <2 x i64> %780, ptr %210, align 16
  %781 = load <2 x i64>, ptr %169, align 16
  %782 = load <2 x i64>, ptr %207, align 16
  store <2 x i64> %781, ptr %49, align 16
  store <2 x i64> %782, ptr %50, align 16
  %783 = load <2 x i64>, ptr %49, align 16
  %784 = bitcast <2 x i64> %783 to <4 x i32>
  %785 = load <2 x i64>, ptr %50, align 16
  %786 = bitcast <2 x i64> %785 to <4 x i32>
  %787 = call <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32> %784, <4 x i32> %786)
  %788 = bitcast <4 x i32> %787 to <2 x i64>
  store <2 x i64> %788, ptr %211, align 16
  %789 = call i32 @memcmp(ptr noundef %210, ptr noundef %209, i64 noundef 16)
  %790 = icmp ne i32 %789, 0
  br i1 %790, label %796, label %791

791:                                              ; preds = %764
  %792 = getelementptr inbounds i8, ptr %209, i64 16
  %793 = call i32 @memcmp(ptr noundef %211, ptr noundef %792, i64 noundef 16)
  %794 = icmp ne i32 %793, 0
  %795 = xor i1 %794, true
  br label %796

796:                                              ; preds = %791, %764
  %797 = phi i1 [ false, %764 ], [ %795, %791 ]
  %798 = zext i1 %797 to i32
  %799 = load i32, ptr %172, align 4
  %800 = and i32 %799, %798
  store i32 %800, ptr %172, align 4
  br label %801

801:                                              ; preds = %796
  br label %802

802:                                              ; preds = %801
  %803 = load <4 x i64>, ptr %165, align 32
  %804 = load <4 x i64>, ptr %208, align 32
  store <4 x i64> %803, ptr %45, align 32
  store <4 x i64> %804, ptr %46, align 32
  %805 = load <4 x i64>, ptr %45, align 32
  %806 = bitcast <4 x i64> %805 to <8 x i32>
  %807 = load <4 x i64>, ptr %46, align 32
  %808 = bitcast <4 x i64> %807 to <8 x i32>
  %809 = call <8 x i32> @llvm.x86.avx2.psrav.d.256(<8 x i32> %806, <8 x i32> %808)
  %810 = bitcast <8 x i32> %809 to <4 x i64>
  store <4 x i64> %810, ptr %212, align 32
  %811 = load <2 x i64>, ptr %168, align 16
  %812 = load <2 x i64>, ptr %206, align 16
  store <2 x i64> %811, ptr %41, align 16
  store <2 x i64> %812, ptr %42, align 16
  %813 = load <2 x i64>, ptr %41, align 16
  %814 = bitcast <2 x i64> %813 to <4 x i32>
  %815 = load <2 x i64>, ptr %42, align 16
  %816 = bitcast <2 x i64> %815 to <4 x i32>
  %817 = call <4 x i32> @llvm.x86.avx2.psrav.d(<4 x i32> %814, <4 x i32> %816)
  %818 = bitcast <4 x i32> %817 to <2 x i64>
  store <2 x i64> %818, ptr %213, align 16
  %819 = load <2 x i64>, ptr %169, align 16
  %820 = load <2 x i64>, ptr %207, align 16
  store <2 x i64> %819, ptr %43, align 16
  store <2 x i64> %820, ptr %44, align 16
  %821 = load <2 x i64>, ptr %43, align 16
  %822 = bitcast <2 x i64> %821 to <4 x i32>
  %823 = load <2 x i64>, ptr %44, align 16
  %824 = bitcast <2 x i64> %823 to <4 x i32>
  %825 = call <4 x i32> @llvm.x86.avx2.psrav.d(<4 x i32> %822, <4 x i32> %824)
  %826 = bitcast <4 x i32> %825 to <2 x i64>
  store <2 x i64> %826, ptr %214, align 16
  %827 = call i32 @memcmp(ptr noundef %213, ptr noundef %212, i64 noundef 16)
  %828 = icmp ne i32 %827, 0
  br i1 %828, label %834, label %829

829:                                              ; preds = %802
  %830 = getelementptr inbounds i8, ptr %212, i64 16
  %831 = call i32 @memcmp(ptr noundef %214, ptr noundef %830, i64 noundef 16)
  %832 = icmp ne i32 %831, 0
  %833 = xor i1 %832, true
  br label %834

834:                                              ; preds = %829, %802
  %835 = phi i1 [ false, %802 ], [ %833, %829 ]
  %836 = zext i1 %835 to i32
  %837 = load i32, ptr %172, align 4
  %838 = and i32 %837, %836
  store i32 %838, ptr %172, align 4
  br label %839

839:                                              ; preds = %834
  %840 = load <4 x i64>, ptr %165, align 32
  store <4 x i64> %840, ptr %40, align 32
  %841 = load <4 x i64>, ptr %40, align 32
  %842 = bitcast <4 x i64> %841 to <32 x i8>
  %843 = call i32 @llvm.x86.avx2.pmovmskb(<32 x i8> %842)
  %844 = load <2 x i64>, ptr %168, align 16
  store <2 x i64> %844, ptr %132, align 16
  %845 = load <2 x i64>, ptr %132, align 16
  %846 = bitcast <2 x i64> %845 to <16 x i8>
  %847 = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %846)
  %848 = load <2 x i64>, ptr %169, align 16
  store <2 x i64> %848, ptr %133, align 16
  %849 = load <2 x i64>, ptr %133, align 16
  %850 = bitcast <2 x i64> %849 to <16 x i8>
  %851 = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %850)
  %852 = shl i32 %851, 16
  %853 = or i32 %847, %852
  %854 = icmp eq i32 %843, %853
  %855 = zext i1 %854 to i32
  %856 = load i32, ptr %172, align 4
  %857 = and i32 %856, %855
  store i32 %857, ptr %172, align 4
  %858 = load <8 x float>, ptr %167, align 32
  store <8 x float> %858, ptr %39, align 32
  %859 = load <8 x float>, ptr %39, align 32
  %860 = call i32 @llvm.x86.avx.movmsk.ps.256(<8 x float> %859)
  %861 = load <8 x float>, ptr %167, align 32
  store <8 x float> %861, ptr %38, align 32
  %862 = load <8 x float>, ptr %38, align 32
  %863 = load <8 x float>, ptr %38, align 32
  %864 = shufflevector <8 x float> %862, <8 x float> %863, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x float> %864, ptr %130, align 16
  %865 = load <4 x float>, ptr %130, align 16
  %866 = call i32 @llvm.x86.sse.movmsk.ps(<4 x float> %865)
  %867 = load <8 x float>, ptr %167, align 32
  %868 = shufflevector <8 x float> %867, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  store <4 x float> %868, ptr %131, align 16
  %869 = load <4 x float>, ptr %131, align 16
  %870 = call i32 @llvm.x86.sse.movmsk.ps(<4 x float> %869)
  %871 = shl i32 %870, 4
  %872 = or i32 %866, %871
  %873 = icmp eq i32 %860, %872
  %874 = zext i1 %873 to i32
  %875 = load i32, ptr %172, align 4
  %876 = and i32 %875, %874
  store i32 %876, ptr %172, align 4
  %877 = load <4 x i64>, ptr %165, align 32
  %878 = load <4 x i64>, ptr %166, align 32
  store <4 x i64> %877, ptr %36, align 32
  store <4 x i64> %878, ptr %37, align 32
  %879 = load <4 x i64>, ptr %36, align 32
  %880 = load <4 x i64>, ptr %37, align 32
  %881 = call i32 @llvm.x86.avx.ptestz.256(<4 x i64> %879, <4 x i64> %880)
  %882 = load <2 x i64>, ptr %168, align 16
  %883 = load <2 x i64>, ptr %170, align 16
  store <2 x i64> %882, ptr %100, align 16
  store <2 x i64> %883, ptr %101, align 16
  %884 = load <2 x i64>, ptr %100, align 16
  %885 = load <2 x i64>, ptr %101, align 16
  %886 = call i32 @llvm.x86.sse41.ptestz(<2 x i64> %884, <2 x i64> %885)
  %887 = load <2 x i64>, ptr %169, align 16
  %888 = load <2 x i64>, ptr %171, align 16
  store <2 x i64> %887, ptr %102, align 16
  store <2 x i64> %888, ptr %103, align 16
  %889 = load <2 x i64>, ptr %102, align 16
  %890 = load <2 x i64>, ptr %103, align 16
  %891 = call i32 @llvm.x86.sse41.ptestz(<2 x i64> %889, <2 x i64> %890)
  %892 = and i32 %886, %891
  %893 = icmp eq i32 %881, %892
  %894 = zext i1 %893 to i32
  %895 = load i32, ptr %172, align 4
  %896 = and i32 %895, %894
  store i32 %896, ptr %172, align 4
  %897 = load <4 x i64>, ptr %166, align 32
  store i32 7, ptr %54, align 4
  %898 = load i32, ptr %54, align 4
  %899 = load i32, ptr %54, align 4
  %900 = load i32, ptr %54, align 4
  %901 = load i32, ptr %54, align 4
  %902 = load i32, ptr %54, align 4
  %903 = load i32, ptr %54, align 4
  %904 = load i32, ptr %54, align 4
  %905 = load i32, ptr %54, align 4
  store i32 %898, ptr %11, align 4
  store i32 %899, ptr %12, align 4
  store i32 %900, ptr %13, align 4
  store i32 %901, ptr %14, align 4
  store i32 %902, ptr %15, align 4
  store i32 %903, ptr %16, align 4
  store i32 %904, ptr %17, align 4
  store i32 %905, ptr %18, align 4
  %906 = load i32, ptr %18, align 4
  %907 = insertelement <8 x i32> poison, i32 %906, i32 0
  %908 = load i32, ptr %17, align 4
  %909 = insertelement <8 x i32> %907, i32 %908, i32 1
  %910 = load i32, ptr %16, align 4
  %911 = insertelement <8 x i32> %909, i32 %910, i32 2
  %912 = load i32, ptr %15, align 4
  %913 = insertelement <8 x i32> %911, i32 %912, i32 3
  %914 = load i32, ptr %14, align 4
  %915 = insertelement <8 x i32> %913, i32 %914, i32 4
  %916 = load i32, ptr %13, align 4
  %917 = insertelement <8 x i32> %915, i32 %916, i32 5
  %918 = load i32, ptr %12, align 4
  %919 = insertelement <8 x i32> %917, i32 %918, i32 6
  %920 = load i32, ptr %11, align 4
  %921 = insertelement <8 x i32> %919, i32 %920, i32 7
  store <8 x i32> %921, ptr %19, align 32
  %922 = load <8 x i32>, ptr %19, align 32
  %923 = bitcast <8 x i32> %922 to <4 x i64>
  store <4 x i64> %897, ptr %58, align 32
  store <4 x i64> %923, ptr %59, align 32
  %924 = load <4 x i64>, ptr %58, align 32
  %925 = load <4 x i64>, ptr %59, align 32
  %926 = and <4 x i64> %924, %925
  store <4 x i64> %926, ptr %215, align 32
  %927 = load <4 x i64>, ptr %165, align 32
  %928 = load <4 x i64>, ptr %215, align 32
  store <4 x i64> %927, ptr %34, align 32
  store <4 x i64> %928, ptr %35, align 32
  %929 = load <4 x i64>, ptr %34, align 32
  %930 = bitcast <4 x i64> %929 to <8 x i32>
  %931 = load <4 x i64>, ptr %35, align 32
  %932 = bitcast <4 x i64> %931 to <8 x i32>
  %933 = call <8 x i32> @llvm.x86.avx2.permd(<8 x i32> %930, <8 x i32> %932)
  %934 = bitcast <8 x i32> %933 to <4 x i64>
  store <4 x i64> %934, ptr %216, align 32
  %935 = getelementptr inbounds [8 x i32], ptr %217, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %935, ptr align 32 %165, i64 32, i1 false)
  %936 = getelementptr inbounds [8 x i32], ptr %218, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %936, ptr align 32 %215, i64 32, i1 false)
  %937 = getelementptr inbounds [8 x i32], ptr %219, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %937, ptr align 32 %216, i64 32, i1 false)
  store i32 0, ptr %220, align 4
  br label %938

938:                                              ; preds = %957, %839
  %939 = load i32, ptr %220, align 4
  %940 = icmp slt i32 %939, 8
  br i1 %940, label %941, label %960

941:                                              ; preds = %938
  %942 = load i32, ptr %220, align 4
  %943 = sext i32 %942 to i64
  %944 = getelementptr inbounds [8 x i32], ptr %219, i64 0, i64 %943
  %945 = load i32, ptr %944, align 4
  %946 = load i32, ptr %220, align 4
  %947 = sext i32 %946 to i64
  %948 = getelementptr inbounds [8 x i32], ptr %218, i64 0, i64 %947
  %949 = load i32, ptr %948, align 4
  %950 = sext i32 %949 to i64
  %951 = getelementptr inbounds [8 x i32], ptr %217, i64 0, i64 %950
  %952 = load i32, ptr %951, align 4
  %953 = icmp eq i32 %945, %952
  %954 = zext i1 %953 to i32
  %955 = load i32, ptr %172, align 4
  %956 = and i32 %955, %954
  store i32 %956, ptr %172, align 4
  br label %957

957:                                              ; preds = %941
  %958 = load i32, ptr %220, align 4
  %959 = add nsw i32 %958, 1
  store i32 %959, ptr %220, align 4
  br label %938, !llvm.loop !10

960:                                              ; preds = %938
  %961 = load <4 x i64>, ptr %165, align 32
  %962 = shufflevector <4 x i64> %961, <4 x i64> poison, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  store <4 x i64> %962, ptr %221, align 32
  %963 = getelementptr inbounds i8, ptr %165, i64 16
  %964 = call i32 @memcmp(ptr noundef %221, ptr noundef %963, i64 noundef 16)
  %965 = icmp ne i32 %964, 0
  br i1 %965, label %971, label %966

966:                                              ; preds = %960
  %967 = getelementptr inbounds i8, ptr %221, i64 16
  %968 = call i32 @memcmp(ptr noundef %967, ptr noundef %165, i64 noundef 16)
  %969 = icmp ne i32 %968, 0
  %970 = xor i1 %969, true
  br label %971

971:                                              ; preds = %966, %960
  %972 = phi i1 [ false, %960 ], [ %970, %966 ]
  %973 = zext i1 %972 to i32
  %974 = load i32, ptr %172, align 4
  %975 = and i32 %974, %973
  store i32 %975, ptr %172, align 4
  %976 = bitcast <4 x i64> zeroinitializer to <8 x i32>
  %977 = load <4 x i64>, ptr %215, align 32
  %978 = bitcast <4 x i64> %977 to <8 x i32>
  store i32 -1, ptr %55, align 4
  %979 = load i32, ptr %55, align 4
  %980 = load i32, ptr %55, align 4
  %981 = load i32, ptr %55, align 4
  %982 = load i32, ptr %55, align 4
  %983 = load i32, ptr %55, align 4
  %984 = load i32, ptr %55, align 4
  %985 = load i32, ptr %55, align 4
  %986 = load i32, ptr %55, align 4
  store i32 %979, ptr %2, align 4
  store i32 %980, ptr %3, align 4
  store i32 %981, ptr %4, align 4
  store i32 %982, ptr %5, align 4
  store i32 %983, ptr %6, align 4
  store i32 %984, ptr %7, align 4
  store i32 %985, ptr %8, align 4
  store i32 %986, ptr %9, align 4
  %987 = load i32, ptr %9, align 4
  %988 = insertelement <8 x i32> poison, i32 %987, i32 0
  %989 = load i32, ptr %8, align 4
  %990 = insertelement <8 x i32> %988, i32 %989, i32 1
  %991 = load i32, ptr %7, align 4
  %992 = insertelement <8 x i32> %990, i32 %991, i32 2
  %993 = load i32, ptr %6, align 4
  %994 = insertelement <8 x i32> %992, i32 %993, i32 3
  %995 = load i32, ptr %5, align 4
  %996 = insertelement <8 x i32> %994, i32 %995, i32 4
  %997 = load i32, ptr %4, align 4
  %998 = insertelement <8 x i32> %996, i32 %997, i32 5
  %999 = load i32, ptr %3, align 4
  %1000 = insertelement <8 x i32> %998, i32 %999, i32 6
  %1001 = load i32, ptr %2, align 4
  %1002 = insertelement <8 x i32> %1000, i32 %1001, i32 7
  store <8 x i32> %1002, ptr %10, align 32
  %1003 = load <8 x i32>, ptr %10, align 32
  %1004 = bitcast <8 x i32> %1003 to <4 x i64>
  %1005 = bitcast <4 x i64> %1004 to <8 x i32>
  %1006 = call <8 x i32> @llvm.x86.avx2.gather.d.d.256(<8 x i32> %976, ptr @data, <8 x i32> %978, <8 x i32> %1005, i8 4)
  %1007 = bitcast <8 x i32> %1006 to <4 x i64>
  store <4 x i64> %1007, ptr %222, align 32
  %1008 = getelementptr inbounds [8 x i32], ptr %223, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1008, ptr align 32 %222, i64 32, i1 false)
  store i32 0, ptr %224, align 4
  br label %1009

1009:                                             ; preds = %1028, %971
  %1010 = load i32, ptr %224, align 4
  %1011 = icmp slt i32 %1010, 8
  br i1 %1011, label %1012, label %1031

1012:                                             ; preds = %1009
  %1013 = load i32, ptr %224, align 4
  %1014 = sext i32 %1013 to i64
  %1015 = getelementptr inbounds [8 x i32], ptr %223, i64 0, i64 %1014
  %1016 = load i32, ptr %1015, align 4
  %1017 = load i32, ptr %224, align 4
  %1018 = sext i32 %1017 to i64
  %1019 = getelementptr inbounds [8 x i32], ptr %218, i64 0, i64 %1018
  %1020 = load i32, ptr %1019, align 4
  %1021 = sext i32 %1020 to i64
  %1022 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %1021
  %1023 = load i32, ptr %1022, align 4
  %1024 = icmp eq i32 %1016, %1023
  %1025 = zext i1 %1024 to i32
  %1026 = load i32, ptr %172, align 4
  %1027 = and i32 %1026, %1025
  store i32 %1027, ptr %172, align 4
  br label %1028

1028:                                             ; preds = %1012
  %1029 = load i32, ptr %224, align 4
  %1030 = add nsw i32 %1029, 1
  store i32 %1030, ptr %224, align 4
  br label %1009, !llvm.loop !11

1031:                                             ; preds = %1009
  %1032 = load <4 x i64>, ptr %166, align 32
  %1033 = bitcast <4 x i64> %1032 to <8 x i32>
  %1034 = load <4 x i64>, ptr %215, align 32
  %1035 = bitcast <4 x i64> %1034 to <8 x i32>
  %1036 = load <4 x i64>, ptr %165, align 32
  %1037 = bitcast <4 x i64> %1036 to <8 x i32>
  %1038 = call <8 x i32> @llvm.x86.avx2.gather.d.d.256(<8 x i32> %1033, ptr getelementptr inbounds (i32, ptr @data, i64 8), <8 x i32> %1035, <8 x i32> %1037, i8 4)
  %1039 = bitcast <8 x i32> %1038 to <4 x i64>
  store <4 x i64> %1039, ptr %225, align 32
  %1040 = getelementptr inbounds [8 x i32], ptr %226, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1040, ptr align 32 %225, i64 32, i1 false)
  %1041 = getelementptr inbounds [8 x i32], ptr %227, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1041, ptr align 32 %166, i64 32, i1 false)
  store i32 0, ptr %228, align 4
  br label %1042

1042:                                             ; preds = %1075, %1031
  %1043 = load i32, ptr %228, align 4
  %1044 = icmp slt i32 %1043, 8
  br i1 %1044, label %1045, label %1078

1045:                                             ; preds = %1042
  %1046 = load i32, ptr %228, align 4
  %1047 = sext i32 %1046 to i64
  %1048 = getelementptr inbounds [8 x i32], ptr %226, i64 0, i64 %1047
  %1049 = load i32, ptr %1048, align 4
  %1050 = load i32, ptr %228, align 4
  %1051 = sext i32 %1050 to i64
  %1052 = getelementptr inbounds [8 x i32], ptr %217, i64 0, i64 %1051
  %1053 = load i32, ptr %1052, align 4
  %1054 = icmp slt i32 %1053, 0
  br i1 %1054, label %1055, label %1064

1055:                                             ; preds = %1045
  %1056 = load i32, ptr %228, align 4
  %1057 = sext i32 %1056 to i64
  %1058 = getelementptr inbounds [8 x i32], ptr %218, i64 0, i64 %1057
  %1059 = load i32, ptr %1058, align 4
  %1060 = add nsw i32 8, %1059
  %1061 = sext i32 %1060 to i64
  %1062 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %1061
  %1063 = load i32, ptr %1062, align 4
  br label %1069

1064:                                             ; preds = %1045
  %1065 = load i32, ptr %228, align 4
  %1066 = sext i32 %1065 to i64
  %1067 = getelementptr inbounds [8 x i32], ptr %227, i64 0, i64 %1066
  %1068 = load i32, ptr %1067, align 4
  br label %1069

1069:                                             ; preds = %1064, %1055
  %1070 = phi i32 [ %1063, %1055 ], [ %1068, %1064 ]
  %1071 = icmp eq i32 %1049, %1070
  %1072 = zext i1 %1071 to i32
  %1073 = load i32, ptr %172, align 4
  %1074 = and i32 %1073, %1072
  store i32 %1074, ptr %172, align 4
  br label %1075

1075:                                             ; preds = %1069
  %1076 = load i32, ptr %228, align 4
  %1077 = add nsw i32 %1076, 1
  store i32 %1077, ptr %228, align 4
  br label %1042, !llvm.loop !12

1078:                                             ; preds = %1042
  %1079 = load i32, ptr %164, align 4
  %1080 = sext i32 %1079 to i64
  %1081 = getelementptr inbounds i32, ptr @data, i64 %1080
  %1082 = load <4 x i64>, ptr %165, align 32
  store ptr %1081, ptr %32, align 8
  store <4 x i64> %1082, ptr %33, align 32
  %1083 = load ptr, ptr %32, align 8
  %1084 = load <4 x i64>, ptr %33, align 32
  %1085 = bitcast <4 x i64> %1084 to <8 x i32>
  %1086 = call <8 x i32> @llvm.x86.avx2.maskload.d.256(ptr %1083, <8 x i32> %1085)
  %1087 = bitcast <8 x i32> %1086 to <4 x i64>
  store <4 x i64> %1087, ptr %229, align 32
  %1088 = getelementptr inbounds [8 x i32], ptr %230, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1088, ptr align 32 %229, i64 32, i1 false)
  store i32 0, ptr %231, align 4
  br label %1089

1089:                                             ; preds = %1116, %1078
  %1090 = load i32, ptr %231, align 4
  %1091 = icmp slt i32 %1090, 8
  br i1 %1091, label %1092, label %1119

1092:                                             ; preds = %1089
  %1093 = load i32, ptr %231, align 4
  %1094 = sext i32 %1093 to i64
  %1095 = getelementptr inbounds [8 x i32], ptr %230, i64 0, i64 %1094
  %1096 = load i32, ptr %1095, align 4
  %1097 = load i32, ptr %231, align 4
  %1098 = sext i32 %1097 to i64
  %1099 = getelementptr inbounds [8 x i32], ptr %217, i64 0, i64 %1098
  %1100 = load i32, ptr %1099, align 4
  %1101 = icmp slt i32 %1100, 0
  br i1 %1101, label %1102, label %1109

1102:                                             ; preds = %1092
  %1103 = load i32, ptr %164, align 4
  %1104 = load i32, ptr %231, align 4
  %1105 = add nsw i32 %1103, %1104
  %1106 = sext i32 %1105 to i64
  %1107 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %1106
  %1108 = load i32, ptr %1107, align 4
  br label %1110

1109:                                             ; preds = %1092
  br label %1110

1110:                                             ; preds = %1109, %1102
  %1111 = phi i32 [ %1108, %1102 ], [ 0, %1109 ]
  %1112 = icmp eq i32 %1096, %1111
  %1113 = zext i1 %1112 to i32
  %1114 = load i32, ptr %172, align 4
  %1115 = and i32 %1114, %1113
  store i32 %1115, ptr %172, align 4
  br label %1116

1116:                                             ; preds = %1110
  %1117 = load i32, ptr %231, align 4
  %1118 = add nsw i32 %1117, 1
  store i32 %1118, ptr %231, align 4
  br label %1089, !llvm.loop !13

1119:                                             ; preds = %1089
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %232, ptr align 16 @__const.avx2.out, i64 32, i1 false)
  %1120 = getelementptr inbounds [8 x i32], ptr %232, i64 0, i64 0
  %1121 = load <4 x i64>, ptr %166, align 32
  %1122 = load <4 x i64>, ptr %165, align 32
  store ptr %1120, ptr %29, align 8
  store <4 x i64> %1121, ptr %30, align 32
  store <4 x i64> %1122, ptr %31, align 32
  %1123 = load ptr, ptr %29, align 8
  %1124 = load <4 x i64>, ptr %30, align 32
  %1125 = bitcast <4 x i64> %1124 to <8 x i32>
  %1126 = load <4 x i64>, ptr %31, align 32
  %1127 = bitcast <4 x i64> %1126 to <8 x i32>
  call void @llvm.x86.avx2.maskstore.d.256(ptr %1123, <8 x i32> %1125, <8 x i32> %1127)
  store i32 0, ptr %233, align 4
  br label %1128

1128:                                             ; preds = %1155, %1119
  %1129 = load i32, ptr %233, align 4
  %1130 = icmp slt i32 %1129, 8
  br i1 %1130, label %1131, label %1158

1131:                                             ; preds = %1128
  %1132 = load i32, ptr %233, align 4
  %1133 = sext i32 %1132 to i64
  %1134 = getelementptr inbounds [8 x i32], ptr %232, i64 0, i64 %1133
  %1135 = load i32, ptr %1134, align 4
  %1136 = load i32, ptr %233, align 4
  %1137 = sext i32 %1136 to i64
  %1138 = getelementptr inbounds [8 x i32], ptr %227, i64 0, i64 %1137
  %1139 = load i32, ptr %1138, align 4
  %1140 = icmp slt i32 %1139, 0
  br i1 %1140, label %1141, label %1146

1141:                                             ; preds = %1131
  %1142 = load i32, ptr %233, align 4
  %1143 = sext i32 %1142 to i64
  %1144 = getelementptr inbounds [8 x i32], ptr %217, i64 0, i64 %1143
  %1145 = load i32, ptr %1144, align 4
  br label %1149

1146:                                             ; preds = %1131
  %1147 = load i32, ptr %233, align 4
  %1148 = add nsw i32 %1147, 1
  br label %1149

1149:                                             ; preds = %1146, %1141
  %1150 = phi i32 [ %1145, %1141 ], [ %1148, %1146 ]
  %1151 = icmp eq i32 %1135, %1150
  %1152 = zext i1 %1151 to i32
  %1153 = load i32, ptr %172, align 4
  %1154 = and i32 %1153, %1152
  store i32 %1154, ptr %172, align 4
  br label %1155

1155:                                             ; preds = %1149
  %1156 = load i32, ptr %233, align 4
  %1157 = add nsw i32 %1156, 1
  store i32 %1157, ptr %233, align 4
  br label %1128, !llvm.loop !14

1158:                                             ; preds = %1128
  %1159 = load i32, ptr %172, align 4
  ret i32 %1159
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(ptr noundef %0, i64 noundef %1) #0 {
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

8:                                                ; preds = %21, %2
  %9 = load i64, ptr %6, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %24

12:                                               ; preds = %8
  %13 = load i64, ptr @hash, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i64
  %19 = xor i64 %13, %18
  %20 = mul i64 %19, 1099511628211
  store i64 %20, ptr @hash, align 8
  br label %21

21:                                               ; preds = %12
  %22 = load i64, ptr %6, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %6, align 8
  br label %8, !llvm.loop !15

24:                                               ; preds = %8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16>, <8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16>, <8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16>, <8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16>, <8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16>, <8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.pslli.w(<8 x i16>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.psrli.w(<8 x i16>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.psrli.d(<4 x i32>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.x86.sse2.psrli.q(<2 x i64>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.psrai.w(<8 x i16>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16>, <8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.psra.d(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.x86.sse2.psll.q(<2 x i64>, <2 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse.movmsk.ps(<4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse2.movmsk.pd(<2 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.min.ps(<4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.min.ss(<4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.x86.sse2.max.sd(<2 x double>, <2 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.cvttps2dq(<4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.cvtpd2dq(<2 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.cvttpd2dq(<2 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse2.cvtpd2ps(<2 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse.cvtss2si(<4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse.cvttss2si(<4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse2.cvtsd2si(<2 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.x86.sse.cvtss2si64(<4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.x86.sse2.cvtsd2si64(<2 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.rcp.ps(<4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.rsqrt.ps(<4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.sadd.sat.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.usub.sat.v8i16(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.x86.sse41.round.pd(<2 x double>, i32 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.round.ss(<4 x float>, <4 x float>, i32 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.dpps(<4 x float>, <4 x float>, i8 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.x86.sse41.dppd(<2 x double>, <2 x double>, i8 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8>, <16 x i8>, i8 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.insertps(<4 x float>, <4 x float>, i8 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.x86.sse3.hsub.pd(<2 x double>, <2 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16>, <8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.ssse3.phsub.d.128(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.ssse3.phadd.sw.128(<8 x i16>, <8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16>, <8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.ssse3.psign.b.128(<16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.ssse3.psign.d.128(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.abs.v16i8(<16 x i8>, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8>, <16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.blendvps(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse41.phminposuw(<8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse41.ptestz(<2 x i64>, <2 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse41.ptestc(<2 x i64>, <2 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse41.ptestnzc(<2 x i64>, <2 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse41.packusdw(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.smax.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.umin.v8i16(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #5

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i32> @llvm.x86.avx2.gather.d.d.256(<8 x i32>, ptr, <8 x i32>, <8 x i32>, i8 immarg) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>, <16 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i16> @llvm.x86.avx2.packssdw(<8 x i32>, <8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8>, <32 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i64> @llvm.x86.avx2.psad.bw(<32 x i8>, <32 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.psrai.d(<8 x i32>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i64> @llvm.x86.avx2.pslli.q(<4 x i64>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i16> @llvm.x86.avx2.psra.w(<16 x i16>, <8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16>, <8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <32 x i8> @llvm.x86.avx2.pblendvb(<32 x i8>, <32 x i8>, <32 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.phadd.d(<8 x i32>, <8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i16> @llvm.x86.avx2.pmulh.w(<16 x i16>, <16 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.psllv.d.256(<8 x i32>, <8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.psrav.d.256(<8 x i32>, <8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.avx2.psrav.d(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.avx2.pmovmskb(<32 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.avx.movmsk.ps.256(<8 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.avx.ptestz.256(<4 x i64>, <4 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.permd(<8 x i32>, <8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.x86.avx2.maskload.d.256(ptr, <8 x i32>) #11

; Function Attrs: nounwind memory(argmem: readwrite)
declare void @llvm.x86.avx2.maskstore.d.256(ptr, <8 x i32>, <8 x i32>) #12

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #12 = { nounwind memory(argmem: readwrite) }
attributes #13 = { nounwind }

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
