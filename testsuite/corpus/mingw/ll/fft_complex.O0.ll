; ModuleID = 'programs/fft_complex.c'
source_filename = "programs/fft_complex.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.C = type { double, double }

@main.a = internal global [1024 x %struct.C] zeroinitializer, align 16
@main.b = internal global [1024 x %struct.C] zeroinitializer, align 16
@main.x = internal global [400 x i32] zeroinitializer, align 16
@main.y = internal global [400 x i32] zeroinitializer, align 16
@main.direct = internal global [800 x i32] zeroinitializer, align 16
@main.viafft = internal global [800 x i32] zeroinitializer, align 16
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
  %11 = alloca %struct.C, align 8
  %12 = alloca %struct.C, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.C, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %20

20:                                               ; preds = %42, %0
  %21 = load i32, ptr %3, align 4
  %22 = icmp slt i32 %21, 400
  br i1 %22, label %23, label %45

23:                                               ; preds = %20
  %24 = load i32, ptr %2, align 4
  %25 = mul i32 %24, 1103515245
  %26 = add i32 %25, 12345
  store i32 %26, ptr %2, align 4
  %27 = load i32, ptr %2, align 4
  %28 = lshr i32 %27, 16
  %29 = srem i32 %28, 100
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [400 x i32], ptr @main.x, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  %33 = load i32, ptr %2, align 4
  %34 = mul i32 %33, 1103515245
  %35 = add i32 %34, 12345
  store i32 %35, ptr %2, align 4
  %36 = load i32, ptr %2, align 4
  %37 = lshr i32 %36, 16
  %38 = srem i32 %37, 100
  %39 = load i32, ptr %3, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [400 x i32], ptr @main.y, i64 0, i64 %40
  store i32 %38, ptr %41, align 4
  br label %42

42:                                               ; preds = %23
  %43 = load i32, ptr %3, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %3, align 4
  br label %20, !llvm.loop !5

45:                                               ; preds = %20
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
  %56 = getelementptr inbounds [400 x i32], ptr @main.x, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = load i32, ptr %5, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [400 x i32], ptr @main.y, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = mul nsw i32 %57, %61
  %63 = load i32, ptr %4, align 4
  %64 = load i32, ptr %5, align 4
  %65 = add nsw i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [800 x i32], ptr @main.direct, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = add nsw i32 %68, %62
  store i32 %69, ptr %67, align 4
  br label %70

70:                                               ; preds = %53
  %71 = load i32, ptr %5, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %5, align 4
  br label %50, !llvm.loop !7

73:                                               ; preds = %50
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %4, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %4, align 4
  br label %46, !llvm.loop !8

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
  %91 = getelementptr inbounds [400 x i32], ptr @main.x, i64 0, i64 %90
  %92 = load i32, ptr %91, align 4
  %93 = sitofp i32 %92 to double
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
  %107 = getelementptr inbounds [400 x i32], ptr @main.y, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = sitofp i32 %108 to double
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
  br label %78, !llvm.loop !9

117:                                              ; preds = %78
  call void @fft(ptr noundef @main.a, i32 noundef 1024, i32 noundef 0)
  call void @fft(ptr noundef @main.b, i32 noundef 1024, i32 noundef 0)
  store i32 0, ptr %9, align 4
  br label %118

118:                                              ; preds = %131, %117
  %119 = load i32, ptr %9, align 4
  %120 = icmp slt i32 %119, 1024
  br i1 %120, label %121, label %134

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
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 16 %127, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 16 %130, i64 16, i1 false)
  call void @cmul(ptr dead_on_unwind writable sret(%struct.C) align 8 %10, ptr noundef %11, ptr noundef %12)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %124, ptr align 8 %10, i64 16, i1 false)
  br label %131

131:                                              ; preds = %121
  %132 = load i32, ptr %9, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %9, align 4
  br label %118, !llvm.loop !10

134:                                              ; preds = %118
  call void @fft(ptr noundef @main.a, i32 noundef 1024, i32 noundef 1)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %135

135:                                              ; preds = %167, %134
  %136 = load i32, ptr %15, align 4
  %137 = icmp slt i32 %136, 799
  br i1 %137, label %138, label %170

138:                                              ; preds = %135
  %139 = load i32, ptr %15, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %140
  %142 = getelementptr inbounds %struct.C, ptr %141, i32 0, i32 0
  %143 = load double, ptr %142, align 16
  %144 = call i32 @lround(double noundef %143) #6
  %145 = load i32, ptr %15, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [800 x i32], ptr @main.viafft, i64 0, i64 %146
  store i32 %144, ptr %147, align 4
  %148 = load i32, ptr %15, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [800 x i32], ptr @main.viafft, i64 0, i64 %149
  %151 = load i32, ptr %150, align 4
  %152 = load i32, ptr %15, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [800 x i32], ptr @main.direct, i64 0, i64 %153
  %155 = load i32, ptr %154, align 4
  %156 = icmp ne i32 %151, %155
  br i1 %156, label %157, label %160

157:                                              ; preds = %138
  %158 = load i32, ptr %13, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %13, align 4
  br label %160

160:                                              ; preds = %157, %138
  %161 = load i32, ptr %15, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [800 x i32], ptr @main.viafft, i64 0, i64 %162
  %164 = load i32, ptr %163, align 4
  %165 = load i32, ptr %14, align 4
  %166 = add nsw i32 %165, %164
  store i32 %166, ptr %14, align 4
  br label %167

167:                                              ; preds = %160
  %168 = load i32, ptr %15, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %15, align 4
  br label %135, !llvm.loop !11

170:                                              ; preds = %135
  %171 = load i32, ptr %13, align 4
  %172 = load i32, ptr %14, align 4
  %173 = load i32, ptr @main.viafft, align 16
  %174 = load i32, ptr getelementptr inbounds ([800 x i32], ptr @main.viafft, i64 0, i64 399), align 4
  %175 = load i32, ptr getelementptr inbounds ([800 x i32], ptr @main.viafft, i64 0, i64 798), align 8
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %171, i32 noundef %172, i32 noundef %173, i32 noundef %174, i32 noundef %175)
  store i32 0, ptr %16, align 4
  br label %177

177:                                              ; preds = %197, %170
  %178 = load i32, ptr %16, align 4
  %179 = icmp slt i32 %178, 64
  br i1 %179, label %180, label %200

180:                                              ; preds = %177
  %181 = load i32, ptr %16, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %182
  %184 = getelementptr inbounds %struct.C, ptr %17, i32 0, i32 0
  %185 = load i32, ptr %16, align 4
  %186 = sitofp i32 %185 to double
  %187 = fmul double 0x403F6A7A2955385E, %186
  %188 = fdiv double %187, 6.400000e+01
  %189 = call double @sin(double noundef %188) #6
  %190 = load i32, ptr %16, align 4
  %191 = sitofp i32 %190 to double
  %192 = fmul double 0x4052D97C7F3321D2, %191
  %193 = fdiv double %192, 6.400000e+01
  %194 = call double @cos(double noundef %193) #6
  %195 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %194, double %189)
  store double %195, ptr %184, align 8
  %196 = getelementptr inbounds %struct.C, ptr %17, i32 0, i32 1
  store double 0.000000e+00, ptr %196, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %183, ptr align 8 %17, i64 16, i1 false)
  br label %197

197:                                              ; preds = %180
  %198 = load i32, ptr %16, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %16, align 4
  br label %177, !llvm.loop !12

200:                                              ; preds = %177
  call void @fft(ptr noundef @main.sig, i32 noundef 64, i32 noundef 0)
  store i32 0, ptr %18, align 4
  br label %201

201:                                              ; preds = %223, %200
  %202 = load i32, ptr %18, align 4
  %203 = icmp slt i32 %202, 32
  br i1 %203, label %204, label %226

204:                                              ; preds = %201
  %205 = load i32, ptr %18, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %206
  %208 = getelementptr inbounds %struct.C, ptr %207, i32 0, i32 0
  %209 = load double, ptr %208, align 16
  %210 = load i32, ptr %18, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %211
  %213 = getelementptr inbounds %struct.C, ptr %212, i32 0, i32 1
  %214 = load double, ptr %213, align 8
  %215 = call double @hypot(double noundef %209, double noundef %214) #6
  store double %215, ptr %19, align 8
  %216 = load double, ptr %19, align 8
  %217 = fcmp ogt double %216, 0x3EB0C6F7A0B5ED8D
  br i1 %217, label %218, label %222

218:                                              ; preds = %204
  %219 = load i32, ptr %18, align 4
  %220 = load double, ptr %19, align 8
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %219, double noundef %220)
  br label %222

222:                                              ; preds = %218, %204
  br label %223

223:                                              ; preds = %222
  %224 = load i32, ptr %18, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %18, align 4
  br label %201, !llvm.loop !13

226:                                              ; preds = %201
  %227 = load i32, ptr %13, align 4
  ret i32 %227
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
  %22 = alloca %struct.C, align 8
  %23 = alloca %struct.C, align 8
  %24 = alloca %struct.C, align 8
  %25 = alloca %struct.C, align 8
  %26 = alloca %struct.C, align 8
  %27 = alloca %struct.C, align 8
  %28 = alloca %struct.C, align 8
  %29 = alloca %struct.C, align 8
  %30 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 1, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %31

31:                                               ; preds = %75, %3
  %32 = load i32, ptr %7, align 4
  %33 = load i32, ptr %5, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %78

35:                                               ; preds = %31
  %36 = load i32, ptr %5, align 4
  %37 = ashr i32 %36, 1
  store i32 %37, ptr %9, align 4
  br label %38

38:                                               ; preds = %47, %35
  %39 = load i32, ptr %8, align 4
  %40 = load i32, ptr %9, align 4
  %41 = and i32 %39, %40
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %50

43:                                               ; preds = %38
  %44 = load i32, ptr %9, align 4
  %45 = load i32, ptr %8, align 4
  %46 = xor i32 %45, %44
  store i32 %46, ptr %8, align 4
  br label %47

47:                                               ; preds = %43
  %48 = load i32, ptr %9, align 4
  %49 = ashr i32 %48, 1
  store i32 %49, ptr %9, align 4
  br label %38, !llvm.loop !14

50:                                               ; preds = %38
  %51 = load i32, ptr %9, align 4
  %52 = load i32, ptr %8, align 4
  %53 = xor i32 %52, %51
  store i32 %53, ptr %8, align 4
  %54 = load i32, ptr %7, align 4
  %55 = load i32, ptr %8, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %74

57:                                               ; preds = %50
  %58 = load ptr, ptr %4, align 8
  %59 = load i32, ptr %7, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds %struct.C, ptr %58, i64 %60
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %61, i64 16, i1 false)
  %62 = load ptr, ptr %4, align 8
  %63 = load i32, ptr %7, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds %struct.C, ptr %62, i64 %64
  %66 = load ptr, ptr %4, align 8
  %67 = load i32, ptr %8, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds %struct.C, ptr %66, i64 %68
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %65, ptr align 8 %69, i64 16, i1 false)
  %70 = load ptr, ptr %4, align 8
  %71 = load i32, ptr %8, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds %struct.C, ptr %70, i64 %72
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %73, ptr align 8 %10, i64 16, i1 false)
  br label %74

74:                                               ; preds = %57, %50
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %7, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %7, align 4
  br label %31, !llvm.loop !15

78:                                               ; preds = %31
  store i32 2, ptr %11, align 4
  br label %79

79:                                               ; preds = %149, %78
  %80 = load i32, ptr %11, align 4
  %81 = load i32, ptr %5, align 4
  %82 = icmp sle i32 %80, %81
  br i1 %82, label %83, label %152

83:                                               ; preds = %79
  %84 = load i32, ptr %11, align 4
  %85 = sitofp i32 %84 to double
  %86 = fdiv double 0x401921FB54442D18, %85
  %87 = load i32, ptr %6, align 4
  %88 = icmp ne i32 %87, 0
  %89 = zext i1 %88 to i64
  %90 = select i1 %88, i32 -1, i32 1
  %91 = sitofp i32 %90 to double
  %92 = fmul double %86, %91
  store double %92, ptr %12, align 8
  %93 = getelementptr inbounds %struct.C, ptr %13, i32 0, i32 0
  %94 = load double, ptr %12, align 8
  %95 = call double @cos(double noundef %94) #6
  store double %95, ptr %93, align 8
  %96 = getelementptr inbounds %struct.C, ptr %13, i32 0, i32 1
  %97 = load double, ptr %12, align 8
  %98 = call double @sin(double noundef %97) #6
  store double %98, ptr %96, align 8
  store i32 0, ptr %14, align 4
  br label %99

99:                                               ; preds = %144, %83
  %100 = load i32, ptr %14, align 4
  %101 = load i32, ptr %5, align 4
  %102 = icmp slt i32 %100, %101
  br i1 %102, label %103, label %148

103:                                              ; preds = %99
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.fft.w, i64 16, i1 false)
  store i32 0, ptr %16, align 4
  br label %104

104:                                              ; preds = %140, %103
  %105 = load i32, ptr %16, align 4
  %106 = load i32, ptr %11, align 4
  %107 = sdiv i32 %106, 2
  %108 = icmp slt i32 %105, %107
  br i1 %108, label %109, label %143

109:                                              ; preds = %104
  %110 = load ptr, ptr %4, align 8
  %111 = load i32, ptr %14, align 4
  %112 = load i32, ptr %16, align 4
  %113 = add nsw i32 %111, %112
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds %struct.C, ptr %110, i64 %114
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %115, i64 16, i1 false)
  %116 = load ptr, ptr %4, align 8
  %117 = load i32, ptr %14, align 4
  %118 = load i32, ptr %16, align 4
  %119 = add nsw i32 %117, %118
  %120 = load i32, ptr %11, align 4
  %121 = sdiv i32 %120, 2
  %122 = add nsw i32 %119, %121
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds %struct.C, ptr %116, i64 %123
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %124, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %15, i64 16, i1 false)
  call void @cmul(ptr dead_on_unwind writable sret(%struct.C) align 8 %18, ptr noundef %19, ptr noundef %20)
  %125 = load ptr, ptr %4, align 8
  %126 = load i32, ptr %14, align 4
  %127 = load i32, ptr %16, align 4
  %128 = add nsw i32 %126, %127
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds %struct.C, ptr %125, i64 %129
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %17, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %18, i64 16, i1 false)
  call void @cadd(ptr dead_on_unwind writable sret(%struct.C) align 8 %21, ptr noundef %22, ptr noundef %23)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %130, ptr align 8 %21, i64 16, i1 false)
  %131 = load ptr, ptr %4, align 8
  %132 = load i32, ptr %14, align 4
  %133 = load i32, ptr %16, align 4
  %134 = add nsw i32 %132, %133
  %135 = load i32, ptr %11, align 4
  %136 = sdiv i32 %135, 2
  %137 = add nsw i32 %134, %136
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds %struct.C, ptr %131, i64 %138
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %17, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %18, i64 16, i1 false)
  call void @csub(ptr dead_on_unwind writable sret(%struct.C) align 8 %24, ptr noundef %25, ptr noundef %26)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %139, ptr align 8 %24, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %15, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 8 %13, i64 16, i1 false)
  call void @cmul(ptr dead_on_unwind writable sret(%struct.C) align 8 %27, ptr noundef %28, ptr noundef %29)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %27, i64 16, i1 false)
  br label %140

140:                                              ; preds = %109
  %141 = load i32, ptr %16, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %16, align 4
  br label %104, !llvm.loop !16

143:                                              ; preds = %104
  br label %144

144:                                              ; preds = %143
  %145 = load i32, ptr %11, align 4
  %146 = load i32, ptr %14, align 4
  %147 = add nsw i32 %146, %145
  store i32 %147, ptr %14, align 4
  br label %99, !llvm.loop !17

148:                                              ; preds = %99
  br label %149

149:                                              ; preds = %148
  %150 = load i32, ptr %11, align 4
  %151 = shl i32 %150, 1
  store i32 %151, ptr %11, align 4
  br label %79, !llvm.loop !18

152:                                              ; preds = %79
  %153 = load i32, ptr %6, align 4
  %154 = icmp ne i32 %153, 0
  br i1 %154, label %155, label %183

155:                                              ; preds = %152
  store i32 0, ptr %30, align 4
  br label %156

156:                                              ; preds = %179, %155
  %157 = load i32, ptr %30, align 4
  %158 = load i32, ptr %5, align 4
  %159 = icmp slt i32 %157, %158
  br i1 %159, label %160, label %182

160:                                              ; preds = %156
  %161 = load i32, ptr %5, align 4
  %162 = sitofp i32 %161 to double
  %163 = load ptr, ptr %4, align 8
  %164 = load i32, ptr %30, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds %struct.C, ptr %163, i64 %165
  %167 = getelementptr inbounds %struct.C, ptr %166, i32 0, i32 0
  %168 = load double, ptr %167, align 8
  %169 = fdiv double %168, %162
  store double %169, ptr %167, align 8
  %170 = load i32, ptr %5, align 4
  %171 = sitofp i32 %170 to double
  %172 = load ptr, ptr %4, align 8
  %173 = load i32, ptr %30, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds %struct.C, ptr %172, i64 %174
  %176 = getelementptr inbounds %struct.C, ptr %175, i32 0, i32 1
  %177 = load double, ptr %176, align 8
  %178 = fdiv double %177, %171
  store double %178, ptr %176, align 8
  br label %179

179:                                              ; preds = %160
  %180 = load i32, ptr %30, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %30, align 4
  br label %156, !llvm.loop !19

182:                                              ; preds = %156
  br label %183

183:                                              ; preds = %182, %152
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cmul(ptr dead_on_unwind noalias writable sret(%struct.C) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.C, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.C, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.C, ptr %2, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds %struct.C, ptr %1, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.C, ptr %2, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fmul double %13, %15
  %17 = fneg double %16
  %18 = call double @llvm.fmuladd.f64(double %9, double %11, double %17)
  store double %18, ptr %7, align 8
  %19 = getelementptr inbounds %struct.C, ptr %0, i32 0, i32 1
  %20 = getelementptr inbounds %struct.C, ptr %1, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds %struct.C, ptr %2, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds %struct.C, ptr %1, i32 0, i32 1
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds %struct.C, ptr %2, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = fmul double %25, %27
  %29 = call double @llvm.fmuladd.f64(double %21, double %23, double %28)
  store double %29, ptr %19, align 8
  ret void
}

; Function Attrs: nounwind
declare dso_local i32 @lround(double noundef) #2

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nounwind
declare dso_local double @sin(double noundef) #2

; Function Attrs: nounwind
declare dso_local double @cos(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare dso_local double @hypot(double noundef, double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cadd(ptr dead_on_unwind noalias writable sret(%struct.C) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.C, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.C, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.C, ptr %2, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = fadd double %9, %11
  store double %12, ptr %7, align 8
  %13 = getelementptr inbounds %struct.C, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.C, ptr %1, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds %struct.C, ptr %2, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fadd double %15, %17
  store double %18, ptr %13, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @csub(ptr dead_on_unwind noalias writable sret(%struct.C) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.C, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.C, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.C, ptr %2, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = fsub double %9, %11
  store double %12, ptr %7, align 8
  %13 = getelementptr inbounds %struct.C, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.C, ptr %1, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds %struct.C, ptr %2, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fsub double %15, %17
  store double %18, ptr %13, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
