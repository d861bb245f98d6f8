; ModuleID = 'programs/int128_arith.c'
source_filename = "programs/int128_arith.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [6 x i8] c"umax=\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"smax=\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"smin=\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"umax hex=\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"smin hex=\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%d! = \00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"s=%3d \00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"shl=\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"      \00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"shr=\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"sar=\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"s=127 \00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"sar127 \00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"mul=\00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"mulwrap=\00", align 1
@__const.main.divisors = private unnamed_addr constant [9 x i128] [i128 1, i128 3, i128 10, i128 4294967295, i128 4294967296, i128 18446744073709551615, i128 18446744073709551616, i128 1267650600228229401496703217721, i128 -1], align 16
@.str.16 = private unnamed_addr constant [3 x i8] c"q=\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"r=\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"BAD\0A\00", align 1
@__const.main.sv = private unnamed_addr constant [8 x i128] [i128 -1, i128 1, i128 -7, i128 7, i128 -170141183460469231731687303715884105727, i128 170141183460469231731687303715884105727, i128 -1180591620717411303424, i128 1237940039285380274899124227], align 16
@.str.19 = private unnamed_addr constant [4 x i8] c"sq=\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"sr=\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"BAD %u %u\0A\00", align 1
@.str.22 = private unnamed_addr constant [17 x i8] c"to double %.17g\0A\00", align 1
@.str.23 = private unnamed_addr constant [19 x i8] c"to ldouble %.21Lg\0A\00", align 1
@.str.24 = private unnamed_addr constant [15 x i8] c"from -1.5e30: \00", align 1
@.str.25 = private unnamed_addr constant [10 x i8] c"from ld: \00", align 1
@.str.26 = private unnamed_addr constant [20 x i8] c"umax as float %.9g\0A\00", align 1
@.str.27 = private unnamed_addr constant [11 x i8] c"pass_many=\00", align 1
@.str.28 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.29 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.30 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.31 = private unnamed_addr constant [11 x i8] c"ovf %d %d\0A\00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"res=\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"%s-\00", align 1
@.str.35 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i32, align 4
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i32, align 4
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i128, align 16
  %35 = alloca i128, align 16
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  %38 = alloca i128, align 16
  %39 = alloca [9 x i128], align 16
  %40 = alloca i32, align 4
  %41 = alloca i128, align 16
  %42 = alloca i128, align 16
  %43 = alloca i128, align 16
  %44 = alloca i128, align 16
  %45 = alloca i128, align 16
  %46 = alloca i128, align 16
  %47 = alloca i128, align 16
  %48 = alloca i128, align 16
  %49 = alloca i128, align 16
  %50 = alloca i128, align 16
  %51 = alloca [8 x i128], align 16
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i128, align 16
  %55 = alloca i128, align 16
  %56 = alloca i128, align 16
  %57 = alloca i128, align 16
  %58 = alloca i128, align 16
  %59 = alloca i128, align 16
  %60 = alloca i128, align 16
  %61 = alloca i128, align 16
  %62 = alloca i128, align 16
  %63 = alloca i128, align 16
  %64 = alloca double, align 8
  %65 = alloca x86_fp80, align 16
  %66 = alloca x86_fp80, align 16
  %67 = alloca i128, align 16
  %68 = alloca i128, align 16
  %69 = alloca i128, align 16
  %70 = alloca i128, align 16
  %71 = alloca float, align 4
  %72 = alloca i128, align 16
  %73 = alloca i128, align 16
  %74 = alloca i128, align 16
  %75 = alloca i128, align 16
  %76 = alloca i128, align 16
  %77 = alloca i128, align 16
  %78 = alloca [16 x i8], align 16
  %79 = alloca i32, align 4
  %80 = alloca i128, align 16
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i128 -1, ptr %2, align 16
  store i128 170141183460469231731687303715884105727, ptr %3, align 16
  store i128 -170141183460469231731687303715884105728, ptr %4, align 16
  store i128 -1, ptr %5, align 16
  call void @pu(ptr noundef @.str, ptr noundef %5)
  store i128 170141183460469231731687303715884105727, ptr %6, align 16
  call void @ps(ptr noundef @.str.1, ptr noundef %6)
  store i128 -170141183460469231731687303715884105728, ptr %7, align 16
  call void @ps(ptr noundef @.str.2, ptr noundef %7)
  store i128 -1, ptr %8, align 16
  call void @phex(ptr noundef @.str.3, ptr noundef %8)
  store i128 -170141183460469231731687303715884105728, ptr %9, align 16
  call void @phex(ptr noundef @.str.4, ptr noundef %9)
  store i32 20, ptr %10, align 4
  br label %84

84:                                               ; preds = %93, %0
  %85 = load i32, ptr %10, align 4
  %86 = icmp sle i32 %85, 34
  br i1 %86, label %87, label %96

87:                                               ; preds = %84
  %88 = load i32, ptr %10, align 4
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %88)
  %90 = load i32, ptr %10, align 4
  %91 = call <2 x i64> @fact(i32 noundef %90)
  store <2 x i64> %91, ptr %11, align 16
  %92 = load i128, ptr %11, align 16
  store i128 %92, ptr %12, align 16
  call void @pu(ptr noundef @.str.6, ptr noundef %12)
  br label %93

93:                                               ; preds = %87
  %94 = load i32, ptr %10, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %10, align 4
  br label %84, !llvm.loop !5

96:                                               ; preds = %84
  store i128 1512366075204170947332355369683137040, ptr %13, align 16
  store i32 0, ptr %14, align 4
  br label %97

97:                                               ; preds = %118, %96
  %98 = load i32, ptr %14, align 4
  %99 = icmp slt i32 %98, 128
  br i1 %99, label %100, label %121

100:                                              ; preds = %97
  %101 = load i32, ptr %14, align 4
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %101)
  %103 = load i128, ptr %13, align 16
  %104 = load i32, ptr %14, align 4
  store i128 %103, ptr %15, align 16
  %105 = call <2 x i64> @shl(ptr noundef %15, i32 noundef %104)
  store <2 x i64> %105, ptr %16, align 16
  %106 = load i128, ptr %16, align 16
  store i128 %106, ptr %17, align 16
  call void @phex(ptr noundef @.str.8, ptr noundef %17)
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %108 = load i128, ptr %13, align 16
  %109 = load i32, ptr %14, align 4
  store i128 %108, ptr %18, align 16
  %110 = call <2 x i64> @shru(ptr noundef %18, i32 noundef %109)
  store <2 x i64> %110, ptr %19, align 16
  %111 = load i128, ptr %19, align 16
  store i128 %111, ptr %20, align 16
  call void @phex(ptr noundef @.str.10, ptr noundef %20)
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %113 = load i128, ptr %13, align 16
  %114 = xor i128 %113, -1
  %115 = load i32, ptr %14, align 4
  store i128 %114, ptr %21, align 16
  %116 = call <2 x i64> @shrs(ptr noundef %21, i32 noundef %115)
  store <2 x i64> %116, ptr %22, align 16
  %117 = load i128, ptr %22, align 16
  store i128 %117, ptr %23, align 16
  call void @phex(ptr noundef @.str.11, ptr noundef %23)
  br label %118

118:                                              ; preds = %100
  %119 = load i32, ptr %14, align 4
  %120 = add nsw i32 %119, 9
  store i32 %120, ptr %14, align 4
  br label %97, !llvm.loop !7

121:                                              ; preds = %97
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  store i128 1, ptr %24, align 16
  %123 = call <2 x i64> @shl(ptr noundef %24, i32 noundef 127)
  store <2 x i64> %123, ptr %25, align 16
  %124 = load i128, ptr %25, align 16
  store i128 %124, ptr %26, align 16
  call void @phex(ptr noundef @.str.6, ptr noundef %26)
  store i128 -170141183460469231731687303715884105728, ptr %27, align 16
  %125 = call <2 x i64> @shrs(ptr noundef %27, i32 noundef 127)
  store <2 x i64> %125, ptr %28, align 16
  %126 = load i128, ptr %28, align 16
  store i128 %126, ptr %29, align 16
  call void @phex(ptr noundef @.str.13, ptr noundef %29)
  %127 = load i128, ptr %13, align 16
  store i128 %127, ptr %31, align 16
  store i128 11400714819323198485, ptr %32, align 16
  %128 = call <2 x i64> @mulu(ptr noundef %31, ptr noundef %32)
  store <2 x i64> %128, ptr %33, align 16
  %129 = load i128, ptr %33, align 16
  store i128 %129, ptr %30, align 16
  %130 = load i128, ptr %30, align 16
  store i128 %130, ptr %34, align 16
  call void @phex(ptr noundef @.str.14, ptr noundef %34)
  store i128 -1, ptr %35, align 16
  store i128 -1, ptr %36, align 16
  %131 = call <2 x i64> @mulu(ptr noundef %35, ptr noundef %36)
  store <2 x i64> %131, ptr %37, align 16
  %132 = load i128, ptr %37, align 16
  store i128 %132, ptr %38, align 16
  call void @phex(ptr noundef @.str.15, ptr noundef %38)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %39, ptr align 16 @__const.main.divisors, i64 144, i1 false)
  store i32 0, ptr %40, align 4
  br label %133

133:                                              ; preds = %170, %121
  %134 = load i32, ptr %40, align 4
  %135 = zext i32 %134 to i64
  %136 = icmp ult i64 %135, 9
  br i1 %136, label %137, label %173

137:                                              ; preds = %133
  %138 = load i128, ptr %13, align 16
  %139 = mul i128 %138, 7
  %140 = load i32, ptr %40, align 4
  %141 = zext i32 %140 to i64
  %142 = getelementptr inbounds [9 x i128], ptr %39, i64 0, i64 %141
  %143 = load i128, ptr %142, align 16
  store i128 %139, ptr %42, align 16
  store i128 %143, ptr %43, align 16
  %144 = call <2 x i64> @divu(ptr noundef %42, ptr noundef %43)
  store <2 x i64> %144, ptr %44, align 16
  %145 = load i128, ptr %44, align 16
  store i128 %145, ptr %41, align 16
  %146 = load i128, ptr %13, align 16
  %147 = mul i128 %146, 7
  %148 = load i32, ptr %40, align 4
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds [9 x i128], ptr %39, i64 0, i64 %149
  %151 = load i128, ptr %150, align 16
  store i128 %147, ptr %46, align 16
  store i128 %151, ptr %47, align 16
  %152 = call <2 x i64> @remu(ptr noundef %46, ptr noundef %47)
  store <2 x i64> %152, ptr %48, align 16
  %153 = load i128, ptr %48, align 16
  store i128 %153, ptr %45, align 16
  %154 = load i128, ptr %41, align 16
  store i128 %154, ptr %49, align 16
  call void @phex(ptr noundef @.str.16, ptr noundef %49)
  %155 = load i128, ptr %45, align 16
  store i128 %155, ptr %50, align 16
  call void @phex(ptr noundef @.str.17, ptr noundef %50)
  %156 = load i128, ptr %41, align 16
  %157 = load i32, ptr %40, align 4
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds [9 x i128], ptr %39, i64 0, i64 %158
  %160 = load i128, ptr %159, align 16
  %161 = mul i128 %156, %160
  %162 = load i128, ptr %45, align 16
  %163 = add i128 %161, %162
  %164 = load i128, ptr %13, align 16
  %165 = mul i128 %164, 7
  %166 = icmp ne i128 %163, %165
  br i1 %166, label %167, label %169

167:                                              ; preds = %137
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  br label %169

169:                                              ; preds = %167, %137
  br label %170

170:                                              ; preds = %169
  %171 = load i32, ptr %40, align 4
  %172 = add i32 %171, 1
  store i32 %172, ptr %40, align 4
  br label %133, !llvm.loop !8

173:                                              ; preds = %133
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %51, ptr align 16 @__const.main.sv, i64 128, i1 false)
  store i32 0, ptr %52, align 4
  br label %174

174:                                              ; preds = %234, %173
  %175 = load i32, ptr %52, align 4
  %176 = icmp ult i32 %175, 8
  br i1 %176, label %177, label %237

177:                                              ; preds = %174
  store i32 0, ptr %53, align 4
  br label %178

178:                                              ; preds = %230, %177
  %179 = load i32, ptr %53, align 4
  %180 = icmp ult i32 %179, 8
  br i1 %180, label %181, label %233

181:                                              ; preds = %178
  %182 = load i32, ptr %52, align 4
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds [8 x i128], ptr %51, i64 0, i64 %183
  %185 = load i128, ptr %184, align 16
  %186 = load i32, ptr %53, align 4
  %187 = zext i32 %186 to i64
  %188 = getelementptr inbounds [8 x i128], ptr %51, i64 0, i64 %187
  %189 = load i128, ptr %188, align 16
  store i128 %185, ptr %55, align 16
  store i128 %189, ptr %56, align 16
  %190 = call <2 x i64> @divs(ptr noundef %55, ptr noundef %56)
  store <2 x i64> %190, ptr %57, align 16
  %191 = load i128, ptr %57, align 16
  store i128 %191, ptr %54, align 16
  %192 = load i32, ptr %52, align 4
  %193 = zext i32 %192 to i64
  %194 = getelementptr inbounds [8 x i128], ptr %51, i64 0, i64 %193
  %195 = load i128, ptr %194, align 16
  %196 = load i32, ptr %53, align 4
  %197 = zext i32 %196 to i64
  %198 = getelementptr inbounds [8 x i128], ptr %51, i64 0, i64 %197
  %199 = load i128, ptr %198, align 16
  store i128 %195, ptr %59, align 16
  store i128 %199, ptr %60, align 16
  %200 = call <2 x i64> @rems(ptr noundef %59, ptr noundef %60)
  store <2 x i64> %200, ptr %61, align 16
  %201 = load i128, ptr %61, align 16
  store i128 %201, ptr %58, align 16
  %202 = load i32, ptr %52, align 4
  %203 = urem i32 %202, 3
  %204 = icmp eq i32 %203, 0
  br i1 %204, label %208, label %205

205:                                              ; preds = %181
  %206 = load i32, ptr %53, align 4
  %207 = icmp eq i32 %206, 2
  br i1 %207, label %208, label %211

208:                                              ; preds = %205, %181
  %209 = load i128, ptr %54, align 16
  store i128 %209, ptr %62, align 16
  call void @ps(ptr noundef @.str.19, ptr noundef %62)
  %210 = load i128, ptr %58, align 16
  store i128 %210, ptr %63, align 16
  call void @ps(ptr noundef @.str.20, ptr noundef %63)
  br label %211

211:                                              ; preds = %208, %205
  %212 = load i128, ptr %54, align 16
  %213 = load i32, ptr %53, align 4
  %214 = zext i32 %213 to i64
  %215 = getelementptr inbounds [8 x i128], ptr %51, i64 0, i64 %214
  %216 = load i128, ptr %215, align 16
  %217 = mul nsw i128 %212, %216
  %218 = load i128, ptr %58, align 16
  %219 = add nsw i128 %217, %218
  %220 = load i32, ptr %52, align 4
  %221 = zext i32 %220 to i64
  %222 = getelementptr inbounds [8 x i128], ptr %51, i64 0, i64 %221
  %223 = load i128, ptr %222, align 16
  %224 = icmp ne i128 %219, %223
  br i1 %224, label %225, label %229

225:                                              ; preds = %211
  %226 = load i32, ptr %52, align 4
  %227 = load i32, ptr %53, align 4
  %228 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %226, i32 noundef %227)
  br label %229

229:                                              ; preds = %225, %211
  br label %230

230:                                              ; preds = %229
  %231 = load i32, ptr %53, align 4
  %232 = add i32 %231, 1
  store i32 %232, ptr %53, align 4
  br label %178, !llvm.loop !9

233:                                              ; preds = %178
  br label %234

234:                                              ; preds = %233
  %235 = load i32, ptr %52, align 4
  %236 = add i32 %235, 1
  store i32 %236, ptr %52, align 4
  br label %174, !llvm.loop !10

237:                                              ; preds = %174
  %238 = load i128, ptr %13, align 16
  %239 = uitofp i128 %238 to double
  store double %239, ptr %64, align 8
  %240 = load double, ptr %64, align 8
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, double noundef %240)
  %242 = load i128, ptr %13, align 16
  %243 = uitofp i128 %242 to x86_fp80
  store x86_fp80 %243, ptr %65, align 16
  %244 = load x86_fp80, ptr %65, align 16
  store x86_fp80 %244, ptr %66, align 16
  %245 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, ptr noundef %66)
  store i128 -1499999999999999889089448902656, ptr %67, align 16
  %246 = load i128, ptr %67, align 16
  store i128 %246, ptr %68, align 16
  call void @ps(ptr noundef @.str.24, ptr noundef %68)
  store i128 1234567890123456788995863525063655424, ptr %69, align 16
  %247 = load i128, ptr %69, align 16
  store i128 %247, ptr %70, align 16
  call void @pu(ptr noundef @.str.25, ptr noundef %70)
  store float 0x7FF0000000000000, ptr %71, align 4
  %248 = load float, ptr %71, align 4
  %249 = fpext float %248 to double
  %250 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, double noundef %249)
  store i128 56713727820156410577229101238628035242, ptr %72, align 16
  store i128 -5, ptr %73, align 16
  store i128 1267650600228229401496703205376, ptr %74, align 16
  store i128 42, ptr %75, align 16
  %251 = call <2 x i64> @pass_many(i32 noundef 1, ptr noundef %72, i32 noundef 2, ptr noundef %73, ptr noundef %74, i32 noundef -7, ptr noundef %75)
  store <2 x i64> %251, ptr %76, align 16
  %252 = load i128, ptr %76, align 16
  store i128 %252, ptr %77, align 16
  call void @ps(ptr noundef @.str.27, ptr noundef %77)
  %253 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %254 = getelementptr inbounds [16 x i8], ptr %78, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %254, ptr align 16 %13, i64 16, i1 false)
  store i32 0, ptr %79, align 4
  br label %255

255:                                              ; preds = %265, %237
  %256 = load i32, ptr %79, align 4
  %257 = icmp slt i32 %256, 16
  br i1 %257, label %258, label %268

258:                                              ; preds = %255
  %259 = load i32, ptr %79, align 4
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [16 x i8], ptr %78, i64 0, i64 %260
  %262 = load i8, ptr %261, align 1
  %263 = zext i8 %262 to i32
  %264 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %263)
  br label %265

265:                                              ; preds = %258
  %266 = load i32, ptr %79, align 4
  %267 = add nsw i32 %266, 1
  store i32 %267, ptr %79, align 4
  br label %255, !llvm.loop !11

268:                                              ; preds = %255
  %269 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  %270 = call { i128, i1 } @llvm.sadd.with.overflow.i128(i128 170141183460469231731687303715884105727, i128 1)
  %271 = extractvalue { i128, i1 } %270, 1
  %272 = extractvalue { i128, i1 } %270, 0
  store i128 %272, ptr %80, align 16
  %273 = zext i1 %271 to i32
  store i32 %273, ptr %81, align 4
  %274 = call { i128, i1 } @llvm.smul.with.overflow.i128(i128 18446744073709551616, i128 4611686018427387904)
  %275 = extractvalue { i128, i1 } %274, 1
  %276 = extractvalue { i128, i1 } %274, 0
  store i128 %276, ptr %80, align 16
  %277 = zext i1 %275 to i32
  store i32 %277, ptr %82, align 4
  %278 = load i32, ptr %81, align 4
  %279 = load i32, ptr %82, align 4
  %280 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i32 noundef %278, i32 noundef %279)
  %281 = load i128, ptr %80, align 16
  store i128 %281, ptr %83, align 16
  call void @ps(ptr noundef @.str.32, ptr noundef %83)
  %282 = load i128, ptr %13, align 16
  %283 = urem i128 %282, 200
  %284 = trunc i128 %283 to i32
  ret i32 %284
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pu(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca i32, align 4
  %7 = load i128, ptr %1, align 16
  store ptr %0, ptr %3, align 8
  store i128 %7, ptr %4, align 16
  store i32 0, ptr %6, align 4
  %8 = load i128, ptr %4, align 16
  %9 = icmp eq i128 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %2
  %11 = load i32, ptr %6, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %6, align 4
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %13
  store i8 48, ptr %14, align 1
  br label %15

15:                                               ; preds = %10, %2
  br label %16

16:                                               ; preds = %19, %15
  %17 = load i128, ptr %4, align 16
  %18 = icmp ne i128 %17, 0
  br i1 %18, label %19, label %31

19:                                               ; preds = %16
  %20 = load i128, ptr %4, align 16
  %21 = urem i128 %20, 10
  %22 = trunc i128 %21 to i32
  %23 = add nsw i32 48, %22
  %24 = trunc i32 %23 to i8
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %27
  store i8 %24, ptr %28, align 1
  %29 = load i128, ptr %4, align 16
  %30 = udiv i128 %29, 10
  store i128 %30, ptr %4, align 16
  br label %16, !llvm.loop !12

31:                                               ; preds = %16
  %32 = load ptr, ptr %3, align 8
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, ptr noundef %32)
  br label %34

34:                                               ; preds = %37, %31
  %35 = load i32, ptr %6, align 4
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %37, label %45

37:                                               ; preds = %34
  %38 = load i32, ptr %6, align 4
  %39 = add nsw i32 %38, -1
  store i32 %39, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %40
  %42 = load i8, ptr %41, align 1
  %43 = sext i8 %42 to i32
  %44 = call i32 @putchar(i32 noundef %43)
  br label %34, !llvm.loop !13

45:                                               ; preds = %34
  %46 = call i32 @putchar(i32 noundef 10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ps(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = load i128, ptr %1, align 16
  store ptr %0, ptr %3, align 8
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = icmp slt i128 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %2
  %11 = load ptr, ptr %3, align 8
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.34, ptr noundef %11)
  %13 = load i128, ptr %4, align 16
  %14 = sub i128 0, %13
  store i128 %14, ptr %5, align 16
  call void @pu(ptr noundef @.str.6, ptr noundef %5)
  br label %18

15:                                               ; preds = %2
  %16 = load ptr, ptr %3, align 8
  %17 = load i128, ptr %4, align 16
  store i128 %17, ptr %6, align 16
  call void @pu(ptr noundef %16, ptr noundef %6)
  br label %18

18:                                               ; preds = %15, %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @phex(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = load i128, ptr %1, align 16
  store ptr %0, ptr %3, align 8
  store i128 %5, ptr %4, align 16
  %6 = load ptr, ptr %3, align 8
  %7 = load i128, ptr %4, align 16
  %8 = lshr i128 %7, 64
  %9 = trunc i128 %8 to i64
  %10 = load i128, ptr %4, align 16
  %11 = trunc i128 %10 to i64
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, ptr noundef %6, i64 noundef %9, i64 noundef %11)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #1 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @fact(i32 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i128 1, ptr %4, align 16
  store i32 2, ptr %5, align 4
  br label %6

6:                                                ; preds = %15, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %3, align 4
  %9 = icmp sle i32 %7, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i128
  %13 = load i128, ptr %4, align 16
  %14 = mul i128 %13, %12
  store i128 %14, ptr %4, align 16
  br label %15

15:                                               ; preds = %10
  %16 = load i32, ptr %5, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %5, align 4
  br label %6, !llvm.loop !14

18:                                               ; preds = %6
  %19 = load i128, ptr %4, align 16
  store i128 %19, ptr %2, align 16
  %20 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @shl(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = load i128, ptr %0, align 16
  store i128 %6, ptr %4, align 16
  store i32 %1, ptr %5, align 4
  %7 = load i128, ptr %4, align 16
  %8 = load i32, ptr %5, align 4
  %9 = zext i32 %8 to i128
  %10 = shl i128 %7, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @shru(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = load i128, ptr %0, align 16
  store i128 %6, ptr %4, align 16
  store i32 %1, ptr %5, align 4
  %7 = load i128, ptr %4, align 16
  %8 = load i32, ptr %5, align 4
  %9 = zext i32 %8 to i128
  %10 = lshr i128 %7, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @shrs(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = load i128, ptr %0, align 16
  store i128 %6, ptr %4, align 16
  store i32 %1, ptr %5, align 4
  %7 = load i128, ptr %4, align 16
  %8 = load i32, ptr %5, align 4
  %9 = zext i32 %8 to i128
  %10 = ashr i128 %7, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @mulu(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = mul i128 %8, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @divu(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = udiv i128 %8, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @remu(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = urem i128 %8, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @divs(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = sdiv i128 %8, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @rems(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = srem i128 %8, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @pass_many(i32 noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6) #0 {
  %8 = alloca i128, align 16
  %9 = alloca i32, align 4
  %10 = alloca i128, align 16
  %11 = alloca i32, align 4
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i32, align 4
  %15 = alloca i128, align 16
  %16 = load i128, ptr %1, align 16
  %17 = load i128, ptr %3, align 16
  %18 = load i128, ptr %4, align 16
  %19 = load i128, ptr %6, align 16
  store i32 %0, ptr %9, align 4
  store i128 %16, ptr %10, align 16
  store i32 %2, ptr %11, align 4
  store i128 %17, ptr %12, align 16
  store i128 %18, ptr %13, align 16
  store i32 %5, ptr %14, align 4
  store i128 %19, ptr %15, align 16
  %20 = load i128, ptr %10, align 16
  %21 = load i128, ptr %12, align 16
  %22 = add nsw i128 %20, %21
  %23 = load i128, ptr %13, align 16
  %24 = add nsw i128 %22, %23
  %25 = load i128, ptr %15, align 16
  %26 = add nsw i128 %24, %25
  %27 = load i32, ptr %9, align 4
  %28 = sext i32 %27 to i128
  %29 = add nsw i128 %26, %28
  %30 = load i32, ptr %11, align 4
  %31 = sext i32 %30 to i128
  %32 = add nsw i128 %29, %31
  %33 = load i32, ptr %14, align 4
  %34 = sext i32 %33 to i128
  %35 = add nsw i128 %32, %34
  store i128 %35, ptr %8, align 16
  %36 = load <2 x i64>, ptr %8, align 16
  ret <2 x i64> %36
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i128, i1 } @llvm.sadd.with.overflow.i128(i128, i128) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i128, i1 } @llvm.smul.with.overflow.i128(i128, i128) #3

declare dso_local i32 @putchar(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
