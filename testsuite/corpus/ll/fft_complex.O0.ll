; ModuleID = 'programs/fft_complex.c'
source_filename = "programs/fft_complex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.C = type { double, double }

@main.a = internal global [1024 x %struct.C] zeroinitializer, align 16
@main.b = internal global [1024 x %struct.C] zeroinitializer, align 16
@main.x = internal global [400 x i64] zeroinitializer, align 16
@main.y = internal global [400 x i64] zeroinitializer, align 16
@main.direct = internal global [800 x i64] zeroinitializer, align 16
@main.viafft = internal global [800 x i64] zeroinitializer, align 16
@.str = private unnamed_addr constant [59 x i8] c"convolution bad=%d sum=%ld c[0]=%ld c[399]=%ld c[798]=%ld\0A\00", align 1
@main.sig = internal global [64 x %struct.C] zeroinitializer, align 16
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %84, ptr align 8 %7, i64 16, i1 false)
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %100, ptr align 8 %8, i64 16, i1 false)
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

118:                                              ; preds = %144, %117
  %119 = load i32, ptr %9, align 4
  %120 = icmp slt i32 %119, 1024
  br i1 %120, label %121, label %147

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
  %131 = getelementptr inbounds { double, double }, ptr %127, i32 0, i32 0
  %132 = load double, ptr %131, align 16
  %133 = getelementptr inbounds { double, double }, ptr %127, i32 0, i32 1
  %134 = load double, ptr %133, align 8
  %135 = getelementptr inbounds { double, double }, ptr %130, i32 0, i32 0
  %136 = load double, ptr %135, align 16
  %137 = getelementptr inbounds { double, double }, ptr %130, i32 0, i32 1
  %138 = load double, ptr %137, align 8
  %139 = call { double, double } @cmul(double %132, double %134, double %136, double %138)
  %140 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %141 = extractvalue { double, double } %139, 0
  store double %141, ptr %140, align 8
  %142 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %143 = extractvalue { double, double } %139, 1
  store double %143, ptr %142, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %124, ptr align 8 %10, i64 16, i1 false)
  br label %144

144:                                              ; preds = %121
  %145 = load i32, ptr %9, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %9, align 4
  br label %118, !llvm.loop !11

147:                                              ; preds = %118
  call void @fft(ptr noundef @main.a, i32 noundef 1024, i32 noundef 1)
  store i32 0, ptr %11, align 4
  store i64 0, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %148

148:                                              ; preds = %180, %147
  %149 = load i32, ptr %13, align 4
  %150 = icmp slt i32 %149, 799
  br i1 %150, label %151, label %183

151:                                              ; preds = %148
  %152 = load i32, ptr %13, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %153
  %155 = getelementptr inbounds %struct.C, ptr %154, i32 0, i32 0
  %156 = load double, ptr %155, align 16
  %157 = call i64 @lround(double noundef %156) #5
  %158 = load i32, ptr %13, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [800 x i64], ptr @main.viafft, i64 0, i64 %159
  store i64 %157, ptr %160, align 8
  %161 = load i32, ptr %13, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [800 x i64], ptr @main.viafft, i64 0, i64 %162
  %164 = load i64, ptr %163, align 8
  %165 = load i32, ptr %13, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [800 x i64], ptr @main.direct, i64 0, i64 %166
  %168 = load i64, ptr %167, align 8
  %169 = icmp ne i64 %164, %168
  br i1 %169, label %170, label %173

170:                                              ; preds = %151
  %171 = load i32, ptr %11, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %11, align 4
  br label %173

173:                                              ; preds = %170, %151
  %174 = load i32, ptr %13, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [800 x i64], ptr @main.viafft, i64 0, i64 %175
  %177 = load i64, ptr %176, align 8
  %178 = load i64, ptr %12, align 8
  %179 = add nsw i64 %178, %177
  store i64 %179, ptr %12, align 8
  br label %180

180:                                              ; preds = %173
  %181 = load i32, ptr %13, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr %13, align 4
  br label %148, !llvm.loop !12

183:                                              ; preds = %148
  %184 = load i32, ptr %11, align 4
  %185 = load i64, ptr %12, align 8
  %186 = load i64, ptr @main.viafft, align 16
  %187 = load i64, ptr getelementptr inbounds ([800 x i64], ptr @main.viafft, i64 0, i64 399), align 8
  %188 = load i64, ptr getelementptr inbounds ([800 x i64], ptr @main.viafft, i64 0, i64 798), align 16
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %184, i64 noundef %185, i64 noundef %186, i64 noundef %187, i64 noundef %188)
  store i32 0, ptr %14, align 4
  br label %190

190:                                              ; preds = %210, %183
  %191 = load i32, ptr %14, align 4
  %192 = icmp slt i32 %191, 64
  br i1 %192, label %193, label %213

193:                                              ; preds = %190
  %194 = load i32, ptr %14, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %195
  %197 = getelementptr inbounds %struct.C, ptr %15, i32 0, i32 0
  %198 = load i32, ptr %14, align 4
  %199 = sitofp i32 %198 to double
  %200 = fmul double 0x403F6A7A2955385E, %199
  %201 = fdiv double %200, 6.400000e+01
  %202 = call double @sin(double noundef %201) #5
  %203 = load i32, ptr %14, align 4
  %204 = sitofp i32 %203 to double
  %205 = fmul double 0x4052D97C7F3321D2, %204
  %206 = fdiv double %205, 6.400000e+01
  %207 = call double @cos(double noundef %206) #5
  %208 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %207, double %202)
  store double %208, ptr %197, align 8
  %209 = getelementptr inbounds %struct.C, ptr %15, i32 0, i32 1
  store double 0.000000e+00, ptr %209, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %196, ptr align 8 %15, i64 16, i1 false)
  br label %210

210:                                              ; preds = %193
  %211 = load i32, ptr %14, align 4
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %14, align 4
  br label %190, !llvm.loop !13

213:                                              ; preds = %190
  call void @fft(ptr noundef @main.sig, i32 noundef 64, i32 noundef 0)
  store i32 0, ptr %16, align 4
  br label %214

214:                                              ; preds = %236, %213
  %215 = load i32, ptr %16, align 4
  %216 = icmp slt i32 %215, 32
  br i1 %216, label %217, label %239

217:                                              ; preds = %214
  %218 = load i32, ptr %16, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %219
  %221 = getelementptr inbounds %struct.C, ptr %220, i32 0, i32 0
  %222 = load double, ptr %221, align 16
  %223 = load i32, ptr %16, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %224
  %226 = getelementptr inbounds %struct.C, ptr %225, i32 0, i32 1
  %227 = load double, ptr %226, align 8
  %228 = call double @hypot(double noundef %222, double noundef %227) #5
  store double %228, ptr %17, align 8
  %229 = load double, ptr %17, align 8
  %230 = fcmp ogt double %229, 0x3EB0C6F7A0B5ED8D
  br i1 %230, label %231, label %235

231:                                              ; preds = %217
  %232 = load i32, ptr %16, align 4
  %233 = load double, ptr %17, align 8
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %232, double noundef %233)
  br label %235

235:                                              ; preds = %231, %217
  br label %236

236:                                              ; preds = %235
  %237 = load i32, ptr %16, align 4
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %16, align 4
  br label %214, !llvm.loop !14

239:                                              ; preds = %214
  %240 = load i32, ptr %11, align 4
  ret i32 %240
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

71:                                               ; preds = %193, %70
  %72 = load i32, ptr %11, align 4
  %73 = load i32, ptr %5, align 4
  %74 = icmp sle i32 %72, %73
  br i1 %74, label %75, label %196

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

91:                                               ; preds = %188, %75
  %92 = load i32, ptr %14, align 4
  %93 = load i32, ptr %5, align 4
  %94 = icmp slt i32 %92, %93
  br i1 %94, label %95, label %192

95:                                               ; preds = %91
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.fft.w, i64 16, i1 false)
  store i32 0, ptr %16, align 4
  br label %96

96:                                               ; preds = %184, %95
  %97 = load i32, ptr %16, align 4
  %98 = load i32, ptr %11, align 4
  %99 = sdiv i32 %98, 2
  %100 = icmp slt i32 %97, %99
  br i1 %100, label %101, label %187

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
  %117 = getelementptr inbounds { double, double }, ptr %116, i32 0, i32 0
  %118 = load double, ptr %117, align 8
  %119 = getelementptr inbounds { double, double }, ptr %116, i32 0, i32 1
  %120 = load double, ptr %119, align 8
  %121 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %122 = load double, ptr %121, align 8
  %123 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %124 = load double, ptr %123, align 8
  %125 = call { double, double } @cmul(double %118, double %120, double %122, double %124)
  %126 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %127 = extractvalue { double, double } %125, 0
  store double %127, ptr %126, align 8
  %128 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %129 = extractvalue { double, double } %125, 1
  store double %129, ptr %128, align 8
  %130 = load ptr, ptr %4, align 8
  %131 = load i32, ptr %14, align 4
  %132 = load i32, ptr %16, align 4
  %133 = add nsw i32 %131, %132
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds %struct.C, ptr %130, i64 %134
  %136 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %137 = load double, ptr %136, align 8
  %138 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %139 = load double, ptr %138, align 8
  %140 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %141 = load double, ptr %140, align 8
  %142 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %143 = load double, ptr %142, align 8
  %144 = call { double, double } @cadd(double %137, double %139, double %141, double %143)
  %145 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %146 = extractvalue { double, double } %144, 0
  store double %146, ptr %145, align 8
  %147 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %148 = extractvalue { double, double } %144, 1
  store double %148, ptr %147, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %135, ptr align 8 %19, i64 16, i1 false)
  %149 = load ptr, ptr %4, align 8
  %150 = load i32, ptr %14, align 4
  %151 = load i32, ptr %16, align 4
  %152 = add nsw i32 %150, %151
  %153 = load i32, ptr %11, align 4
  %154 = sdiv i32 %153, 2
  %155 = add nsw i32 %152, %154
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds %struct.C, ptr %149, i64 %156
  %158 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %159 = load double, ptr %158, align 8
  %160 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %161 = load double, ptr %160, align 8
  %162 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %163 = load double, ptr %162, align 8
  %164 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %165 = load double, ptr %164, align 8
  %166 = call { double, double } @csub(double %159, double %161, double %163, double %165)
  %167 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 0
  %168 = extractvalue { double, double } %166, 0
  store double %168, ptr %167, align 8
  %169 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 1
  %170 = extractvalue { double, double } %166, 1
  store double %170, ptr %169, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %157, ptr align 8 %20, i64 16, i1 false)
  %171 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %172 = load double, ptr %171, align 8
  %173 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %174 = load double, ptr %173, align 8
  %175 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %176 = load double, ptr %175, align 8
  %177 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %178 = load double, ptr %177, align 8
  %179 = call { double, double } @cmul(double %172, double %174, double %176, double %178)
  %180 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %181 = extractvalue { double, double } %179, 0
  store double %181, ptr %180, align 8
  %182 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %183 = extractvalue { double, double } %179, 1
  store double %183, ptr %182, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %21, i64 16, i1 false)
  br label %184

184:                                              ; preds = %101
  %185 = load i32, ptr %16, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %16, align 4
  br label %96, !llvm.loop !17

187:                                              ; preds = %96
  br label %188

188:                                              ; preds = %187
  %189 = load i32, ptr %11, align 4
  %190 = load i32, ptr %14, align 4
  %191 = add nsw i32 %190, %189
  store i32 %191, ptr %14, align 4
  br label %91, !llvm.loop !18

192:                                              ; preds = %91
  br label %193

193:                                              ; preds = %192
  %194 = load i32, ptr %11, align 4
  %195 = shl i32 %194, 1
  store i32 %195, ptr %11, align 4
  br label %71, !llvm.loop !19

196:                                              ; preds = %71
  %197 = load i32, ptr %6, align 4
  %198 = icmp ne i32 %197, 0
  br i1 %198, label %199, label %227

199:                                              ; preds = %196
  store i32 0, ptr %22, align 4
  br label %200

200:                                              ; preds = %223, %199
  %201 = load i32, ptr %22, align 4
  %202 = load i32, ptr %5, align 4
  %203 = icmp slt i32 %201, %202
  br i1 %203, label %204, label %226

204:                                              ; preds = %200
  %205 = load i32, ptr %5, align 4
  %206 = sitofp i32 %205 to double
  %207 = load ptr, ptr %4, align 8
  %208 = load i32, ptr %22, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds %struct.C, ptr %207, i64 %209
  %211 = getelementptr inbounds %struct.C, ptr %210, i32 0, i32 0
  %212 = load double, ptr %211, align 8
  %213 = fdiv double %212, %206
  store double %213, ptr %211, align 8
  %214 = load i32, ptr %5, align 4
  %215 = sitofp i32 %214 to double
  %216 = load ptr, ptr %4, align 8
  %217 = load i32, ptr %22, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds %struct.C, ptr %216, i64 %218
  %220 = getelementptr inbounds %struct.C, ptr %219, i32 0, i32 1
  %221 = load double, ptr %220, align 8
  %222 = fdiv double %221, %215
  store double %222, ptr %220, align 8
  br label %223

223:                                              ; preds = %204
  %224 = load i32, ptr %22, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %22, align 4
  br label %200, !llvm.loop !20

226:                                              ; preds = %200
  br label %227

227:                                              ; preds = %226, %196
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cmul(double %0, double %1, double %2, double %3) #0 {
  %5 = alloca %struct.C, align 8
  %6 = alloca %struct.C, align 8
  %7 = alloca %struct.C, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.C, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.C, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %struct.C, ptr %6, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.C, ptr %7, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = fmul double %18, %20
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %14, double %16, double %22)
  store double %23, ptr %12, align 8
  %24 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 1
  %25 = getelementptr inbounds %struct.C, ptr %6, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %struct.C, ptr %7, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds %struct.C, ptr %6, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds %struct.C, ptr %7, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = fmul double %30, %32
  %34 = call double @llvm.fmuladd.f64(double %26, double %28, double %33)
  store double %34, ptr %24, align 8
  %35 = load { double, double }, ptr %5, align 8
  ret { double, double } %35
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
define internal { double, double } @cadd(double %0, double %1, double %2, double %3) #0 {
  %5 = alloca %struct.C, align 8
  %6 = alloca %struct.C, align 8
  %7 = alloca %struct.C, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.C, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.C, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = fadd double %14, %16
  store double %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.C, ptr %6, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.C, ptr %7, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = fadd double %20, %22
  store double %23, ptr %18, align 8
  %24 = load { double, double }, ptr %5, align 8
  ret { double, double } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @csub(double %0, double %1, double %2, double %3) #0 {
  %5 = alloca %struct.C, align 8
  %6 = alloca %struct.C, align 8
  %7 = alloca %struct.C, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.C, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.C, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = fsub double %14, %16
  store double %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.C, ptr %6, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.C, ptr %7, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = fsub double %20, %22
  store double %23, ptr %18, align 8
  %24 = load { double, double }, ptr %5, align 8
  ret { double, double } %24
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!20 = distinct !{!20, !7}
