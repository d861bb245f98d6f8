; ModuleID = 'programs/rational_arith.c'
source_filename = "programs/rational_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Q = type { i64, i64 }

@.str = private unnamed_addr constant [7 x i8] c"H20 = \00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"golden cf = \00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"  ~ %.15f\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"B%d = \00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"B1 = \00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"egyptian 4/13 =\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c" 1/%lld\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"cf(355/113) =\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" %lld\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"%s%lld/%lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Q, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Q, align 8
  %5 = alloca %struct.Q, align 8
  %6 = alloca %struct.Q, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Q, align 8
  %9 = alloca %struct.Q, align 8
  %10 = alloca %struct.Q, align 8
  %11 = alloca %struct.Q, align 8
  %12 = alloca [21 x %struct.Q], align 8
  %13 = alloca %struct.Q, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.Q, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca %struct.Q, align 8
  %19 = alloca %struct.Q, align 8
  %20 = alloca %struct.Q, align 8
  %21 = alloca i32, align 4
  %22 = alloca [16 x i8], align 1
  %23 = alloca %struct.Q, align 8
  %24 = alloca i64, align 8
  %25 = alloca %struct.Q, align 8
  %26 = alloca %struct.Q, align 8
  %27 = alloca %struct.Q, align 8
  %28 = alloca [20 x i64], align 8
  %29 = alloca i32, align 4
  %30 = alloca %struct.Q, align 8
  %31 = alloca i64, align 8
  %32 = alloca %struct.Q, align 8
  %33 = alloca %struct.Q, align 8
  %34 = alloca %struct.Q, align 8
  %35 = alloca %struct.Q, align 8
  %36 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %37 = call [2 x i64] @mk(i64 noundef 0, i64 noundef 1)
  store [2 x i64] %37, ptr %2, align 8
  store i32 1, ptr %3, align 4
  br label %38

38:                                               ; preds = %48, %0
  %39 = load i32, ptr %3, align 4
  %40 = icmp sle i32 %39, 20
  br i1 %40, label %41, label %51

41:                                               ; preds = %38
  %42 = load i32, ptr %3, align 4
  %43 = sext i32 %42 to i64
  %44 = call [2 x i64] @mk(i64 noundef 1, i64 noundef %43)
  store [2 x i64] %44, ptr %5, align 8
  %45 = load [2 x i64], ptr %2, align 8
  %46 = load [2 x i64], ptr %5, align 8
  %47 = call [2 x i64] @add([2 x i64] %45, [2 x i64] %46)
  store [2 x i64] %47, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %4, i64 16, i1 false)
  br label %48

48:                                               ; preds = %41
  %49 = load i32, ptr %3, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %3, align 4
  br label %38, !llvm.loop !6

51:                                               ; preds = %38
  %52 = load [2 x i64], ptr %2, align 8
  call void @pq(ptr noundef @.str, [2 x i64] %52)
  %53 = call [2 x i64] @mk(i64 noundef 1, i64 noundef 1)
  store [2 x i64] %53, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %54

54:                                               ; preds = %66, %51
  %55 = load i32, ptr %7, align 4
  %56 = icmp slt i32 %55, 30
  br i1 %56, label %57, label %69

57:                                               ; preds = %54
  %58 = call [2 x i64] @mk(i64 noundef 1, i64 noundef 1)
  store [2 x i64] %58, ptr %9, align 8
  %59 = call [2 x i64] @mk(i64 noundef 1, i64 noundef 1)
  store [2 x i64] %59, ptr %11, align 8
  %60 = load [2 x i64], ptr %11, align 8
  %61 = load [2 x i64], ptr %6, align 8
  %62 = call [2 x i64] @dv([2 x i64] %60, [2 x i64] %61)
  store [2 x i64] %62, ptr %10, align 8
  %63 = load [2 x i64], ptr %9, align 8
  %64 = load [2 x i64], ptr %10, align 8
  %65 = call [2 x i64] @add([2 x i64] %63, [2 x i64] %64)
  store [2 x i64] %65, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %8, i64 16, i1 false)
  br label %66

66:                                               ; preds = %57
  %67 = load i32, ptr %7, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %7, align 4
  br label %54, !llvm.loop !8

69:                                               ; preds = %54
  %70 = load [2 x i64], ptr %6, align 8
  call void @pq(ptr noundef @.str.1, [2 x i64] %70)
  %71 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  %72 = load i64, ptr %71, align 8
  %73 = sitofp i64 %72 to double
  %74 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %75 = load i64, ptr %74, align 8
  %76 = sitofp i64 %75 to double
  %77 = fdiv double %73, %76
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %77)
  %79 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 0
  %80 = call [2 x i64] @mk(i64 noundef 1, i64 noundef 1)
  store [2 x i64] %80, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %79, ptr align 8 %13, i64 16, i1 false)
  store i32 1, ptr %14, align 4
  br label %81

81:                                               ; preds = %130, %69
  %82 = load i32, ptr %14, align 4
  %83 = icmp sle i32 %82, 20
  br i1 %83, label %84, label %133

84:                                               ; preds = %81
  %85 = load i32, ptr %14, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 %86
  %88 = call [2 x i64] @mk(i64 noundef 0, i64 noundef 1)
  store [2 x i64] %88, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %87, ptr align 8 %15, i64 16, i1 false)
  store i64 1, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %89

89:                                               ; preds = %126, %84
  %90 = load i32, ptr %17, align 4
  %91 = load i32, ptr %14, align 4
  %92 = icmp slt i32 %90, %91
  br i1 %92, label %93, label %129

93:                                               ; preds = %89
  %94 = load i32, ptr %14, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 %95
  %97 = load i32, ptr %14, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 %98
  %100 = load i64, ptr %16, align 8
  %101 = load i32, ptr %14, align 4
  %102 = add nsw i32 %101, 1
  %103 = load i32, ptr %17, align 4
  %104 = sub nsw i32 %102, %103
  %105 = sext i32 %104 to i64
  %106 = call [2 x i64] @mk(i64 noundef %100, i64 noundef %105)
  store [2 x i64] %106, ptr %20, align 8
  %107 = load i32, ptr %17, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 %108
  %110 = load [2 x i64], ptr %20, align 8
  %111 = load [2 x i64], ptr %109, align 8
  %112 = call [2 x i64] @mul([2 x i64] %110, [2 x i64] %111)
  store [2 x i64] %112, ptr %19, align 8
  %113 = load [2 x i64], ptr %99, align 8
  %114 = load [2 x i64], ptr %19, align 8
  %115 = call [2 x i64] @sub([2 x i64] %113, [2 x i64] %114)
  store [2 x i64] %115, ptr %18, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %96, ptr align 8 %18, i64 16, i1 false)
  %116 = load i64, ptr %16, align 8
  %117 = load i32, ptr %14, align 4
  %118 = load i32, ptr %17, align 4
  %119 = sub nsw i32 %117, %118
  %120 = sext i32 %119 to i64
  %121 = mul nsw i64 %116, %120
  %122 = load i32, ptr %17, align 4
  %123 = add nsw i32 %122, 1
  %124 = sext i32 %123 to i64
  %125 = sdiv i64 %121, %124
  store i64 %125, ptr %16, align 8
  br label %126

126:                                              ; preds = %93
  %127 = load i32, ptr %17, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %17, align 4
  br label %89, !llvm.loop !9

129:                                              ; preds = %89
  br label %130

130:                                              ; preds = %129
  %131 = load i32, ptr %14, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %14, align 4
  br label %81, !llvm.loop !10

133:                                              ; preds = %81
  store i32 0, ptr %21, align 4
  br label %134

134:                                              ; preds = %146, %133
  %135 = load i32, ptr %21, align 4
  %136 = icmp sle i32 %135, 20
  br i1 %136, label %137, label %149

137:                                              ; preds = %134
  %138 = getelementptr inbounds [16 x i8], ptr %22, i64 0, i64 0
  %139 = load i32, ptr %21, align 4
  %140 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %138, i64 noundef 16, ptr noundef @.str.3, i32 noundef %139) #4
  %141 = getelementptr inbounds [16 x i8], ptr %22, i64 0, i64 0
  %142 = load i32, ptr %21, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 %143
  %145 = load [2 x i64], ptr %144, align 8
  call void @pq(ptr noundef %141, [2 x i64] %145)
  br label %146

146:                                              ; preds = %137
  %147 = load i32, ptr %21, align 4
  %148 = add nsw i32 %147, 2
  store i32 %148, ptr %21, align 4
  br label %134, !llvm.loop !11

149:                                              ; preds = %134
  %150 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 1
  %151 = load [2 x i64], ptr %150, align 8
  call void @pq(ptr noundef @.str.4, [2 x i64] %151)
  %152 = call [2 x i64] @mk(i64 noundef 4, i64 noundef 13)
  store [2 x i64] %152, ptr %23, align 8
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  br label %154

154:                                              ; preds = %158, %149
  %155 = getelementptr inbounds %struct.Q, ptr %23, i32 0, i32 0
  %156 = load i64, ptr %155, align 8
  %157 = icmp ne i64 %156, 0
  br i1 %157, label %158, label %175

158:                                              ; preds = %154
  %159 = getelementptr inbounds %struct.Q, ptr %23, i32 0, i32 1
  %160 = load i64, ptr %159, align 8
  %161 = getelementptr inbounds %struct.Q, ptr %23, i32 0, i32 0
  %162 = load i64, ptr %161, align 8
  %163 = add nsw i64 %160, %162
  %164 = sub nsw i64 %163, 1
  %165 = getelementptr inbounds %struct.Q, ptr %23, i32 0, i32 0
  %166 = load i64, ptr %165, align 8
  %167 = sdiv i64 %164, %166
  store i64 %167, ptr %24, align 8
  %168 = load i64, ptr %24, align 8
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %168)
  %170 = load i64, ptr %24, align 8
  %171 = call [2 x i64] @mk(i64 noundef 1, i64 noundef %170)
  store [2 x i64] %171, ptr %26, align 8
  %172 = load [2 x i64], ptr %23, align 8
  %173 = load [2 x i64], ptr %26, align 8
  %174 = call [2 x i64] @sub([2 x i64] %172, [2 x i64] %173)
  store [2 x i64] %174, ptr %25, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %25, i64 16, i1 false)
  br label %154, !llvm.loop !12

175:                                              ; preds = %154
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %177 = call [2 x i64] @mk(i64 noundef 355, i64 noundef 113)
  store [2 x i64] %177, ptr %27, align 8
  store i32 0, ptr %29, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %27, i64 16, i1 false)
  br label %178

178:                                              ; preds = %215, %175
  %179 = load i32, ptr %29, align 4
  %180 = icmp slt i32 %179, 20
  br i1 %180, label %181, label %220

181:                                              ; preds = %178
  %182 = getelementptr inbounds %struct.Q, ptr %30, i32 0, i32 0
  %183 = load i64, ptr %182, align 8
  %184 = getelementptr inbounds %struct.Q, ptr %30, i32 0, i32 1
  %185 = load i64, ptr %184, align 8
  %186 = sdiv i64 %183, %185
  store i64 %186, ptr %31, align 8
  %187 = getelementptr inbounds %struct.Q, ptr %30, i32 0, i32 0
  %188 = load i64, ptr %187, align 8
  %189 = icmp slt i64 %188, 0
  br i1 %189, label %190, label %200

190:                                              ; preds = %181
  %191 = getelementptr inbounds %struct.Q, ptr %30, i32 0, i32 0
  %192 = load i64, ptr %191, align 8
  %193 = getelementptr inbounds %struct.Q, ptr %30, i32 0, i32 1
  %194 = load i64, ptr %193, align 8
  %195 = srem i64 %192, %194
  %196 = icmp ne i64 %195, 0
  br i1 %196, label %197, label %200

197:                                              ; preds = %190
  %198 = load i64, ptr %31, align 8
  %199 = add nsw i64 %198, -1
  store i64 %199, ptr %31, align 8
  br label %200

200:                                              ; preds = %197, %190, %181
  %201 = load i64, ptr %31, align 8
  %202 = load i32, ptr %29, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %29, align 4
  %204 = sext i32 %202 to i64
  %205 = getelementptr inbounds [20 x i64], ptr %28, i64 0, i64 %204
  store i64 %201, ptr %205, align 8
  %206 = load i64, ptr %31, align 8
  %207 = call [2 x i64] @mk(i64 noundef %206, i64 noundef 1)
  store [2 x i64] %207, ptr %33, align 8
  %208 = load [2 x i64], ptr %30, align 8
  %209 = load [2 x i64], ptr %33, align 8
  %210 = call [2 x i64] @sub([2 x i64] %208, [2 x i64] %209)
  store [2 x i64] %210, ptr %32, align 8
  %211 = getelementptr inbounds %struct.Q, ptr %32, i32 0, i32 0
  %212 = load i64, ptr %211, align 8
  %213 = icmp ne i64 %212, 0
  br i1 %213, label %215, label %214

214:                                              ; preds = %200
  br label %220

215:                                              ; preds = %200
  %216 = call [2 x i64] @mk(i64 noundef 1, i64 noundef 1)
  store [2 x i64] %216, ptr %35, align 8
  %217 = load [2 x i64], ptr %35, align 8
  %218 = load [2 x i64], ptr %32, align 8
  %219 = call [2 x i64] @dv([2 x i64] %217, [2 x i64] %218)
  store [2 x i64] %219, ptr %34, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %34, i64 16, i1 false)
  br label %178, !llvm.loop !13

220:                                              ; preds = %214, %178
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  store i32 0, ptr %36, align 4
  br label %222

222:                                              ; preds = %232, %220
  %223 = load i32, ptr %36, align 4
  %224 = load i32, ptr %29, align 4
  %225 = icmp slt i32 %223, %224
  br i1 %225, label %226, label %235

226:                                              ; preds = %222
  %227 = load i32, ptr %36, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [20 x i64], ptr %28, i64 0, i64 %228
  %230 = load i64, ptr %229, align 8
  %231 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %230)
  br label %232

232:                                              ; preds = %226
  %233 = load i32, ptr %36, align 4
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %36, align 4
  br label %222, !llvm.loop !14

235:                                              ; preds = %222
  %236 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %237 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  %238 = load i64, ptr %237, align 8
  %239 = srem i64 %238, 256
  %240 = trunc i64 %239 to i32
  ret i32 %240
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @mk(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca %struct.Q, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %7 = load i64, ptr %5, align 8
  %8 = icmp slt i64 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = load i64, ptr %4, align 8
  %11 = sub nsw i64 0, %10
  store i64 %11, ptr %4, align 8
  %12 = load i64, ptr %5, align 8
  %13 = sub nsw i64 0, %12
  store i64 %13, ptr %5, align 8
  br label %14

14:                                               ; preds = %9, %2
  %15 = load i64, ptr %4, align 8
  %16 = load i64, ptr %5, align 8
  %17 = call i64 @gcd(i64 noundef %15, i64 noundef %16)
  store i64 %17, ptr %6, align 8
  %18 = load i64, ptr %6, align 8
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %14
  store i64 1, ptr %6, align 8
  br label %21

21:                                               ; preds = %20, %14
  %22 = getelementptr inbounds %struct.Q, ptr %3, i32 0, i32 0
  %23 = load i64, ptr %4, align 8
  %24 = load i64, ptr %6, align 8
  %25 = sdiv i64 %23, %24
  store i64 %25, ptr %22, align 8
  %26 = getelementptr inbounds %struct.Q, ptr %3, i32 0, i32 1
  %27 = load i64, ptr %5, align 8
  %28 = load i64, ptr %6, align 8
  %29 = sdiv i64 %27, %28
  store i64 %29, ptr %26, align 8
  %30 = load [2 x i64], ptr %3, align 8
  ret [2 x i64] %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @add([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.Q, align 8
  %4 = alloca %struct.Q, align 8
  %5 = alloca %struct.Q, align 8
  %6 = alloca i64, align 8
  store [2 x i64] %0, ptr %4, align 8
  store [2 x i64] %1, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 1
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = call i64 @gcd(i64 noundef %8, i64 noundef %10)
  store i64 %11, ptr %6, align 8
  %12 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 0
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = load i64, ptr %6, align 8
  %17 = sdiv i64 %15, %16
  %18 = mul nsw i64 %13, %17
  %19 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 0
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  %23 = load i64, ptr %6, align 8
  %24 = sdiv i64 %22, %23
  %25 = mul nsw i64 %20, %24
  %26 = add nsw i64 %18, %25
  %27 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 1
  %28 = load i64, ptr %27, align 8
  %29 = load i64, ptr %6, align 8
  %30 = sdiv i64 %28, %29
  %31 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 1
  %32 = load i64, ptr %31, align 8
  %33 = mul nsw i64 %30, %32
  %34 = call [2 x i64] @mk(i64 noundef %26, i64 noundef %33)
  store [2 x i64] %34, ptr %3, align 8
  %35 = load [2 x i64], ptr %3, align 8
  ret [2 x i64] %35
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pq(ptr noundef %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.Q, align 8
  %4 = alloca ptr, align 8
  store [2 x i64] %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Q, ptr %3, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Q, ptr %3, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %5, i64 noundef %7, i64 noundef %9)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @dv([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.Q, align 8
  %4 = alloca %struct.Q, align 8
  %5 = alloca %struct.Q, align 8
  %6 = alloca %struct.Q, align 8
  store [2 x i64] %0, ptr %4, align 8
  store [2 x i64] %1, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  store i64 %9, ptr %7, align 8
  %10 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %11 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %10, align 8
  %13 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = icmp slt i64 %14, 0
  br i1 %15, label %16, label %25

16:                                               ; preds = %2
  %17 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  %18 = load i64, ptr %17, align 8
  %19 = sub nsw i64 0, %18
  %20 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  store i64 %19, ptr %20, align 8
  %21 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  %23 = sub nsw i64 0, %22
  %24 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  store i64 %23, ptr %24, align 8
  br label %25

25:                                               ; preds = %16, %2
  %26 = load [2 x i64], ptr %4, align 8
  %27 = load [2 x i64], ptr %6, align 8
  %28 = call [2 x i64] @mul([2 x i64] %26, [2 x i64] %27)
  store [2 x i64] %28, ptr %3, align 8
  %29 = load [2 x i64], ptr %3, align 8
  ret [2 x i64] %29
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @sub([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.Q, align 8
  %4 = alloca %struct.Q, align 8
  %5 = alloca %struct.Q, align 8
  store [2 x i64] %0, ptr %4, align 8
  store [2 x i64] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = sub nsw i64 0, %7
  %9 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 0
  store i64 %8, ptr %9, align 8
  %10 = load [2 x i64], ptr %4, align 8
  %11 = load [2 x i64], ptr %5, align 8
  %12 = call [2 x i64] @add([2 x i64] %10, [2 x i64] %11)
  store [2 x i64] %12, ptr %3, align 8
  %13 = load [2 x i64], ptr %3, align 8
  ret [2 x i64] %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @mul([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.Q, align 8
  %4 = alloca %struct.Q, align 8
  %5 = alloca %struct.Q, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store [2 x i64] %0, ptr %4, align 8
  store [2 x i64] %1, ptr %5, align 8
  %8 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = call i64 @gcd(i64 noundef %9, i64 noundef %11)
  store i64 %12, ptr %6, align 8
  %13 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = call i64 @gcd(i64 noundef %14, i64 noundef %16)
  store i64 %17, ptr %7, align 8
  %18 = load i64, ptr %6, align 8
  %19 = icmp ne i64 %18, 0
  br i1 %19, label %21, label %20

20:                                               ; preds = %2
  store i64 1, ptr %6, align 8
  br label %21

21:                                               ; preds = %20, %2
  %22 = load i64, ptr %7, align 8
  %23 = icmp ne i64 %22, 0
  br i1 %23, label %25, label %24

24:                                               ; preds = %21
  store i64 1, ptr %7, align 8
  br label %25

25:                                               ; preds = %24, %21
  %26 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 0
  %27 = load i64, ptr %26, align 8
  %28 = load i64, ptr %6, align 8
  %29 = sdiv i64 %27, %28
  %30 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 0
  %31 = load i64, ptr %30, align 8
  %32 = load i64, ptr %7, align 8
  %33 = sdiv i64 %31, %32
  %34 = mul nsw i64 %29, %33
  %35 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 1
  %36 = load i64, ptr %35, align 8
  %37 = load i64, ptr %7, align 8
  %38 = sdiv i64 %36, %37
  %39 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 1
  %40 = load i64, ptr %39, align 8
  %41 = load i64, ptr %6, align 8
  %42 = sdiv i64 %40, %41
  %43 = mul nsw i64 %38, %42
  %44 = call [2 x i64] @mk(i64 noundef %34, i64 noundef %43)
  store [2 x i64] %44, ptr %3, align 8
  %45 = load [2 x i64], ptr %3, align 8
  ret [2 x i64] %45
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gcd(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = icmp slt i64 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  %10 = sub nsw i64 0, %9
  store i64 %10, ptr %3, align 8
  br label %11

11:                                               ; preds = %8, %2
  %12 = load i64, ptr %4, align 8
  %13 = icmp slt i64 %12, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = load i64, ptr %4, align 8
  %16 = sub nsw i64 0, %15
  store i64 %16, ptr %4, align 8
  br label %17

17:                                               ; preds = %14, %11
  br label %18

18:                                               ; preds = %21, %17
  %19 = load i64, ptr %4, align 8
  %20 = icmp ne i64 %19, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8
  %23 = load i64, ptr %4, align 8
  %24 = srem i64 %22, %23
  store i64 %24, ptr %5, align 8
  %25 = load i64, ptr %4, align 8
  store i64 %25, ptr %3, align 8
  %26 = load i64, ptr %5, align 8
  store i64 %26, ptr %4, align 8
  br label %18, !llvm.loop !15

27:                                               ; preds = %18
  %28 = load i64, ptr %3, align 8
  ret i64 %28
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
