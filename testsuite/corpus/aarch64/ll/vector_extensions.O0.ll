; ModuleID = 'programs/vector_extensions.c'
source_filename = "programs/vector_extensions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"addmul %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"float %g %g %g %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"wide %lld %lld %lld %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"bytes\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"double %g %g\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"shorts\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.10 = private unnamed_addr constant [24 x i8] c"acc %d %d %d %d sum=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x float>, align 16
  %8 = alloca <4 x float>, align 16
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x i64>, align 16
  %11 = alloca <4 x i64>, align 16
  %12 = alloca <4 x i64>, align 16
  %13 = alloca <16 x i8>, align 16
  %14 = alloca <16 x i8>, align 16
  %15 = alloca i32, align 4
  %16 = alloca <16 x i8>, align 16
  %17 = alloca i32, align 4
  %18 = alloca <2 x double>, align 16
  %19 = alloca <2 x double>, align 16
  %20 = alloca <2 x double>, align 16
  %21 = alloca <8 x i16>, align 16
  %22 = alloca <8 x i16>, align 16
  %23 = alloca <8 x i16>, align 16
  %24 = alloca i32, align 4
  %25 = alloca <4 x i32>, align 16
  %26 = alloca [64 x i32], align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca <4 x i32>, align 16
  store i32 0, ptr %1, align 4
  store <4 x i32> <i32 1, i32 -2, i32 3, i32 2147483647>, ptr %2, align 16
  store <4 x i32> <i32 10, i32 20, i32 30, i32 1>, ptr %3, align 16
  store <4 x i32> <i32 2, i32 3, i32 -4, i32 1>, ptr %4, align 16
  %30 = load <4 x i32>, ptr %2, align 16
  %31 = load <4 x i32>, ptr %3, align 16
  %32 = load <4 x i32>, ptr %4, align 16
  %33 = call <4 x i32> @addmul(<4 x i32> noundef %30, <4 x i32> noundef %31, <4 x i32> noundef %32)
  store <4 x i32> %33, ptr %5, align 16
  %34 = load <4 x i32>, ptr %5, align 16
  %35 = extractelement <4 x i32> %34, i32 0
  %36 = load <4 x i32>, ptr %5, align 16
  %37 = extractelement <4 x i32> %36, i32 1
  %38 = load <4 x i32>, ptr %5, align 16
  %39 = extractelement <4 x i32> %38, i32 2
  %40 = load <4 x i32>, ptr %5, align 16
  %41 = extractelement <4 x i32> %40, i32 3
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %35, i32 noundef %37, i32 noundef %39, i32 noundef %41)
  %43 = load <4 x i32>, ptr %2, align 16
  %44 = load <4 x i32>, ptr %3, align 16
  %45 = call <4 x i32> @cmp(<4 x i32> noundef %43, <4 x i32> noundef %44)
  store <4 x i32> %45, ptr %6, align 16
  %46 = load <4 x i32>, ptr %6, align 16
  %47 = extractelement <4 x i32> %46, i32 0
  %48 = load <4 x i32>, ptr %6, align 16
  %49 = extractelement <4 x i32> %48, i32 1
  %50 = load <4 x i32>, ptr %6, align 16
  %51 = extractelement <4 x i32> %50, i32 2
  %52 = load <4 x i32>, ptr %6, align 16
  %53 = extractelement <4 x i32> %52, i32 3
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %47, i32 noundef %49, i32 noundef %51, i32 noundef %53)
  store <4 x float> <float 1.500000e+00, float 2.500000e+00, float -1.000000e+00, float 0.000000e+00>, ptr %8, align 16
  %55 = load <4 x float>, ptr %8, align 16
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr %9, align 16
  %56 = load <4 x float>, ptr %9, align 16
  %57 = call <4 x float> @fma_like(<4 x float> noundef %55, <4 x float> noundef %56)
  store <4 x float> %57, ptr %7, align 16
  %58 = load <4 x float>, ptr %7, align 16
  %59 = extractelement <4 x float> %58, i32 0
  %60 = fpext float %59 to double
  %61 = load <4 x float>, ptr %7, align 16
  %62 = extractelement <4 x float> %61, i32 1
  %63 = fpext float %62 to double
  %64 = load <4 x float>, ptr %7, align 16
  %65 = extractelement <4 x float> %64, i32 2
  %66 = fpext float %65 to double
  %67 = load <4 x float>, ptr %7, align 16
  %68 = extractelement <4 x float> %67, i32 3
  %69 = fpext float %68 to double
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %60, double noundef %63, double noundef %66, double noundef %69)
  store <4 x i64> <i64 1, i64 -1, i64 1099511627776, i64 7>, ptr %11, align 16
  store <4 x i64> <i64 -8, i64 8, i64 3, i64 4611686018427387904>, ptr %12, align 16
  call void @wide(ptr noundef %10, ptr noundef %11, ptr noundef %12)
  %71 = load <4 x i64>, ptr %10, align 16
  %72 = extractelement <4 x i64> %71, i32 0
  %73 = load <4 x i64>, ptr %10, align 16
  %74 = extractelement <4 x i64> %73, i32 1
  %75 = load <4 x i64>, ptr %10, align 16
  %76 = extractelement <4 x i64> %75, i32 2
  %77 = load <4 x i64>, ptr %10, align 16
  %78 = extractelement <4 x i64> %77, i32 3
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %72, i64 noundef %74, i64 noundef %76, i64 noundef %78)
  store i32 0, ptr %15, align 4
  br label %80

80:                                               ; preds = %96, %0
  %81 = load i32, ptr %15, align 4
  %82 = icmp slt i32 %81, 16
  br i1 %82, label %83, label %99

83:                                               ; preds = %80
  %84 = load i32, ptr %15, align 4
  %85 = mul nsw i32 %84, 17
  %86 = trunc i32 %85 to i8
  %87 = load i32, ptr %15, align 4
  %88 = load <16 x i8>, ptr %13, align 16
  %89 = insertelement <16 x i8> %88, i8 %86, i32 %87
  store <16 x i8> %89, ptr %13, align 16
  %90 = load i32, ptr %15, align 4
  %91 = sub nsw i32 250, %90
  %92 = trunc i32 %91 to i8
  %93 = load i32, ptr %15, align 4
  %94 = load <16 x i8>, ptr %14, align 16
  %95 = insertelement <16 x i8> %94, i8 %92, i32 %93
  store <16 x i8> %95, ptr %14, align 16
  br label %96

96:                                               ; preds = %83
  %97 = load i32, ptr %15, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %15, align 4
  br label %80, !llvm.loop !6

99:                                               ; preds = %80
  %100 = load <16 x i8>, ptr %13, align 16
  %101 = load <16 x i8>, ptr %14, align 16
  %102 = call <16 x i8> @bytes_op(<16 x i8> noundef %100, <16 x i8> noundef %101)
  store <16 x i8> %102, ptr %16, align 16
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %17, align 4
  br label %104

104:                                              ; preds = %113, %99
  %105 = load i32, ptr %17, align 4
  %106 = icmp slt i32 %105, 16
  br i1 %106, label %107, label %116

107:                                              ; preds = %104
  %108 = load <16 x i8>, ptr %16, align 16
  %109 = load i32, ptr %17, align 4
  %110 = extractelement <16 x i8> %108, i32 %109
  %111 = zext i8 %110 to i32
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %111)
  br label %113

113:                                              ; preds = %107
  %114 = load i32, ptr %17, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %17, align 4
  br label %104, !llvm.loop !8

116:                                              ; preds = %104
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  store <2 x double> <double 1.000000e+00, double 9.000000e+00>, ptr %19, align 16
  %118 = load <2 x double>, ptr %19, align 16
  store <2 x double> <double 4.000000e+00, double 3.000000e+00>, ptr %20, align 16
  %119 = load <2 x double>, ptr %20, align 16
  %120 = call <2 x double> @dops(<2 x double> noundef %118, <2 x double> noundef %119)
  store <2 x double> %120, ptr %18, align 16
  %121 = load <2 x double>, ptr %18, align 16
  %122 = extractelement <2 x double> %121, i32 0
  %123 = load <2 x double>, ptr %18, align 16
  %124 = extractelement <2 x double> %123, i32 1
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %122, double noundef %124)
  store <8 x i16> <i16 1, i16 2, i16 3, i16 4, i16 -5, i16 -6, i16 300, i16 32767>, ptr %22, align 16
  %126 = load <8 x i16>, ptr %22, align 16
  store <8 x i16> <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 200, i16 2>, ptr %23, align 16
  %127 = load <8 x i16>, ptr %23, align 16
  %128 = call <8 x i16> @shorts(<8 x i16> noundef %126, <8 x i16> noundef %127)
  store <8 x i16> %128, ptr %21, align 16
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  store i32 0, ptr %24, align 4
  br label %130

130:                                              ; preds = %139, %116
  %131 = load i32, ptr %24, align 4
  %132 = icmp slt i32 %131, 8
  br i1 %132, label %133, label %142

133:                                              ; preds = %130
  %134 = load <8 x i16>, ptr %21, align 16
  %135 = load i32, ptr %24, align 4
  %136 = extractelement <8 x i16> %134, i32 %135
  %137 = sext i16 %136 to i32
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %137)
  br label %139

139:                                              ; preds = %133
  %140 = load i32, ptr %24, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %24, align 4
  br label %130, !llvm.loop !9

142:                                              ; preds = %130
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  store <4 x i32> zeroinitializer, ptr %25, align 16
  store i32 0, ptr %27, align 4
  br label %144

144:                                              ; preds = %155, %142
  %145 = load i32, ptr %27, align 4
  %146 = icmp slt i32 %145, 64
  br i1 %146, label %147, label %158

147:                                              ; preds = %144
  %148 = load i32, ptr %27, align 4
  %149 = load i32, ptr %27, align 4
  %150 = mul nsw i32 %148, %149
  %151 = sub nsw i32 %150, 100
  %152 = load i32, ptr %27, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [64 x i32], ptr %26, i64 0, i64 %153
  store i32 %151, ptr %154, align 4
  br label %155

155:                                              ; preds = %147
  %156 = load i32, ptr %27, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %27, align 4
  br label %144, !llvm.loop !10

158:                                              ; preds = %144
  store i32 0, ptr %28, align 4
  br label %159

159:                                              ; preds = %169, %158
  %160 = load i32, ptr %28, align 4
  %161 = icmp slt i32 %160, 64
  br i1 %161, label %162, label %172

162:                                              ; preds = %159
  %163 = load i32, ptr %28, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [64 x i32], ptr %26, i64 0, i64 %164
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %29, ptr align 4 %165, i64 16, i1 false)
  %166 = load <4 x i32>, ptr %29, align 16
  %167 = load <4 x i32>, ptr %25, align 16
  %168 = add <4 x i32> %167, %166
  store <4 x i32> %168, ptr %25, align 16
  br label %169

169:                                              ; preds = %162
  %170 = load i32, ptr %28, align 4
  %171 = add nsw i32 %170, 4
  store i32 %171, ptr %28, align 4
  br label %159, !llvm.loop !11

172:                                              ; preds = %159
  %173 = load <4 x i32>, ptr %25, align 16
  %174 = extractelement <4 x i32> %173, i32 0
  %175 = load <4 x i32>, ptr %25, align 16
  %176 = extractelement <4 x i32> %175, i32 1
  %177 = load <4 x i32>, ptr %25, align 16
  %178 = extractelement <4 x i32> %177, i32 2
  %179 = load <4 x i32>, ptr %25, align 16
  %180 = extractelement <4 x i32> %179, i32 3
  %181 = load <4 x i32>, ptr %25, align 16
  %182 = extractelement <4 x i32> %181, i32 0
  %183 = load <4 x i32>, ptr %25, align 16
  %184 = extractelement <4 x i32> %183, i32 1
  %185 = add nsw i32 %182, %184
  %186 = load <4 x i32>, ptr %25, align 16
  %187 = extractelement <4 x i32> %186, i32 2
  %188 = add nsw i32 %185, %187
  %189 = load <4 x i32>, ptr %25, align 16
  %190 = extractelement <4 x i32> %189, i32 3
  %191 = add nsw i32 %188, %190
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %174, i32 noundef %176, i32 noundef %178, i32 noundef %180, i32 noundef %191)
  %193 = load <4 x i32>, ptr %25, align 16
  %194 = extractelement <4 x i32> %193, i32 0
  %195 = load <4 x i32>, ptr %25, align 16
  %196 = extractelement <4 x i32> %195, i32 1
  %197 = add nsw i32 %194, %196
  %198 = load <4 x i32>, ptr %25, align 16
  %199 = extractelement <4 x i32> %198, i32 2
  %200 = add nsw i32 %197, %199
  %201 = load <4 x i32>, ptr %25, align 16
  %202 = extractelement <4 x i32> %201, i32 3
  %203 = add nsw i32 %200, %202
  %204 = and i32 %203, 255
  ret i32 %204
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @addmul(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2) #0 {
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %4, align 16
  store <4 x i32> %1, ptr %5, align 16
  store <4 x i32> %2, ptr %6, align 16
  %7 = load <4 x i32>, ptr %4, align 16
  %8 = load <4 x i32>, ptr %5, align 16
  %9 = load <4 x i32>, ptr %6, align 16
  %10 = mul <4 x i32> %8, %9
  %11 = add <4 x i32> %7, %10
  ret <4 x i32> %11
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @cmp(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = icmp sgt <4 x i32> %5, %6
  %8 = sext <4 x i1> %7 to <4 x i32>
  ret <4 x i32> %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @fma_like(<4 x float> noundef %0, <4 x float> noundef %1) #0 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
  store <4 x float> %1, ptr %4, align 16
  %6 = load <4 x float>, ptr %3, align 16
  %7 = load <4 x float>, ptr %4, align 16
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %5, align 16
  %8 = load <4 x float>, ptr %5, align 16
  %9 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> %7, <4 x float> %8)
  ret <4 x float> %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wide(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load <4 x i64>, ptr %7, align 16
  %9 = shl <4 x i64> %8, <i64 3, i64 3, i64 3, i64 3>
  %10 = load ptr, ptr %6, align 8
  %11 = load <4 x i64>, ptr %10, align 16
  %12 = ashr <4 x i64> %11, <i64 1, i64 1, i64 1, i64 1>
  %13 = xor <4 x i64> %9, %12
  %14 = load ptr, ptr %4, align 8
  store <4 x i64> %13, ptr %14, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <16 x i8> @bytes_op(<16 x i8> noundef %0, <16 x i8> noundef %1) #0 {
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <16 x i8>, align 16
  %5 = alloca <16 x i8>, align 16
  store <16 x i8> %0, ptr %3, align 16
  store <16 x i8> %1, ptr %4, align 16
  %6 = load <16 x i8>, ptr %3, align 16
  %7 = load <16 x i8>, ptr %4, align 16
  %8 = add <16 x i8> %6, %7
  %9 = load <16 x i8>, ptr %3, align 16
  store <16 x i8> <i8 -16, i8 15, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, ptr %5, align 16
  %10 = load <16 x i8>, ptr %5, align 16
  %11 = and <16 x i8> %9, %10
  %12 = xor <16 x i8> %8, %11
  ret <16 x i8> %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x double> @dops(<2 x double> noundef %0, <2 x double> noundef %1) #0 {
  %3 = alloca <2 x double>, align 16
  %4 = alloca <2 x double>, align 16
  store <2 x double> %0, ptr %3, align 16
  store <2 x double> %1, ptr %4, align 16
  %5 = load <2 x double>, ptr %3, align 16
  %6 = load <2 x double>, ptr %4, align 16
  %7 = fdiv <2 x double> %5, %6
  %8 = load <2 x double>, ptr %3, align 16
  %9 = fsub <2 x double> %7, %8
  ret <2 x double> %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i16> @shorts(<8 x i16> noundef %0, <8 x i16> noundef %1) #0 {
  %3 = alloca <8 x i16>, align 16
  %4 = alloca <8 x i16>, align 16
  store <8 x i16> %0, ptr %3, align 16
  store <8 x i16> %1, ptr %4, align 16
  %5 = load <8 x i16>, ptr %3, align 16
  %6 = load <8 x i16>, ptr %4, align 16
  %7 = mul <8 x i16> %5, %6
  %8 = load <8 x i16>, ptr %3, align 16
  %9 = ashr <8 x i16> %8, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %10 = sub <8 x i16> %7, %9
  ret <8 x i16> %10
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
