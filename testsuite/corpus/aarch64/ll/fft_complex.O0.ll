; ModuleID = 'programs/fft_complex.c'
source_filename = "programs/fft_complex.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.C = type { double, double }

@main.a = internal global [1024 x %struct.C] zeroinitializer, align 8
@main.b = internal global [1024 x %struct.C] zeroinitializer, align 8
@main.x = internal global [400 x i64] zeroinitializer, align 8
@main.y = internal global [400 x i64] zeroinitializer, align 8
@main.direct = internal global [800 x i64] zeroinitializer, align 8
@main.viafft = internal global [800 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [59 x i8] c"convolution bad=%d sum=%ld c[0]=%ld c[399]=%ld c[798]=%ld\0A\00", align 1
@main.sig = internal global [64 x %struct.C] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [17 x i8] c"bin %d mag %.6f\0A\00", align 1
@__const.fft.w = private unnamed_addr constant %struct.C { double 1.000000e+00, double 0.000000e+00 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.C, align 8
  %8 = alloca %struct.C, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.C, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.C, align 8
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %18

18:                                               ; preds = %42, %0
  %19 = load i32, ptr %3, align 4
  %20 = icmp slt i32 %19, 400
  br i1 %20, label %21, label %45

21:                                               ; preds = %18
  %22 = load i32, ptr %2, align 4
  %23 = mul i32 %22, 1103515245
  %24 = add i32 %23, 12345
  store i32 %24, ptr %2, align 4
  %25 = load i32, ptr %2, align 4
  %26 = lshr i32 %25, 16
  %27 = zext i32 %26 to i64
  %28 = srem i64 %27, 100
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [400 x i64], ptr @main.x, i64 0, i64 %30
  store i64 %28, ptr %31, align 8
  %32 = load i32, ptr %2, align 4
  %33 = mul i32 %32, 1103515245
  %34 = add i32 %33, 12345
  store i32 %34, ptr %2, align 4
  %35 = load i32, ptr %2, align 4
  %36 = lshr i32 %35, 16
  %37 = zext i32 %36 to i64
  %38 = srem i64 %37, 100
  %39 = load i32, ptr %3, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [400 x i64], ptr @main.y, i64 0, i64 %40
  store i64 %38, ptr %41, align 8
  br label %42

42:                                               ; preds = %21
  %43 = load i32, ptr %3, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %3, align 4
  br label %18, !llvm.loop !6

45:                                               ; preds = %18
  store i32 0, ptr %4, align 4
  br label %46

46:                                               ; preds = %74, %45
  %47 = load i32, ptr %4, align 4
  %48 = icmp slt i32 %47, 400
  br i1 %48, label %49, label %77

49:                                               ; preds = %46
  store i32 0, ptr %5, align 4
  br label %50

50:                                               ; preds = %70, %49
  %51 = load i32, ptr %5, align 4
  %52 = icmp slt i32 %51, 400
  br i1 %52, label %53, label %73

53:                                               ; preds = %50
  %54 = load i32, ptr %4, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [400 x i64], ptr @main.x, i64 0, i64 %55
  %57 = load i64, ptr %56, align 8
  %58 = load i32, ptr %5, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [400 x i64], ptr @main.y, i64 0, i64 %59
  %61 = load i64, ptr %60, align 8
  %62 = mul nsw i64 %57, %61
  %63 = load i32, ptr %4, align 4
  %64 = load i32, ptr %5, align 4
  %65 = add nsw i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [800 x i64], ptr @main.direct, i64 0, i64 %66
  %68 = load i64, ptr %67, align 8
  %69 = add nsw i64 %68, %62
  store i64 %69, ptr %67, align 8
  br label %70

70:                                               ; preds = %53
  %71 = load i32, ptr %5, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %5, align 4
  br label %50, !llvm.loop !8

73:                                               ; preds = %50
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %4, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %4, align 4
  br label %46, !llvm.loop !9

77:                                               ; preds = %46
  store i32 0, ptr %6, align 4
  br label %78

78:                                               ; preds = %114, %77
  %79 = load i32, ptr %6, align 4
  %80 = icmp slt i32 %79, 1024
  br i1 %80, label %81, label %117

81:                                               ; preds = %78
  %82 = load i32, ptr %6, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %83
  %85 = getelementptr inbounds %struct.C, ptr %7, i32 0, i32 0
  %86 = load i32, ptr %6, align 4
  %87 = icmp slt i32 %86, 400
  br i1 %87, label %88, label %94

88:                                               ; preds = %81
  %89 = load i32, ptr %6, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [400 x i64], ptr @main.x, i64 0, i64 %90
  %92 = load i64, ptr %91, align 8
  %93 = sitofp i64 %92 to double
  br label %95

94:                                               ; preds = %81
  br label %95

95:                                               ; preds = %94, %88
  %96 = phi double [ %93, %88 ], [ 0.000000e+00, %94 ]
  store double %96, ptr %85, align 8
  %97 = getelementptr inbounds %struct.C, ptr %7, i32 0, i32 1
  store double 0.000000e+00, ptr %97, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %84, ptr align 8 %7, i64 16, i1 false)
  %98 = load i32, ptr %6, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [1024 x %struct.C], ptr @main.b, i64 0, i64 %99
  %101 = getelementptr inbounds %struct.C, ptr %8, i32 0, i32 0
  %102 = load i32, ptr %6, align 4
  %103 = icmp slt i32 %102, 400
  br i1 %103, label %104, label %110

104:                                              ; preds = %95
  %105 = load i32, ptr %6, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [400 x i64], ptr @main.y, i64 0, i64 %106
  %108 = load i64, ptr %107, align 8
  %109 = sitofp i64 %108 to double
  br label %111

110:                                              ; preds = %95
  br label %111

111:                                              ; preds = %110, %104
  %112 = phi double [ %109, %104 ], [ 0.000000e+00, %110 ]
  store double %112, ptr %101, align 8
  %113 = getelementptr inbounds %struct.C, ptr %8, i32 0, i32 1
  store double 0.000000e+00, ptr %113, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %100, ptr align 8 %8, i64 16, i1 false)
  br label %114

114:                                              ; preds = %111
  %115 = load i32, ptr %6, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %6, align 4
  br label %78, !llvm.loop !10

117:                                              ; preds = %78
  call void @fft(ptr noundef @main.a, i32 noundef 1024, i32 noundef 0)
  call void @fft(ptr noundef @main.b, i32 noundef 1024, i32 noundef 0)
  store i32 0, ptr %9, align 4
  br label %118

118:                                              ; preds = %138, %117
  %119 = load i32, ptr %9, align 4
  %120 = icmp slt i32 %119, 1024
  br i1 %120, label %121, label %141

121:                                              ; preds = %118
  %122 = load i32, ptr %9, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %123
  %125 = load i32, ptr %9, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %126
  %128 = load i32, ptr %9, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [1024 x %struct.C], ptr @main.b, i64 0, i64 %129
  %131 = load [2 x double], ptr %127, align 8
  %132 = load [2 x double], ptr %130, align 8
  %133 = call %struct.C @cmul([2 x double] alignstack(8) %131, [2 x double] alignstack(8) %132)
  %134 = getelementptr inbounds %struct.C, ptr %10, i32 0, i32 0
  %135 = extractvalue %struct.C %133, 0
  store double %135, ptr %134, align 8
  %136 = getelementptr inbounds %struct.C, ptr %10, i32 0, i32 1
  %137 = extractvalue %struct.C %133, 1
  store double %137, ptr %136, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %124, ptr align 8 %10, i64 16, i1 false)
  br label %138

138:                                              ; preds = %121
  %139 = load i32, ptr %9, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %9, align 4
  br label %118, !llvm.loop !11

141:                                              ; preds = %118
  call void @fft(ptr noundef @main.a, i32 noundef 1024, i32 noundef 1)
  store i32 0, ptr %11, align 4
  store i64 0, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %142

142:                                              ; preds = %174, %141
  %143 = load i32, ptr %13, align 4
  %144 = icmp slt i32 %143, 799
  br i1 %144, label %145, label %177

145:                                              ; preds = %142
  %146 = load i32, ptr %13, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %147
  %149 = getelementptr inbounds %struct.C, ptr %148, i32 0, i32 0
  %150 = load double, ptr %149, align 8
  %151 = call i64 @lround(double noundef %150) #5
  %152 = load i32, ptr %13, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [800 x i64], ptr @main.viafft, i64 0, i64 %153
  store i64 %151, ptr %154, align 8
  %155 = load i32, ptr %13, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [800 x i64], ptr @main.viafft, i64 0, i64 %156
  %158 = load i64, ptr %157, align 8
  %159 = load i32, ptr %13, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [800 x i64], ptr @main.direct, i64 0, i64 %160
  %162 = load i64, ptr %161, align 8
  %163 = icmp ne i64 %158, %162
  br i1 %163, label %164, label %167

164:                                              ; preds = %145
  %165 = load i32, ptr %11, align 4
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %11, align 4
  br label %167

167:                                              ; preds = %164, %145
  %168 = load i32, ptr %13, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [800 x i64], ptr @main.viafft, i64 0, i64 %169
  %171 = load i64, ptr %170, align 8
  %172 = load i64, ptr %12, align 8
  %173 = add nsw i64 %172, %171
  store i64 %173, ptr %12, align 8
  br label %174

174:                                              ; preds = %167
  %175 = load i32, ptr %13, align 4
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %13, align 4
  br label %142, !llvm.loop !12

177:                                              ; preds = %142
  %178 = load i32, ptr %11, align 4
  %179 = load i64, ptr %12, align 8
  %180 = load i64, ptr @main.viafft, align 8
  %181 = load i64, ptr getelementptr inbounds ([800 x i64], ptr @main.viafft, i64 0, i64 399), align 8
  %182 = load i64, ptr getelementptr inbounds ([800 x i64], ptr @main.viafft, i64 0, i64 798), align 8
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %178, i64 noundef %179, i64 noundef %180, i64 noundef %181, i64 noundef %182)
  store i32 0, ptr %14, align 4
  br label %184

184:                                              ; preds = %204, %177
  %185 = load i32, ptr %14, align 4
  %186 = icmp slt i32 %185, 64
  br i1 %186, label %187, label %207

187:                                              ; preds = %184
  %188 = load i32, ptr %14, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %189
  %191 = getelementptr inbounds %struct.C, ptr %15, i32 0, i32 0
  %192 = load i32, ptr %14, align 4
  %193 = sitofp i32 %192 to double
  %194 = fmul double 0x403F6A7A2955385E, %193
  %195 = fdiv double %194, 6.400000e+01
  %196 = call double @sin(double noundef %195) #5
  %197 = load i32, ptr %14, align 4
  %198 = sitofp i32 %197 to double
  %199 = fmul double 0x4052D97C7F3321D2, %198
  %200 = fdiv double %199, 6.400000e+01
  %201 = call double @cos(double noundef %200) #5
  %202 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %201, double %196)
  store double %202, ptr %191, align 8
  %203 = getelementptr inbounds %struct.C, ptr %15, i32 0, i32 1
  store double 0.000000e+00, ptr %203, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %190, ptr align 8 %15, i64 16, i1 false)
  br label %204

204:                                              ; preds = %187
  %205 = load i32, ptr %14, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %14, align 4
  br label %184, !llvm.loop !13

207:                                              ; preds = %184
  call void @fft(ptr noundef @main.sig, i32 noundef 64, i32 noundef 0)
  store i32 0, ptr %16, align 4
  br label %208

208:                                              ; preds = %230, %207
  %209 = load i32, ptr %16, align 4
  %210 = icmp slt i32 %209, 32
  br i1 %210, label %211, label %233

211:                                              ; preds = %208
  %212 = load i32, ptr %16, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %213
  %215 = getelementptr inbounds %struct.C, ptr %214, i32 0, i32 0
  %216 = load double, ptr %215, align 8
  %217 = load i32, ptr %16, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %218
  %220 = getelementptr inbounds %struct.C, ptr %219, i32 0, i32 1
  %221 = load double, ptr %220, align 8
  %222 = call double @hypot(double noundef %216, double noundef %221) #5
  store double %222, ptr %17, align 8
  %223 = load double, ptr %17, align 8
  %224 = fcmp ogt double %223, 0x3EB0C6F7A0B5ED8D
  br i1 %224, label %225, label %229

225:                                              ; preds = %211
  %226 = load i32, ptr %16, align 4
  %227 = load double, ptr %17, align 8
  %228 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %226, double noundef %227)
  br label %229

229:                                              ; preds = %225, %211
  br label %230

230:                                              ; preds = %229
  %231 = load i32, ptr %16, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %16, align 4
  br label %208, !llvm.loop !14

233:                                              ; preds = %208
  %234 = load i32, ptr %11, align 4
  ret i32 %234
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fft(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.C, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca %struct.C, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.C, align 8
  %16 = alloca i32, align 4
  %17 = alloca %struct.C, align 8
  %18 = alloca %struct.C, align 8
  %19 = alloca %struct.C, align 8
  %20 = alloca %struct.C, align 8
  %21 = alloca %struct.C, align 8
  %22 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 1, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %23

23:                                               ; preds = %67, %3
  %24 = load i32, ptr %7, align 4
  %25 = load i32, ptr %5, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %70

27:                                               ; preds = %23
  %28 = load i32, ptr %5, align 4
  %29 = ashr i32 %28, 1
  store i32 %29, ptr %9, align 4
  br label %30

30:                                               ; preds = %39, %27
  %31 = load i32, ptr %8, align 4
  %32 = load i32, ptr %9, align 4
  %33 = and i32 %31, %32
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %42

35:                                               ; preds = %30
  %36 = load i32, ptr %9, align 4
  %37 = load i32, ptr %8, align 4
  %38 = xor i32 %37, %36
  store i32 %38, ptr %8, align 4
  br label %39

39:                                               ; preds = %35
  %40 = load i32, ptr %9, align 4
  %41 = ashr i32 %40, 1
  store i32 %41, ptr %9, align 4
  br label %30, !llvm.loop !15

42:                                               ; preds = %30
  %43 = load i32, ptr %9, align 4
  %44 = load i32, ptr %8, align 4
  %45 = xor i32 %44, %43
  store i32 %45, ptr %8, align 4
  %46 = load i32, ptr %7, align 4
  %47 = load i32, ptr %8, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %66

49:                                               ; preds = %42
  %50 = load ptr, ptr %4, align 8
  %51 = load i32, ptr %7, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds %struct.C, ptr %50, i64 %52
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %53, i64 16, i1 false)
  %54 = load ptr, ptr %4, align 8
  %55 = load i32, ptr %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds %struct.C, ptr %54, i64 %56
  %58 = load ptr, ptr %4, align 8
  %59 = load i32, ptr %8, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds %struct.C, ptr %58, i64 %60
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %57, ptr align 8 %61, i64 16, i1 false)
  %62 = load ptr, ptr %4, align 8
  %63 = load i32, ptr %8, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds %struct.C, ptr %62, i64 %64
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %65, ptr align 8 %10, i64 16, i1 false)
  br label %66

66:                                               ; preds = %49, %42
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %7, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %7, align 4
  br label %23, !llvm.loop !16

70:                                               ; preds = %23
  store i32 2, ptr %11, align 4
  br label %71

71:                                               ; preds = %169, %70
  %72 = load i32, ptr %11, align 4
  %73 = load i32, ptr %5, align 4
  %74 = icmp sle i32 %72, %73
  br i1 %74, label %75, label %172

75:                                               ; preds = %71
  %76 = load i32, ptr %11, align 4
  %77 = sitofp i32 %76 to double
  %78 = fdiv double 0x401921FB54442D18, %77
  %79 = load i32, ptr %6, align 4
  %80 = icmp ne i32 %79, 0
  %81 = zext i1 %80 to i64
  %82 = select i1 %80, i32 -1, i32 1
  %83 = sitofp i32 %82 to double
  %84 = fmul double %78, %83
  store double %84, ptr %12, align 8
  %85 = getelementptr inbounds %struct.C, ptr %13, i32 0, i32 0
  %86 = load double, ptr %12, align 8
  %87 = call double @cos(double noundef %86) #5
  store double %87, ptr %85, align 8
  %88 = getelementptr inbounds %struct.C, ptr %13, i32 0, i32 1
  %89 = load double, ptr %12, align 8
  %90 = call double @sin(double noundef %89) #5
  store double %90, ptr %88, align 8
  store i32 0, ptr %14, align 4
  br label %91

91:                                               ; preds = %164, %75
  %92 = load i32, ptr %14, align 4
  %93 = load i32, ptr %5, align 4
  %94 = icmp slt i32 %92, %93
  br i1 %94, label %95, label %168

95:                                               ; preds = %91
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.fft.w, i64 16, i1 false)
  store i32 0, ptr %16, align 4
  br label %96

96:                                               ; preds = %160, %95
  %97 = load i32, ptr %16, align 4
  %98 = load i32, ptr %11, align 4
  %99 = sdiv i32 %98, 2
  %100 = icmp slt i32 %97, %99
  br i1 %100, label %101, label %163

101:                                              ; preds = %96
  %102 = load ptr, ptr %4, align 8
  %103 = load i32, ptr %14, align 4
  %104 = load i32, ptr %16, align 4
  %105 = add nsw i32 %103, %104
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds %struct.C, ptr %102, i64 %106
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %107, i64 16, i1 false)
  %108 = load ptr, ptr %4, align 8
  %109 = load i32, ptr %14, align 4
  %110 = load i32, ptr %16, align 4
  %111 = add nsw i32 %109, %110
  %112 = load i32, ptr %11, align 4
  %113 = sdiv i32 %112, 2
  %114 = add nsw i32 %111, %113
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds %struct.C, ptr %108, i64 %115
  %117 = load [2 x double], ptr %116, align 8
  %118 = load [2 x double], ptr %15, align 8
  %119 = call %struct.C @cmul([2 x double] alignstack(8) %117, [2 x double] alignstack(8) %118)
  %120 = getelementptr inbounds %struct.C, ptr %18, i32 0, i32 0
  %121 = extractvalue %struct.C %119, 0
  store double %121, ptr %120, align 8
  %122 = getelementptr inbounds %struct.C, ptr %18, i32 0, i32 1
  %123 = extractvalue %struct.C %119, 1
  store double %123, ptr %122, align 8
  %124 = load ptr, ptr %4, align 8
  %125 = load i32, ptr %14, align 4
  %126 = load i32, ptr %16, align 4
  %127 = add nsw i32 %125, %126
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds %struct.C, ptr %124, i64 %128
  %130 = load [2 x double], ptr %17, align 8
  %131 = load [2 x double], ptr %18, align 8
  %132 = call %struct.C @cadd([2 x double] alignstack(8) %130, [2 x double] alignstack(8) %131)
  %133 = getelementptr inbounds %struct.C, ptr %19, i32 0, i32 0
  %134 = extractvalue %struct.C %132, 0
  store double %134, ptr %133, align 8
  %135 = getelementptr inbounds %struct.C, ptr %19, i32 0, i32 1
  %136 = extractvalue %struct.C %132, 1
  store double %136, ptr %135, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %129, ptr align 8 %19, i64 16, i1 false)
  %137 = load ptr, ptr %4, align 8
  %138 = load i32, ptr %14, align 4
  %139 = load i32, ptr %16, align 4
  %140 = add nsw i32 %138, %139
  %141 = load i32, ptr %11, align 4
  %142 = sdiv i32 %141, 2
  %143 = add nsw i32 %140, %142
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds %struct.C, ptr %137, i64 %144
  %146 = load [2 x double], ptr %17, align 8
  %147 = load [2 x double], ptr %18, align 8
  %148 = call %struct.C @csub([2 x double] alignstack(8) %146, [2 x double] alignstack(8) %147)
  %149 = getelementptr inbounds %struct.C, ptr %20, i32 0, i32 0
  %150 = extractvalue %struct.C %148, 0
  store double %150, ptr %149, align 8
  %151 = getelementptr inbounds %struct.C, ptr %20, i32 0, i32 1
  %152 = extractvalue %struct.C %148, 1
  store double %152, ptr %151, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %145, ptr align 8 %20, i64 16, i1 false)
  %153 = load [2 x double], ptr %15, align 8
  %154 = load [2 x double], ptr %13, align 8
  %155 = call %struct.C @cmul([2 x double] alignstack(8) %153, [2 x double] alignstack(8) %154)
  %156 = getelementptr inbounds %struct.C, ptr %21, i32 0, i32 0
  %157 = extractvalue %struct.C %155, 0
  store double %157, ptr %156, align 8
  %158 = getelementptr inbounds %struct.C, ptr %21, i32 0, i32 1
  %159 = extractvalue %struct.C %155, 1
  store double %159, ptr %158, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %21, i64 16, i1 false)
  br label %160

160:                                              ; preds = %101
  %161 = load i32, ptr %16, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %16, align 4
  br label %96, !llvm.loop !17

163:                                              ; preds = %96
  br label %164

164:                                              ; preds = %163
  %165 = load i32, ptr %11, align 4
  %166 = load i32, ptr %14, align 4
  %167 = add nsw i32 %166, %165
  store i32 %167, ptr %14, align 4
  br label %91, !llvm.loop !18

168:                                              ; preds = %91
  br label %169

169:                                              ; preds = %168
  %170 = load i32, ptr %11, align 4
  %171 = shl i32 %170, 1
  store i32 %171, ptr %11, align 4
  br label %71, !llvm.loop !19

172:                                              ; preds = %71
  %173 = load i32, ptr %6, align 4
  %174 = icmp ne i32 %173, 0
  br i1 %174, label %175, label %203

175:                                              ; preds = %172
  store i32 0, ptr %22, align 4
  br label %176

176:                                              ; preds = %199, %175
  %177 = load i32, ptr %22, align 4
  %178 = load i32, ptr %5, align 4
  %179 = icmp slt i32 %177, %178
  br i1 %179, label %180, label %202

180:                                              ; preds = %176
  %181 = load i32, ptr %5, align 4
  %182 = sitofp i32 %181 to double
  %183 = load ptr, ptr %4, align 8
  %184 = load i32, ptr %22, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds %struct.C, ptr %183, i64 %185
  %187 = getelementptr inbounds %struct.C, ptr %186, i32 0, i32 0
  %188 = load double, ptr %187, align 8
  %189 = fdiv double %188, %182
  store double %189, ptr %187, align 8
  %190 = load i32, ptr %5, align 4
  %191 = sitofp i32 %190 to double
  %192 = load ptr, ptr %4, align 8
  %193 = load i32, ptr %22, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds %struct.C, ptr %192, i64 %194
  %196 = getelementptr inbounds %struct.C, ptr %195, i32 0, i32 1
  %197 = load double, ptr %196, align 8
  %198 = fdiv double %197, %191
  store double %198, ptr %196, align 8
  br label %199

199:                                              ; preds = %180
  %200 = load i32, ptr %22, align 4
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %22, align 4
  br label %176, !llvm.loop !20

202:                                              ; preds = %176
  br label %203

203:                                              ; preds = %202, %172
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.C @cmul([2 x double] alignstack(8) %0, [2 x double] alignstack(8) %1) #0 {
  %3 = alloca %struct.C, align 8
  %4 = alloca %struct.C, align 8
  %5 = alloca %struct.C, align 8
  store [2 x double] %0, ptr %4, align 8
  store [2 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.C, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.C, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.C, ptr %4, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = fmul double %12, %14
  %16 = fneg double %15
  %17 = call double @llvm.fmuladd.f64(double %8, double %10, double %16)
  store double %17, ptr %6, align 8
  %18 = getelementptr inbounds %struct.C, ptr %3, i32 0, i32 1
  %19 = getelementptr inbounds %struct.C, ptr %4, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.C, ptr %4, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = fmul double %24, %26
  %28 = call double @llvm.fmuladd.f64(double %20, double %22, double %27)
  store double %28, ptr %18, align 8
  %29 = load %struct.C, ptr %3, align 8
  ret %struct.C %29
}

; Function Attrs: nounwind
declare i64 @lround(double noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.C @cadd([2 x double] alignstack(8) %0, [2 x double] alignstack(8) %1) #0 {
  %3 = alloca %struct.C, align 8
  %4 = alloca %struct.C, align 8
  %5 = alloca %struct.C, align 8
  store [2 x double] %0, ptr %4, align 8
  store [2 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.C, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.C, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fadd double %8, %10
  store double %11, ptr %6, align 8
  %12 = getelementptr inbounds %struct.C, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.C, ptr %4, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fadd double %14, %16
  store double %17, ptr %12, align 8
  %18 = load %struct.C, ptr %3, align 8
  ret %struct.C %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.C @csub([2 x double] alignstack(8) %0, [2 x double] alignstack(8) %1) #0 {
  %3 = alloca %struct.C, align 8
  %4 = alloca %struct.C, align 8
  %5 = alloca %struct.C, align 8
  store [2 x double] %0, ptr %4, align 8
  store [2 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.C, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.C, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fsub double %8, %10
  store double %11, ptr %6, align 8
  %12 = getelementptr inbounds %struct.C, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.C, ptr %4, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fsub double %14, %16
  store double %17, ptr %12, align 8
  %18 = load %struct.C, ptr %3, align 8
  ret %struct.C %18
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!20 = distinct !{!20, !7}
